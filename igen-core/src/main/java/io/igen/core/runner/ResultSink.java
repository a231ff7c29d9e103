package io.igen.core.runner;

import io.igen.core.result.RunResult;

import java.io.IOException;

/**
 * Keeps a run's result. The runner hands it the result so far after every level, so a crash loses at most one,
 * and the final result once at the end.
 */
public interface ResultSink {

    /** The result so far: cheap to write, because the next level starts right after. */
    void write(RunResult result) throws IOException;

    /** The final result: whatever is costly to produce (charts, reports) is produced here, after the last level. */
    default void finish(RunResult result) throws IOException {
        write(result);
    }
}
