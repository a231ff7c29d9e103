package io.igen.core.cli;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

import java.io.PrintWriter;

/**
 * Starts a command the iGen way: a one-line message and exit code 2 for bad input, a one-line message
 * and exit code 1 for a failure, stack traces only with {@code --verbose}.
 */
public final class Cli {

    private Cli() {
    }

    /** A command line for the command, with iGen's error handling. */
    public static CommandLine commandLine(Object command) {
        CommandLine commandLine = new CommandLine(command);
        // An option's value may be spelled like a subcommand: igen-oltp --maintenance run is the mode, not `run`.
        commandLine.setAllowSubcommandsAsOptionParameters(true);
        commandLine.setParameterExceptionHandler((problem, args) -> {
            CommandLine failed = problem.getCommandLine();
            PrintWriter err = failed.getErr();
            String name = failed.getCommandSpec().qualifiedName();
            // picocli starts some messages with "Error: "; the command's name says as much
            String message = problem.getMessage().replaceFirst("^Error: ", "");
            err.println(name + ": " + message + " (see " + name + " --help)");
            err.flush();
            return ExitCode.BAD_INPUT;
        });
        commandLine.setExecutionExceptionHandler((failure, failed, parseResult) -> {
            PrintWriter err = failed.getErr();
            String name = failed.getCommandSpec().qualifiedName();
            boolean badInput = failure instanceof BadConfigurationException;
            err.println(name + ": " + (badInput ? "" : "failed: ") + message(failure));
            if (verbose(failed)) {
                failure.printStackTrace(err);
            } else if (!badInput) {
                err.println("(run again with --verbose for the stack trace)");
            }
            err.flush();
            return badInput ? ExitCode.BAD_INPUT : ExitCode.FAILED;
        });
        return commandLine;
    }

    /**
     * A benchmark's {@code main}: parses, runs and exits the JVM with the exit code. As the process's entry, a single
     * run measures in a launch of its own ({@link BenchmarkCommand#launchesItself()}).
     */
    public static void main(Object command, String... args) {
        if (command instanceof BenchmarkCommand benchmark) {
            benchmark.entryPoint = true;
        }
        System.exit(execute(command, args));
    }

    /** Parses, runs and returns the exit code. */
    public static int execute(Object command, String... args) {
        return commandLine(command).execute(args);
    }

    private static boolean verbose(CommandLine commandLine) {
        OptionSpec verbose = commandLine.getCommandSpec().findOption("--verbose");
        return verbose != null && Boolean.TRUE.equals(verbose.getValue());
    }

    private static String message(Throwable failure) {
        String text = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        Throwable cause = failure.getCause();
        if (!(failure instanceof BadConfigurationException) && cause != null && cause.getMessage() != null
                && !text.contains(cause.getMessage())) {
            text += ": " + cause.getMessage();
        }
        return text;
    }
}
