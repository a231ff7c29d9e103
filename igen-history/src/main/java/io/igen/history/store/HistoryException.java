package io.igen.history.store;

import java.io.IOException;

/** A history store that cannot be reached, read or written; the message names the store and says what to do. */
public final class HistoryException extends IOException {

    public HistoryException(String message) {
        super(message);
    }

    /** @param cause the database driver's own failure, for a stack trace ({@code --verbose}) */
    public HistoryException(String message, Throwable cause) {
        super(message, cause);
    }
}
