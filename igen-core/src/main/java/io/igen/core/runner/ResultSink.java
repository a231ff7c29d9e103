package io.igen.core.runner;

import io.igen.core.result.RunResult;

import io.igen.core.measure.IntervalHistogram;
import io.igen.core.workload.Level;

import java.io.IOException;
import java.util.List;

/**
 * Keeps a run's result. The runner hands it the result so far after every level, so a crash loses at most one,
 * and the final result once at the end.
 */
public interface ResultSink {

    /** The result so far: cheap to write, because the next level starts right after. */
    void write(RunResult result) throws IOException;

    /**
     * A level's seconds with their response-time histograms, warm-up included, handed over right after the level
     * ended and before the result so far is written; kept by sinks that write an interval log.
     *
     * @param windowStartEpochMillis when the level's window opened, by the wall clock
     */
    default void levelIntervals(Level level, long windowStartEpochMillis, List<IntervalHistogram> seconds)
            throws IOException {
    }

    /** The final result: whatever is costly to produce (charts, reports) is produced here, after the last level. */
    default void finish(RunResult result) throws IOException {
        write(result);
    }
}
