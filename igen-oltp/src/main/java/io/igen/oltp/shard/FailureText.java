package io.igen.oltp.shard;

import java.sql.SQLException;

/**
 * A failure in one line fit to print and to write into result files: the exception's class, its SQLState, and
 * the first line of its message with any JDBC URL's credentials removed ({@link RedactedUrl}), since drivers
 * quote the URL they failed on.
 */
public final class FailureText {

    private FailureText() {
    }

    /** {@code SQLException [40001]: first line of the message}; without the state for a failure that is not SQL. */
    public static String of(Throwable failure) {
        String state = failure instanceof SQLException sql ? " [" + sql.getSQLState() + "]" : "";
        return failure.getClass().getSimpleName() + state + ": "
                + RedactedUrl.of(firstLine(String.valueOf(failure.getMessage())));
    }

    /** The text up to its first line break. */
    static String firstLine(String message) {
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
