package io.igen.core.workload;

/**
 * One thread's view of a workload: the runner calls {@link #execute()} in a loop on a single thread,
 * so a worker may keep reusable state (buffers, prepared statements, a random generator) without
 * synchronisation.
 */
public interface Worker {

    /**
     * Runs one operation. An exception is an error of the kind the workload's {@link FailureNaming} names; it is
     * counted, not rethrown, and the loop goes on. An {@link Error} stops the level.
     */
    void execute() throws Exception;

    /**
     * Told after {@link #execute()} returned or threw, when that operation started inside the
     * measurement window. A worker that keeps its own per-operation figures (allocation time, rows,
     * per-shard counts) adds the last operation's figures to its totals here, so warm-up work is
     * never counted.
     *
     * @param succeeded whether the operation returned normally
     */
    default void countLast(boolean succeeded) {
    }

    /**
     * Told after every {@link #execute()}, warm-up and priming included, with the times the runner measured it by:
     * {@code startNanos} when it started (under paced load read just before the call; in stream mode exactly the end
     * of the thread's previous operation, so the loop's own work between the two, recording and the hooks, falls into
     * this one; the thread's start for its first, a pause's end after a pause), {@code endNanos} just after it
     * returned or threw, both on the runner's monotonic clock (the one {@link MeasuredLevel#windowStartNanos()} is
     * on). Called before {@link #countLast}. A worker that follows what happens over time (a shard's outages) uses
     * these instead of reading a clock of its own. Like {@code execute}, this runs on the load thread inside the measured loop: its common path should neither
     * allocate nor block.
     *
     * @param succeeded whether the operation returned normally
     */
    default void timed(long startNanos, long endNanos, boolean succeeded) {
    }

    /**
     * The clock readings that bounded the steps of the operation that just returned, as
     * {@link io.igen.core.result.StepTimes#record} takes them (one more than there are steps); null for work without
     * steps, the default. Asked only of the few slowest operations of a window, so that the level can show where
     * their time went; the array may be reused by the next operation.
     */
    default long[] stepStampsOfLast() {
        return null;
    }
}
