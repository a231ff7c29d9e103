package io.igen.core.cli;

import io.igen.core.metrics.MetricsServer;
import io.igen.core.metrics.PrometheusMetrics;
import io.igen.core.metrics.RunMetrics;
import io.igen.core.output.ProgressLine;
import io.igen.core.resources.ResourceMonitor;
import io.igen.core.resources.SampledResources;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.runner.CompilerActivity;
import io.igen.core.runner.LevelFigures;
import io.igen.core.runner.LevelSchedule;
import io.igen.core.runner.NanoClock;
import io.igen.core.runner.ResultSink;
import io.igen.core.runner.RunListener;
import io.igen.core.runner.StepwiseRunner;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.core.workload.Workload;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/**
 * The one way a command runs levels in this JVM: progress on the terminal (none with {@code --quiet}), live metrics
 * when {@code --metrics-port} asks for them, the host's resources sampled, the JIT compiler watched for steady state,
 * and SIGINT or SIGTERM turned into a written result and exit code {@link ExitCode#INTERRUPTED}. A benchmark command
 * runs one sweep through it ({@link BenchmarkExecution}); {@code igen-oltp capacity} runs two in a row, served by the
 * same metrics endpoint.
 */
public final class Sweeps implements AutoCloseable {

    private final String operation;
    private final RunOptions options;
    private final PrintWriter err;
    private final RunMetrics metrics;
    private final MetricsServer server;

    private Sweeps(String operation, RunOptions options, PrintWriter err, RunMetrics metrics, MetricsServer server) {
        this.operation = operation;
        this.options = options;
        this.err = err;
        this.metrics = metrics;
        this.server = server;
    }

    /**
     * Starts serving live metrics when {@code --metrics-port} was given, and prints their URL.
     *
     * @param benchmark      {@code cpu}, {@code ram}, {@code oltp}: the metrics' label
     * @param operation      what one operation is, singular ("transaction"), for the progress line
     * @param partitionLabel what the workload's parts are ({@link io.igen.core.workload.DatabaseWork#partitioning()}), empty for none
     * @throws BadConfigurationException when the port cannot be bound
     */
    public static Sweeps open(String benchmark, String operation, String partitionLabel, RunOptions options,
                              PrintWriter err) {
        Integer port = options.metricsPort();
        if (port == null) {
            return new Sweeps(operation, options, err, RunMetrics.OFF, null);
        }
        PrometheusMetrics metrics = new PrometheusMetrics(benchmark, partitionLabel);
        MetricsServer server = serve(port, metrics);
        err.println("metrics: " + server.url());
        err.flush();
        return new Sweeps(operation, options, err, metrics, server);
    }

    /**
     * Refuses a metrics port that cannot be bound, without serving on it: each of {@code --repeat}'s launches serves
     * its own metrics in its own JVM, so the parent only checks the port before the first launch starts.
     */
    static void checkPort(RunOptions options) {
        Integer port = options.metricsPort();
        if (port != null) {
            serve(port, new PrometheusMetrics("check", "")).close();
        }
    }

    /** Keeps a sweep's result: the result so far after every level, an interrupted one, and the final one. */
    @FunctionalInterface
    public interface ResultKeeper {
        void write(RunResult result) throws IOException;
    }

    /**
     * Runs one sweep of levels, each when the one before ends.
     *
     * @param header the run's header; the figures it declares become every figure a level of {@code workload}
     *               carries, the workload's own and the runner's
     * @param keeper keeps the result after every level, and an interrupted one
     * @return the result; when a signal stops the sweep, the JVM exits with 130 after writing it instead
     */
    public RunResult run(RunHeader header, Workload<?> workload, RunConfig config, ResultKeeper keeper)
            throws Exception {
        RunHeader declared = new RunHeader(header.benchmark(), header.operation(), header.environment(),
                header.startedAt(), header.identity(), LevelFigures.of(workload));
        return run(declared, workload, config, keeper::write, null);
    }

    /**
     * Runs one sweep of levels.
     *
     * @param sink     keeps the result after every level, and an interrupted one
     * @param schedule the wall-clock timetable of {@code --start-at}; null to run each level when the one before ends
     * @return the result; when a signal stops the sweep, the JVM exits with 130 after writing it instead
     */
    RunResult run(RunHeader header, Workload<?> workload, RunConfig config, ResultSink sink,
                  LevelSchedule schedule) throws Exception {
        RunConfig served = server == null ? config : config.toBuilder().metricsPort(server.port()).build();
        RunListener listener = options.quiet() ? RunListener.SILENT
                : new ProgressLine(err, System.console() != null, operation, config.operationsPerThread() != null);
        try (Interruption interruption = Interruption.watch(sink, listener, header.result(served, List.of(),
                List.of()), err, System::exit)) {
            return StepwiseRunner.on(NanoClock.SYSTEM).compiler(CompilerActivity.JVM).listener(interruption)
                    .sink(interruption).metrics(metrics).schedule(schedule).resources(options.hostResources()
                            ? SampledResources.ofThisHost() : ResourceMonitor.OFF)
                    .build().run(header, workload, served);
        }
    }

    /** Stops serving metrics. */
    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }

    private static MetricsServer serve(int port, PrometheusMetrics metrics) {
        try {
            return MetricsServer.start(port, metrics);
        } catch (IOException | SecurityException e) {
            throw new BadConfigurationException("cannot serve metrics on port " + port + " ("
                    + BenchmarkExecution.describe(e)
                    + "); choose a free port with --metrics-port PORT, or 0 for any free port");
        }
    }
}
