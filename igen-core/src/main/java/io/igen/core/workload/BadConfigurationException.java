package io.igen.core.workload;

/**
 * Something the user configured cannot work (contradicting options, an unwritable directory, a shard that cannot
 * be reached, a data set that does not match, a heap too small for a level): the message says what and what to
 * do. Thrown by benchmarks and the core alike; the command line ends with exit code 2 and no stack trace.
 */
public final class BadConfigurationException extends RuntimeException {

    public BadConfigurationException(String message) {
        super(message);
    }

    public BadConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }
}
