package io.igen.core.cli;

import io.igen.core.result.DriverPart;
import io.igen.core.result.RunConfig;
import io.igen.core.workload.Workload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * What every benchmark command shares: {@code --help} and {@code --version}, the {@code compare} and {@code merge}
 * subcommands, the shared run options and the exit codes. A benchmark's command extends it, gives its name and
 * description in its own {@code @Command} (picocli merges a subclass's attributes over these), builds its workload
 * and configuration, and hands them to {@link #execute}.
 */
@Command(mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        subcommands = {CompareCommand.class, MergeCommand.class, AbCommand.class},
        sortOptions = false, usageHelpAutoWidth = true,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run finished cleanly", "1:the run finished but something failed",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public abstract class BenchmarkCommand implements Callable<Integer> {

    /** The options every benchmark shares. */
    @Mixin
    protected RunOptions options;

    /** This command as picocli parsed it: its output streams and which options were given. */
    @Spec
    protected CommandSpec spec;

    /**
     * Runs the workload level after level, with progress on the terminal and the result files written.
     *
     * @param benchmark {@code cpu}, {@code ram}, {@code oltp}
     * @param operation what one operation is, singular ("fractal")
     * @return the exit code
     */
    protected final int execute(String benchmark, String operation, Workload<?> workload, RunConfig config)
            throws Exception {
        return execute(benchmark, operation, workload, config, null);
    }

    /**
     * Runs the workload as one driver of several ({@code --drivers}).
     *
     * @param driver this driver's part of the run; null when it is the only driver
     * @return the exit code
     */
    protected final int execute(String benchmark, String operation, Workload<?> workload, RunConfig config,
                                DriverPart driver) throws Exception {
        return new BenchmarkExecution(benchmark, operation, options, spec.commandLine().getOut(),
                spec.commandLine().getErr()).run(workload, config, driver);
    }

    /** Whether the user gave this option on the command line (rather than its default applying). */
    protected final boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }
}
