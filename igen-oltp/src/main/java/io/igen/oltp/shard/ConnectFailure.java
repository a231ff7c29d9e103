package io.igen.oltp.shard;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Dialect;

/**
 * Turns a failure to open a shard's pool into one line a user can act on: which shard (index and
 * redacted URL), what the server said (first line only, never a password), and what to check. What the
 * failure means (a refused login, a missing database) is the dialect's to tell.
 */
final class ConnectFailure {

    private ConnectFailure() {
    }

    static BadConfigurationException of(ShardTarget target, Dialect dialect, RuntimeException failure) {
        Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
        String said = FailureText.firstLine(String.valueOf(cause.getMessage())).strip();
        String advice = switch (dialect.connectRefusal(cause)) {
            case CREDENTIALS -> "the user or password was refused; check --user and --password / --password-file, "
                    + "or the variables " + CredentialSource.USER_VARIABLE + " / " + CredentialSource.PASSWORD_VARIABLE;
            case UNKNOWN_DATABASE ->
                    "the database does not exist; create it (createdb / CREATE DATABASE) or fix --url / --shard-map";
            case OTHER -> "check --url / --shard-map and that the server is running";
        };
        return new BadConfigurationException("cannot connect to " + target.describe() + ": " + RedactedUrl.of(said)
                + "; " + advice, failure);
    }
}
