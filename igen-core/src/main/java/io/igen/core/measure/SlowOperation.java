package io.igen.core.measure;

import java.util.Comparator;

/**
 * One slow operation of a level's window ({@link SlowOperations}), on the runner's clock.
 *
 * @param dueNanos  when it was due: its start in stream mode, its scheduled start under paced load
 * @param endNanos  when it ended
 * @param thread    the load thread that ran it, by its place among the level's threads
 * @param client    the client it ran for, by its place among that thread's clients
 * @param stepNanos the time each step took, in the order the steps ran; null when not kept (only the slowest
 *                  {@value SlowOperations#SLOWEST_WITH_STEPS} of a level keep them) or the work has no steps
 */
public record SlowOperation(long dueNanos, long endNanos, int thread, int client, long[] stepNanos) {

    /** The slowest first; of equals, the earliest due. */
    public static final Comparator<SlowOperation> SLOWEST_FIRST = Comparator
            .comparingLong(SlowOperation::responseNanos).reversed().thenComparingLong(SlowOperation::dueNanos);

    /** What tells two operations apart: the same thread's client cannot have two due at the same instant. */
    record Key(long dueNanos, long endNanos, int thread, int client) {
    }

    /** Its response time: from when it was due to when it ended. */
    public long responseNanos() {
        return endNanos - dueNanos;
    }

    Key key() {
        return new Key(dueNanos, endNanos, thread, client);
    }

    /** The same operation, placed on the level's thread {@code index}. */
    SlowOperation onThread(int index) {
        return new SlowOperation(dueNanos, endNanos, index, client, stepNanos);
    }
}
