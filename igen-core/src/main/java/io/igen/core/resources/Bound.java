package io.igen.core.resources;

/**
 * What bounded a level, and the figures that say so.
 *
 * @param by       {@link #DRIVER_CPU}, {@link #SERVER_CPU}, {@link #IO}, {@link #LOCK_WAITS} or {@link #NONE_FOUND}
 * @param evidence the figures the judgment rests on, in words
 */
public record Bound(String by, String evidence) {

    /** The host's CPUs were full, and the driver's process used the most of them. */
    public static final String DRIVER_CPU = "driver CPU";
    /** The host's CPUs were full, and the database servers on it used the most of them. */
    public static final String SERVER_CPU = "server CPU";
    /** The host's CPUs waited for the disks for a tenth of their time or more. */
    public static final String IO = "I/O";
    /** The work's database sessions waited for locks a tenth of the time or more. */
    public static final String LOCK_WAITS = "lock waits";
    /** None of the above: the level waited on something the host's CPU and disks do not show. */
    public static final String NONE_FOUND = "none found";
}
