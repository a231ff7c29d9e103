package io.igen.core.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * A command run through {@link Cli} with its output captured: what a user would see and the exit code.
 * Shared with the benchmark modules' CLI tests.
 */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = Cli.commandLine(command)
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
        return new CliRun(exitCode, out.toString(), err.toString());
    }

    /**
     * True when the run refused as bad input should be refused: one line on standard error, no stack trace, nothing
     * on standard output.
     */
    public boolean isOneLineRefusal() {
        return err.strip().lines().count() == 1 && !hasStackTrace() && out.isEmpty();
    }

    /** True when the error output holds a Java stack trace. */
    public boolean hasStackTrace() {
        return err.contains("\tat ") || err.contains("Exception in thread");
    }
}
