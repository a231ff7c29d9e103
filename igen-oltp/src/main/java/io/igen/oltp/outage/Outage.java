package io.igen.oltp.outage;

/**
 * A stretch of time one shard was unavailable, on the runner's monotonic clock: from the start of the first
 * transaction that failed for want of a connection after the shard's last commit, to the end of the first commit
 * after that ({@link ShardAvailability} says how it is found).
 *
 * @param firstFailureNanos when the first failed attempt started; time it spent waiting for a connection counts
 * @param recoveryNanos     when the first commit after it ended; {@link #NOT_RECOVERED} while none has
 */
public record Outage(long firstFailureNanos, long recoveryNanos) {

    /** The recovery time of an outage that is still going on. */
    public static final long NOT_RECOVERED = Long.MAX_VALUE;

    public Outage {
        if (recoveryNanos <= firstFailureNanos) {
            throw new IllegalArgumentException("an outage must end after it starts: " + firstFailureNanos + " to "
                    + recoveryNanos);
        }
    }

    /** An outage still going on. */
    public static Outage open(long firstFailureNanos) {
        return new Outage(firstFailureNanos, NOT_RECOVERED);
    }

    public boolean recovered() {
        return recoveryNanos != NOT_RECOVERED;
    }

    /** When it ended, or {@code untilNanos} when it has not recovered. */
    public long endNanos(long untilNanos) {
        return recovered() ? recoveryNanos : Math.max(firstFailureNanos, untilNanos);
    }

    /** Its length: to its recovery, or to {@code untilNanos} when it has not recovered. */
    public long nanos(long untilNanos) {
        return endNanos(untilNanos) - firstFailureNanos;
    }

    /** How much of [{@code fromNanos}, {@code toNanos}) it covers; an outage not recovered covers up to the end. */
    public long overlapNanos(long fromNanos, long toNanos) {
        return Math.max(0, Math.min(endNanos(toNanos), toNanos) - Math.max(firstFailureNanos, fromNanos));
    }
}
