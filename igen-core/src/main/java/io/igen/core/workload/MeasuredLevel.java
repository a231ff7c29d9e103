package io.igen.core.workload;

/**
 * What a workload may read of a level's measurement when it describes the level
 * ({@link Workload#levelDetails}): the headline figures, not the recorders behind them.
 */
public interface MeasuredLevel {

    /** Successful operations per second of the window, counting the work done inside it. */
    double throughput();

    /** The measured length of the window. */
    double windowSeconds();

    /** When the window opened, on the runner's clock (the one {@link Worker#timed} is given times on). */
    long windowStartNanos();

    /** When the window closed, on the runner's clock. */
    long windowEndNanos();
}
