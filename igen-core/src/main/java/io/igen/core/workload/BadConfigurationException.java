package io.igen.core.workload;

import java.util.function.Supplier;

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

    /**
     * What {@code settings} makes of the options, where a value out of range (the {@link IllegalArgumentException} a
     * settings record's constructor throws, its message saying what is wrong) is bad input.
     */
    public static <T> T asBadInput(Supplier<T> settings) {
        try {
            return settings.get();
        } catch (IllegalArgumentException e) {
            throw new BadConfigurationException(e.getMessage());
        }
    }

    /** Runs a range check on the options, its {@link IllegalArgumentException} bad input ({@link #asBadInput}). */
    public static void asBadInput(Runnable check) {
        asBadInput(() -> {
            check.run();
            return null;
        });
    }
}
