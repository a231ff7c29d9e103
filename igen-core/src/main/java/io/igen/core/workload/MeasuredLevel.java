package io.igen.core.workload;

/**
 * What a workload may read of a level's measurement when it reports the level ({@link LevelSession#report}): the
 * headline figures, not the recorders behind them, and the limit the runner judges the level by.
 *
 * @param throughput       successful operations per second of the window, counting the work done inside it
 * @param windowSeconds    the measured length of the window
 * @param windowStartNanos when the window opened, on the runner's clock (the one {@link Worker#timed} is given
 *                         times on)
 * @param windowEndNanos   when the window closed, on the runner's clock
 * @param maxErrorPercent  the run's limit on failed operations, which the runner applies to the whole level; a workload
 *                         that judges parts of the level (iGenOLTP's shards) applies it to each
 */
public record MeasuredLevel(double throughput, double windowSeconds, long windowStartNanos, long windowEndNanos,
                            double maxErrorPercent) {
}
