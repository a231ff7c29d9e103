package io.igen.oltp.shard;

import io.igen.core.workload.BadConfigurationException;

import java.sql.SQLException;

/**
 * Turns a failure to open a shard's pool into one line a user can act on: which shard (index and
 * redacted URL), what the server said (first line only, never a password), and what to check.
 */
final class ConnectFailure {

    private ConnectFailure() {
    }

    static BadConfigurationException of(ShardTarget target, RuntimeException failure) {
        Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
        String state = cause instanceof SQLException sql && sql.getSQLState() != null ? sql.getSQLState() : "";
        String said = firstLine(String.valueOf(cause.getMessage()));
        String advice;
        if (state.startsWith("28") || said.contains("Access denied") || said.contains("password authentication failed")) {
            advice = "the user or password was refused; check --user and --password / --password-file, "
                    + "or the variables " + CredentialSource.USER_VARIABLE + " / " + CredentialSource.PASSWORD_VARIABLE;
        } else if ("3D000".equals(state) || said.contains("Unknown database")) {
            advice = "the database does not exist; create it (createdb / CREATE DATABASE) or fix --url / --shard-map";
        } else {
            advice = "check --url / --shard-map and that the server is running";
        }
        return new BadConfigurationException("cannot connect to " + target.describe() + ": " + RedactedUrl.of(said)
                + "; " + advice, failure);
    }

    private static String firstLine(String message) {
        int end = message.indexOf('\n');
        return (end < 0 ? message : message.substring(0, end)).strip();
    }
}
