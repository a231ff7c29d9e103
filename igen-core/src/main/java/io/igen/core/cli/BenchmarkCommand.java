package io.igen.core.cli;

import io.igen.core.launch.LaunchCommand;
import io.igen.core.launch.SelfLaunch;
import io.igen.core.result.DriverPart;
import io.igen.core.result.RunConfig;
import io.igen.core.workload.Level;
import io.igen.core.workload.Workload;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * What every benchmark command shares: {@code --help} and {@code --version}, the {@code compare} and {@code ab}
 * subcommands, the run and repeat options and the exit codes. A benchmark's command extends it, gives its name,
 * description, levels and its own options (picocli merges a subclass's {@code @Command} attributes over these), builds
 * its workload and configuration ({@link #config}), and hands them to {@link #execute}.
 */
@Command(mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        subcommands = {CompareCommand.class, AbCommand.class},
        sortOptions = false, usageHelpAutoWidth = true, showAtFileInUsageHelp = false,
        synopsisHeading = "Usage: ", optionListHeading = "%nOptions:%n",
        commandListHeading = "%nCommands:%n",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run finished cleanly", "1:the run finished but something failed",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public abstract class BenchmarkCommand implements Callable<Integer> {

    /** The options every command that runs levels shares. */
    @Mixin
    protected RunOptions options;

    @ArgGroup(validate = false, heading = "%nHistory:%n", order = RunOptions.HISTORY_SECTION)
    private HistoryOptions history = new HistoryOptions();

    @ArgGroup(validate = false, heading = "%nRepeating, for comparisons you can defend:%n",
            order = RunOptions.REPEAT_SECTION)
    private RepeatOptions repeat = new RepeatOptions();

    /** This command as picocli parsed it: its output streams and which options were given. */
    @Spec
    protected CommandSpec spec;

    /**
     * Whether this command is the process's entry ({@link Cli#main}), so that a single run measures in a launch of its
     * own ({@link SelfLaunch}); false where it runs inside another program (the tests), which measures in its JVM.
     */
    boolean entryPoint;

    /**
     * The validated configuration of a run of these levels: the shared options, the repeats and, for a command that
     * drives parts of a run, its timetable.
     *
     * @param ratePerThread operations per second per thread under paced load; null for stream mode
     * @param workload      the benchmark's own settings, recorded in the result
     */
    protected final RunConfig config(List<Level> levels, Double ratePerThread, Map<String, Object> workload) {
        return config(levels, ratePerThread, null, workload);
    }

    /**
     * The validated configuration of a run of these levels under paced load with a latency limit.
     *
     * @param latencyLimitMs under paced load, skip operations that would start more than this late; null for no limit
     */
    protected final RunConfig config(List<Level> levels, Double ratePerThread, Double latencyLimitMs,
                                     Map<String, Object> workload) {
        return RunOptions.validated(drivers().applyTo(repeat.applyTo(options.config(levels, ratePerThread, workload)
                .latencyLimitMs(latencyLimitMs))));
    }

    /**
     * The run's identity and timetable ({@code --run-id}, {@code --start-at}); a command that drives parts of a run
     * declares them and returns its own. By default a generated identity and no timetable.
     */
    protected DriverOptions drivers() {
        return new DriverOptions();
    }

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
        if (launchesItself()) {
            if (driver == null) {
                // checked here, before the launch fixes and touches its heap (gigabytes, seconds): the launch checks
                // it again, and a store that cannot keep the run runs nothing
                HistoryOptions.open(history.store());
            }
            return OwnLaunch.run(spec, options.quiet());
        }
        return new BenchmarkExecution(benchmark, operation, options, history.store(), repeat, drivers(), spec).run(workload, config,
                driver);
    }

    /**
     * Whether this run measures in a launch of its own rather than in this JVM: a single run from the command line
     * ({@link Cli#main}), in a JVM not started as a launch, without {@code --in-process}.
     */
    protected final boolean launchesItself() {
        return OwnLaunch.wanted(spec, repeat.inProcess()) && repeat.policy().count() == 1;
    }

    /**
     * The collector option this benchmark is measured with when a launch's JVM options choose none
     * ({@link LaunchCommand#collector()}); empty, the default, leaves the choice to the JVM.
     */
    protected Optional<String> launchCollector() {
        return Optional.empty();
    }

    /** A launch of the benchmark whose command is {@code root}, measured with the benchmark's collector. */
    static LaunchCommand withCollectorOf(Object root, LaunchCommand launch) {
        return root instanceof BenchmarkCommand benchmark
                ? benchmark.launchCollector().map(launch::withDefaultCollector).orElse(launch) : launch;
    }

    /** Whether the user gave this option on the command line (rather than its default applying). */
    protected final boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }
}
