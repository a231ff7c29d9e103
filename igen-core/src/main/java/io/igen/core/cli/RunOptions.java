package io.igen.core.cli;

import io.igen.core.result.Alternation;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunConfigBuilder;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.WarmupMode;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.Level;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The options of every command that runs levels, {@code igen-oltp capacity} included, mixed into each; each group is a
 * section of {@code --help}. Names are a user contract. The levels themselves are the benchmark's
 * ({@link ThreadLevelsCommand}, or iGenOLTP's own), and so are repeating ({@link RepeatOptions}), several drivers
 * ({@link DriverOptions}) and the run history ({@link HistoryOptions}): a command offers only what applies to it.
 */
public final class RunOptions {

    /** The help sections' order: a benchmark's levels first, its own settings next, these after. */
    public static final int LEVELS_SECTION = 10;
    public static final int WORKLOAD_SECTION = 20;
    static final int WINDOWS_SECTION = 30;
    static final int RESULTS_SECTION = 40;
    static final int HISTORY_SECTION = 45;
    /** Repeating, and where a command measures ({@code --in-process}). */
    public static final int REPEAT_SECTION = 50;
    public static final int DRIVERS_SECTION = 60;
    static final int WATCHING_SECTION = 70;

    @ArgGroup(validate = false, heading = "%nWarm-up and measurement, per level:%n", order = WINDOWS_SECTION)
    private Windows windows = new Windows();

    @ArgGroup(validate = false, heading = "%nResults:%n", order = RESULTS_SECTION)
    private Results results = new Results();

    @ArgGroup(validate = false, heading = "%nWhile it runs:%n", order = WATCHING_SECTION)
    private Watching watching = new Watching();

    /** How each level warms up and is measured, and what runs the load. */
    static final class Windows {
        @Option(names = "--warmup", paramLabel = "SECONDS", converter = Converters.NonNegativeSeconds.class,
                description = {"Per level: a fixed warm-up, run but not recorded.",
                        "Default: steady state: each level warms up until the JIT is quiet and its throughput neither "
                                + "drifts nor swings (at least " + RunDefaults.MIN_STEADY_WARMUP_SECONDS
                                + " s, or " + RunDefaults.MIN_WARM_JIT_WARMUP_SECONDS + " s once the JIT is warm: "
                                + "after priming or an earlier level; at most --max-warmup); a level that never settles "
                                + "is measured anyway and flagged unsteady."})
        private Double warmupSeconds;

        @Option(names = "--max-warmup", paramLabel = "SECONDS", converter = Converters.PositiveSeconds.class,
                defaultValue = "" + RunDefaults.MAX_WARMUP_SECONDS, description = "The longest steady-state warm-up of a level, and the longest "
                        + "priming. Default: ${DEFAULT-VALUE}.")
        private double maxWarmupSeconds;

        @Option(names = "--no-priming", description = {"Do not prime the JIT before the first level.",
                "By default, with either warm-up, the first level's workload first runs on half as many threads as the "
                        + "machine has hardware threads until the JIT is quiet (at most --max-warmup): with "
                        + "dozens of load threads per core the compiler gets so little CPU that a level is measured "
                        + "half-compiled for minutes."})
        private boolean noPriming;

        @Option(names = "--duration", paramLabel = "SECONDS", converter = Converters.PositiveSeconds.class,
                defaultValue = "" + RunDefaults.DURATION_SECONDS, description = "Per level: the measurement window. Default: ${DEFAULT-VALUE}.")
        private double durationSeconds;

        @Option(names = "--operations-per-thread", paramLabel = "N", converter = WholeNumber.AtLeastOneLong.class,
                description = {"Per level: a window of fixed work instead of --duration: it opens after the warm-up "
                        + "and ends when every thread has run N operations in it (a thread done early stops). The "
                        + "level reports the window the work took, and its throughput is its operations over that "
                        + "window (pgbench -t, sysbench --events, YCSB operationcount).",
                        "Default: off: a window of --duration seconds."})
        private Long operationsPerThread;

        @Option(names = "--load-threads", paramLabel = "platform|virtual", converter = Converters.LoadThreads.class,
                description = {"What the load threads are. platform: an OS thread each. virtual: virtual "
                        + "threads (Java 21+), parked on the JDK's poller while they wait for the database and run on "
                        + "as many carrier threads as cores.",
                        "Virtual threads did not cost the driver less in any measurement: on PostgreSQL with 16 "
                                + "threads on 2 cores (JDK 25, default priming and warm-up) 137-171 us of driver CPU a "
                                + "transaction against 116-142 for platform threads (lab note 2026-11-25-driver-cost); "
                                + "with 1 to 4 threads twice the driver CPU, as every round trip "
                                + "wakes both the poller and a carrier. Before Java 24 a driver that blocks inside "
                                + "synchronized holds its carrier. The result records which ran (loadThreads in its "
                                + "config).", "Default: ${DEFAULT-VALUE}."})
        private LoadThreadKind loadThreads = RunDefaults.LOAD_THREADS;

        // ab --design abba's: two settings alternated inside every window; its help explains them
        @Option(names = "--alternate-a", hidden = true)
        private String alternateA;

        @Option(names = "--alternate-b", hidden = true)
        private String alternateB;

        @Option(names = "--alternate-every", hidden = true)
        private int alternateEverySeconds = RunDefaults.ABBA_SEGMENT_SECONDS;

        @Option(names = "--alternate-settle", hidden = true)
        private int alternateSettleSeconds = RunDefaults.ABBA_SETTLE_SECONDS;

        private Alternation alternation() {
            if (alternateA == null && alternateB == null) {
                return null;
            }
            return BadConfigurationException.asBadInput(() -> new Alternation(alternateA, alternateB,
                    alternateEverySeconds, alternateSettleSeconds));
        }
    }

    /** Where results go and what counts as a problem or the sweet spot. */
    static final class Results {
        @Option(names = "--out", paramLabel = "DIR", defaultValue = RunDefaults.OUT_DIRECTORY,
                description = "Where the result files go (the command's description says which). Default: "
                        + "${DEFAULT-VALUE}/.")
        private Path outDirectory;

        @Option(names = "--sla-ms", paramLabel = "MS", converter = Converters.PositiveNumber.class,
                description = "Response-time limit: the sweet spot is the highest level whose response time stays "
                        + "within it.")
        private Double slaMs;

        @Option(names = "--sla-statistic", paramLabel = "STAT", converter = Converters.Statistic.class,
                description = "Which response time the SLA limits: mean, p50, p90, p95, p99, p999 or max. Default: "
                        + "${DEFAULT-VALUE}.")
        private LatencyStatistic slaStatistic = RunDefaults.SLA_STATISTIC;

        @Option(names = "--max-error-percent", paramLabel = "PERCENT", converter = Converters.Percent.class,
                defaultValue = "" + RunDefaults.MAX_ERROR_PERCENT,
                description = "A level with more failed operations than this is reported as a problem (exit code 1). "
                        + "Default: ${DEFAULT-VALUE}.")
        private double maxErrorPercent;
    }

    /** What the terminal and a monitoring system see during the run. */
    static final class Watching {
        @Option(names = "--metrics-port", paramLabel = "PORT", converter = Converters.Port.class,
                description = {"Serve live metrics for Prometheus on this port during the run, at "
                        + "http://HOST:PORT/metrics: operations, errors and a response-time histogram (each part of "
                        + "the work apart where a benchmark has parts), the level and the phase. 0: any free port; the "
                        + "URL is printed at the start.",
                        "Default: off."})
        private Integer metricsPort;

        @Option(names = "--no-tail", description = {"Do not explain each level's tail.",
                "By default each level keeps its operations slower than the window's p99, records the JVM's pauses "
                        + "(JFR event streaming, in the process that measures) and the benchmark's own events "
                        + "(iGenOLTP: outages, PostgreSQL checkpoints), and says what overlapped each slow operation: "
                        + "a line per level, and the tail figures in the results (docs/results.md)."})
        private boolean noTail;

        @Option(names = "--no-host-resources", description = {"Do not read this host's resources (its CPU split, "
                + "disks, network, the driver's and local servers' processes).",
                "With --server-metrics, each level's figures and what bounded it then come from the servers' "
                        + "exporters alone: how to check that a study on other hosts reads them as local readings "
                        + "would."})
        private boolean noHostResources;

        @Option(names = "--quiet", description = "Print only the final table: no progress.")
        private boolean quiet;

        @Option(names = "--verbose", description = "Print stack traces of failures, and the times of each level's "
                + "steps where the benchmark has them (iGenOLTP: its statements).")
        private boolean verbose;
    }

    /**
     * The run configuration for the given levels from these options, to be completed by the command (repeats, a
     * timetable) and built.
     *
     * @throws BadConfigurationException when {@code --load-threads virtual} needs a newer Java
     */
    public RunConfigBuilder config(List<Level> levels, Double ratePerThread, Map<String, Object> workload) {
        LoadThreadKind loadThreads = windows.loadThreads;
        if (loadThreads != null && !loadThreads.runsOn(Runtime.version().feature())) {
            throw new BadConfigurationException("--load-threads virtual needs Java " + LoadThreadKind.VIRTUAL_SINCE
                    + " or later; this is Java " + Runtime.version().feature() + ": run it with a newer java, or leave "
                    + "--load-threads out");
        }
        boolean steady = windows.warmupSeconds == null;
        return RunConfig.builder(levels)
                .warmupMode(steady ? RunDefaults.WARMUP_MODE : WarmupMode.FIXED)
                .warmupSeconds(steady ? RunDefaults.MIN_STEADY_WARMUP_SECONDS : windows.warmupSeconds)
                .maxWarmupSeconds((double) Math.max(RunDefaults.MIN_STEADY_WARMUP_SECONDS, windows.maxWarmupSeconds))
                .prime(!windows.noPriming)
                .explainTail(!watching.noTail)
                .durationSeconds(windows.durationSeconds)
                .operationsPerThread(windows.operationsPerThread)
                .ratePerThread(ratePerThread)
                .slaMs(results.slaMs).slaStatistic(results.slaStatistic)
                .maxErrorPercent(results.maxErrorPercent)
                .workload(workload)
                .metricsPort(watching.metricsPort)
                .loadThreads(loadThreads)
                .alternation(windows.alternation());
    }

    /** Builds a configuration, turning a setting out of range into bad input (exit code 2). */
    public static RunConfig validated(RunConfigBuilder config) {
        return BadConfigurationException.asBadInput(config::build);
    }

    /** The port to serve live metrics on (0: any free one); null when they are off. */
    public Integer metricsPort() {
        return watching.metricsPort;
    }

    public Path outDirectory() {
        return results.outDirectory;
    }

    public boolean quiet() {
        return watching.quiet;
    }

    /** Whether to read this host's resources (not {@code --no-host-resources}). */
    public boolean hostResources() {
        return !watching.noHostResources;
    }

    public boolean verbose() {
        return watching.verbose;
    }
}
