package io.igen.oltp.dialect;

import java.sql.SQLException;

/**
 * SQLState classes: the first two characters of a failure's SQLState, which the SQL standard and the drivers use
 * to say what kind of failure it is ({@code 08} connection exception, {@code 28} invalid authorization, {@code 40}
 * transaction rollback).
 */
final class SqlStates {

    private SqlStates() {
    }

    /** The failure's SQLState, or null when it is not an {@link SQLException} or has none. */
    static String of(Throwable failure) {
        return failure instanceof SQLException sql ? sql.getSQLState() : null;
    }

    /** The two-character class of the failure's SQLState, or null when it has none. */
    static String classOf(Throwable failure) {
        String state = of(failure);
        return state == null || state.length() < 2 ? null : state.substring(0, 2);
    }

    /** Whether the failure's SQLState is of the given class. */
    static boolean inClass(Throwable failure, String stateClass) {
        return stateClass.equals(classOf(failure));
    }

    /** Whether the failure's message contains the text (drivers that give no SQLState for it). */
    static boolean says(Throwable failure, String text) {
        return String.valueOf(failure.getMessage()).contains(text);
    }

    /** The first line of the failure's message (server messages add hints and positions on later lines). */
    static String firstLine(Throwable failure) {
        String message = String.valueOf(failure.getMessage());
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
