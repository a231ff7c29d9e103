package io.igen.oltp.phase;

import picocli.CommandLine.Option;

/** How much {@code igen-oltp load} and {@code drop} print besides what they did to each shard. */
final class PhaseOutput {

    @Option(names = "--quiet", description = "Print only what was done to each shard: no progress.")
    private boolean quiet;

    /** Read by name where failures are reported ({@link io.igen.core.cli.Cli}). */
    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    boolean quiet() {
        return quiet;
    }
}
