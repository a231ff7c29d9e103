package io.igen.core.cli;

import io.igen.core.launch.ForkedRepeats;
import io.igen.core.launch.HostControl;
import io.igen.core.launch.LaunchCache;
import io.igen.core.launch.LaunchCommand;
import io.igen.core.launch.LaunchSeries;
import io.igen.core.launch.RepeatPolicy;
import io.igen.core.report.ConsoleTable;
import io.igen.core.output.ResultFiles;
import io.igen.core.result.DriverPart;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunHistory;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.runner.LevelFigures;
import io.igen.core.runner.LevelSchedule;
import io.igen.core.runner.NanoClock;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.ExitCode;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Workload;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;

/**
 * What every benchmark command does once its options are valid: start serving live metrics when asked for and make
 * sure the result files can be written (both before spending any time), run the levels with progress on the terminal,
 * print the final table and say where the files are.
 *
 * @param benchmark {@code cpu}, {@code ram}, {@code oltp}
 * @param operation what one operation is, singular ("fractal")
 * @param historyStore where the finished run is kept ({@link HistoryOptions}); empty when it is not
 * @param command   the command as parsed: its output streams, and its class and arguments for fresh launches
 */
public record BenchmarkExecution(String benchmark, String operation, RunOptions options, Optional<String> historyStore,
                                 RepeatOptions repeat, DriverOptions drivers, CommandSpec command) {

    /**
     * Runs the workload.
     *
     * @return {@link ExitCode#OK}, or {@link ExitCode#FAILED} when the result lists problems; SIGINT or SIGTERM
     *         during the run writes the completed levels and exits the JVM with {@link ExitCode#INTERRUPTED}
     *         ({@link Interruption})
     * @throws BadConfigurationException when the result directory cannot be written, or the metrics port not bound
     */
    public int run(Workload<?> workload, RunConfig config) throws Exception {
        return run(workload, config, null);
    }

    /**
     * Runs the workload as one driver of several.
     *
     * @param driver this driver's part of the run; null when it is the only driver
     */
    public int run(Workload<?> workload, RunConfig config, DriverPart driver) throws Exception {
        if (config.repeat() > 1) {
            Sweeps.checkPort(options);
            return run(workload, config, driver, null);
        }
        try (Sweeps sweeps = Sweeps.open(benchmark, operation,
                workload.database().flatMap(DatabaseWork::partitioning).map(Partitioning::label)
                        .orElse(""), options, err())) {
            return run(workload, config, driver, sweeps);
        }
    }

    /** @param sweeps how levels run in this JVM; null when the launches run them, each in a JVM of its own */
    private int run(Workload<?> workload, RunConfig config, DriverPart driver, Sweeps sweeps) throws Exception {
        ZonedDateTime startedAt = ZonedDateTime.now();
        // The timetable is read on the runner's clock from now on, before any time goes to loading.
        LevelSchedule schedule = drivers.startAt() == null ? null : LevelSchedule.startingAt(drivers.startAt(),
                config.warmupSeconds(), config.durationSeconds(), NanoClock.SYSTEM, System.currentTimeMillis());
        RunHeader header = new RunHeader(benchmark, operation, EnvironmentProbe.capture(),
                startedAt.toInstant().toString(), new RunIdentity(drivers.runId(benchmark, startedAt), driver),
                        LevelFigures.of(workload));
        if (!options.quiet() && (driver != null || schedule != null)) {
            err().println("run " + header.runId() + (driver == null ? "" : ": " + driver.describe())
                    + (schedule == null ? "" : "; first level at " + drivers.startAt() + " (in "
                    + Math.round(schedule.secondsBeforeStart(NanoClock.SYSTEM.nanoTime())) + " s), then one every "
                    + Math.round(schedule.slotNanos() / 1e9) + " s"));
            err().flush();
        }
        // a driver's part of a run is not the run: the merged result is, imported with history import
        Optional<RunHistory> history = driver == null ? openHistory() : Optional.empty();
        ResultFiles files = prepareFiles(outDirectory(driver), startedAt, header.result(config, List.of(),
                List.of()));
        RunResult result = sweeps == null ? repeat(header, config, files)
                : sweeps.run(header, workload, config, files, schedule);
        out().print(ConsoleTable.render(result, options.verbose()));
        out().println("results: " + String.join(", ", files.paths().stream().map(Path::toString).toList()));
        out().flush();
        boolean kept = history.map(store -> keep(store, result, files.json())).orElse(true);
        return result.clean() && kept ? ExitCode.OK : ExitCode.FAILED;
    }

    /**
     * {@code --out}; for one driver of several, with {@code {driver}} standing for its index, so that drivers started
     * from one description (a Swarm service's replicas, an Indexed Job's pods) write to folders of their own.
     */
    private Path outDirectory(DriverPart driver) {
        return driver == null ? options.outDirectory()
                : Path.of(options.outDirectory().toString().replace("{driver}", Integer.toString(driver.index())));
    }

    /** The history store, checked before any time is spent; empty when history is off. */
    private Optional<RunHistory> openHistory() {
        return HistoryOptions.open(historyStore);
    }

    /** Appends the result to the history store; a store that fails says so, and the result files stay written. */
    private boolean keep(RunHistory history, RunResult result, Path json) {
        try {
            String kept = history.append(result, json);
            if (!options.quiet()) {
                err().println("history: " + kept);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            err().println("history: not kept (" + (e.getMessage() == null ? e : e.getMessage()) + "); the result files "
                    + "are written: import them "
                    + "later with " + command.root().name() + " history import " + json);
            return false;
        } finally {
            err().flush();
        }
    }

    /**
     * Runs the whole command in fresh JVM launches as {@code --repeat} asks ({@link RepeatPolicy}), keeping each
     * launch's files beside the combined result, which is rewritten after every launch.
     */
    private RunResult repeat(RunHeader header, RunConfig config, ResultFiles files) throws Exception {
        RepeatPolicy policy = repeat.policy();
        // The root command's class: a subcommand's launch (igen-oltp run) is the root's with the subcommand's name in
        // its arguments, which picocli keeps whole in every command's parse result.
        Object root = command.root().userObject();
        LaunchCommand launch = BenchmarkCommand.withCollectorOf(root, LaunchCommand.ofThisJvm(root.getClass(),
                command.commandLine().getParseResult().originalArgs()));
        try (LaunchCache cache = LaunchCache.forSeries(repeat.launchCache(), List.of(launch), List.of("repeat"), err())
                .get(0)) {
            LaunchSeries series = new LaunchSeries("launch", cache.applyTo(launch), new ForkedRepeats(err()), files,
                    header, config);
            long start = System.nanoTime();
            while (true) {
                if (repeat.hostControl()) {
                    series.hostControl(HostControl.measure());
                }
                series.launch(policy.auto() ? " (--repeat auto: " + policy.describe() + ")" : " of " + policy.count());
                double elapsed = (System.nanoTime() - start) / 1e9;
                Optional<String> stop = policy.stopAfter(series.size(), List.of(series.combined()), elapsed,
                        cache.trainingSeconds());
                if (stop.isPresent()) {
                    err().println("repeat: " + series.size() + " launches in " + Math.round(elapsed) + " s; "
                            + stop.get());
                    err().flush();
                    return series.finish(policy, elapsed, stop.get(), cache);
                }
            }
        }
    }

    private ResultFiles prepareFiles(Path directory, ZonedDateTime startedAt, RunResult empty) {
        try {
            ResultFiles files = ResultFiles.in(directory, benchmark, startedAt);
            files.write(empty);
            return files;
        } catch (IOException | SecurityException e) {
            throw new BadConfigurationException("cannot write result files to '" + directory + "' (" + describe(e)
                    + "); choose a writable directory with --out DIR");
        }
    }

    /** An exception as a reader would say it: "No Such File: /x/y", "Access Denied". */
    static String describe(Exception e) {
        String kind = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2");
        return e.getMessage() == null ? kind : kind + ": " + e.getMessage();
    }

    private PrintWriter out() {
        return command.commandLine().getOut();
    }

    private PrintWriter err() {
        return command.commandLine().getErr();
    }
}
