package io.igen.oltp.phase;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/**
 * Where {@code igen-oltp load} and {@code drop} print: what they did to each shard on standard output, their progress
 * on standard error unless {@code --quiet}.
 */
final class PhaseOutput {

    @Option(names = "--quiet", description = "Print only what was done to each shard: no progress.")
    private boolean quiet;

    /** Read by name where failures are reported ({@link io.igen.core.cli.Cli}). */
    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    /** The command this is mixed into: its streams, which tests capture. */
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** What was done to each shard. */
    PrintWriter out() {
        return command.commandLine().getOut();
    }

    /** Where progress goes; null with {@code --quiet}. */
    PrintWriter progress() {
        return quiet ? null : command.commandLine().getErr();
    }
}
