package io.igen.core.cli;

import io.igen.core.metrics.MetricsServer;
import io.igen.core.metrics.PrometheusMetrics;
import io.igen.core.metrics.RunMetrics;
import io.igen.core.report.ConsoleTable;
import io.igen.core.report.ProgressLine;
import io.igen.core.report.ResultFiles;
import io.igen.core.resources.SampledResources;
import io.igen.core.resources.WindowResources;
import io.igen.core.result.DriverPart;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.runner.CompilerActivity;
import io.igen.core.runner.LevelSchedule;
import io.igen.core.runner.NanoClock;
import io.igen.core.runner.RunListener;
import io.igen.core.runner.StepwiseRunner;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Workload;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What every benchmark command does once its options are valid: start serving live metrics when asked for and make
 * sure the result files can be written (both before spending any time), run the levels with progress on the terminal,
 * print the final table and say where the files are.
 *
 * @param benchmark {@code cpu}, {@code ram}, {@code oltp}
 * @param operation what one operation is, singular ("fractal")
 */
public record BenchmarkExecution(String benchmark, String operation, RunOptions options, PrintWriter out,
                                 PrintWriter err) {

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
        Integer port = options.metricsPort();
        if (port == null) {
            return run(workload, config, RunMetrics.OFF, driver);
        }
        PrometheusMetrics metrics = new PrometheusMetrics(benchmark, workload.partitionLabel());
        if (config.repeat() > 1) {
            // Each repeat runs in a JVM of its own and serves its own metrics there, on the port in turn. Here the
            // port is only tried, so that a taken one is refused before the first repeat starts.
            serve(port, metrics).close();
            return run(workload, config, RunMetrics.OFF, driver);
        }
        try (MetricsServer server = serve(port, metrics)) {
            err.println("metrics: " + server.url());
            err.flush();
            return run(workload, config.toBuilder().metricsPort(server.port()).build(), metrics, driver);
        }
    }

    private int run(Workload<?> workload, RunConfig config, RunMetrics metrics, DriverPart driver) throws Exception {
        ZonedDateTime startedAt = ZonedDateTime.now();
        // The timetable is read on the runner's clock from now on, before any time goes to loading.
        LevelSchedule schedule = options.startAt() == null ? null : LevelSchedule.startingAt(options.startAt(),
                config.warmupSeconds(), config.durationSeconds(), NanoClock.SYSTEM, System.currentTimeMillis());
        RunHeader header = new RunHeader(benchmark, operation, EnvironmentProbe.capture(),
                startedAt.toInstant().toString(), options.runId(benchmark, startedAt), driver, figures(workload));
        if (!options.quiet() && (driver != null || schedule != null)) {
            err.println("run " + header.runId() + (driver == null ? "" : ": " + driver.describe())
                    + (schedule == null ? "" : "; first level at " + options.startAt() + " (in "
                    + Math.round(schedule.secondsBeforeStart(NanoClock.SYSTEM.nanoTime())) + " s), then one every "
                    + Math.round(schedule.slotNanos() / 1e9) + " s"));
            err.flush();
        }
        ResultFiles files = prepareFiles(options.outDirectory(), startedAt, header.result(config, List.of(), List.of()));
        RunResult result;
        if (config.repeat() > 1) {
            result = repeat(header, config, files);
        } else {
            RunListener listener = options.quiet() ? RunListener.SILENT
                    : new ProgressLine(err, System.console() != null, operation);
            try (Interruption interruption = Interruption.watch(files, listener, header.result(config, List.of(),
                    List.of()), err, System::exit)) {
                result = new StepwiseRunner(NanoClock.SYSTEM, CompilerActivity.JVM, interruption, interruption, metrics,
                        schedule, SampledResources.ofThisHost()).run(header, workload, config);
            }
        }
        out.print(ConsoleTable.render(result));
        out.println("results: " + String.join(", ", files.paths().stream().map(Path::toString).toList()));
        out.flush();
        return result.clean() ? ExitCode.OK : ExitCode.FAILED;
    }

    /** The workload's own level figures and the resource figures every level gets. */
    private static Map<String, FigureKind> figures(Workload<?> workload) {
        Map<String, FigureKind> figures = new LinkedHashMap<>(workload.figures());
        figures.putAll(WindowResources.declarations());
        return figures;
    }

    /**
     * Runs the whole command in fresh JVM launches as {@code --repeat} asks ({@link RepeatPolicy}), keeping each
     * launch's files beside the combined result, which is rewritten after every launch.
     */
    private RunResult repeat(RunHeader header, RunConfig config, ResultFiles files) throws Exception {
        RepeatPolicy policy = options.repeatPolicy();
        LaunchCommand command = LaunchCommand.ofThisJvm(options.mainClass(), options.originalArguments());
        try (LaunchCache cache = LaunchCache.forSeries(options.launchCache(), List.of(command), List.of("repeat"), err)
                .get(0)) {
            LaunchSeries series = new LaunchSeries("launch", cache.applyTo(command), new ForkedRepeats(err), files,
                    header, config);
            long start = System.nanoTime();
            while (true) {
                series.launch(policy.auto() ? " (--repeat auto: " + policy.describe() + ")" : " of " + policy.count());
                double elapsed = (System.nanoTime() - start) / 1e9;
                Optional<String> stop = policy.stopAfter(series.size(), List.of(series.combined()), elapsed,
                        cache.trainingSeconds());
                if (stop.isPresent()) {
                    err.println("repeat: " + series.size() + " launches in " + Math.round(elapsed) + " s; "
                            + stop.get());
                    err.flush();
                    return series.finish(policy, elapsed, stop.get(), cache);
                }
            }
        }
    }

    private MetricsServer serve(int port, PrometheusMetrics metrics) {
        try {
            return MetricsServer.start(port, metrics);
        } catch (IOException | SecurityException e) {
            throw new BadConfigurationException("cannot serve metrics on port " + port + " (" + describe(e)
                    + "); choose a free port with --metrics-port PORT, or 0 for any free port");
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

    private static String describe(Exception e) {
        String kind = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2");
        return e.getMessage() == null ? kind : kind + ": " + e.getMessage();
    }
}
