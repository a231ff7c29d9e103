package io.igen.history.store;

import java.io.IOException;

/**
 * A history store that cannot be reached, read or written, or a run it cannot keep or place; the message names the
 * store or the result file, what is wrong, and what to do.
 */
public final class HistoryException extends IOException {

    public HistoryException(String message) {
        super(message);
    }

    /** @param cause the database driver's own failure, for a stack trace ({@code --verbose}) */
    public HistoryException(String message, Throwable cause) {
        super(message, cause);
    }
}
