package io.igen.core.runner;

/** A level could not finish: a worker thread died of an {@link Error}, or the workers would not stop. */
public final class LevelAbortedException extends Exception {

    public LevelAbortedException(String message, Throwable cause) {
        super(message, cause);
    }
}
