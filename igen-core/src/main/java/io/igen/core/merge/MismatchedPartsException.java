package io.igen.core.merge;

/** The results given to merge are not slices of one run: another benchmark, other levels, another load model. */
public final class MismatchedPartsException extends Exception {

    public MismatchedPartsException(String message) {
        super(message);
    }
}
