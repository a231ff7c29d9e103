package io.igen.core.cli;

/**
 * Something the user gave cannot work (an unwritable directory, a mismatching data set): the message
 * says what and what to do. Ends the command with exit code 2 and no stack trace.
 */
public final class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
