package io.igen.core.compare;

/** A file given to compare or merge cannot be used: missing, not JSON, truncated, or not a result. */
public final class ResultFileException extends Exception {

    public ResultFileException(String message) {
        super(message);
    }
}
