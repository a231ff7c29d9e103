package io.igen.core.compare;

/** The runs given to compare or merge measured different work, so their figures cannot be set side by side. */
public final class IncomparableRunsException extends Exception {

    public IncomparableRunsException(String message) {
        super(message);
    }
}
