package io.igen.core.runner;

import io.igen.core.result.RunResult;

import java.io.IOException;

/** Keeps a run's result. The runner hands it the result so far after every level, so a crash loses at most one. */
public interface ResultSink {

    void write(RunResult result) throws IOException;
}
