package io.igen.core.resources;

import com.fasterxml.jackson.annotation.JsonValue;

/** What bounded a level: the judgments {@link BoundJudge} makes, each with the label results and reports show. */
public enum BoundBy {
    /** The host's CPUs were full, and the driver's process used the most of them. */
    DRIVER_CPU("driver CPU"),
    /**
     * The host's CPUs were full, and the database servers on it used the most of them; or the servers used what their
     * limits allow them; or a server's own CPUs were full, read from its exporter.
     */
    SERVER_CPU("server CPU"),
    /** A server's disk, read from its exporter: busy nine tenths of the window, or its CPUs waiting for it. */
    SERVER_DISK("server disk"),
    /** A server's memory, read from its exporter: almost none available, or tasks waiting for it. */
    SERVER_MEMORY("server memory"),
    /** The host's CPUs waited for the disks for a tenth of their time or more. */
    IO("I/O"),
    /** The work's database sessions waited for locks a tenth of the time or more. */
    LOCK_WAITS("lock waits"),
    /** None of the above: the level waited on something the host's CPU and disks do not show. */
    NONE_FOUND("none found");

    private final String label;

    BoundBy(String label) {
        this.label = label;
    }

    /** The words a result's {@code boundBy} holds: a contract scripts read. */
    @JsonValue
    public String label() {
        return label;
    }
}
