package io.igen.core.cli;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.RunConfig;
import io.igen.core.result.WarmupMode;
import io.igen.core.runner.LevelSpec;
import io.igen.core.stats.SteadyStateRule;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.Level;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** The options every stepwise benchmark shares, mixed into each command. Names are a user contract. */
public final class RunOptions {

    @Option(names = "--threads", paramLabel = "LEVELS", converter = Converters.Levels.class,
            description = {"Thread levels to run, in order: a list 1,2,4,8, a linear range 4..64+4 or a "
                    + "doubling range 1..64x2.", "Default: 1, 2, 4, ... up to twice the hardware threads."})
    private LevelSpec threads;

    @Option(names = "--warmup", paramLabel = "SECONDS", converter = Converters.NonNegativeSeconds.class,
            description = {"Per level: a fixed warm-up, run but not recorded.",
                    "Default: steady state: each level warms up until the JIT is quiet and its throughput neither "
                            + "drifts nor swings (at least 10 s, at most --max-warmup); a level that "
                            + "never settles is measured anyway and flagged unsteady."})
    private Double warmupSeconds;

    @Option(names = "--no-priming", description = {"Do not prime the JIT before the first level.",
            "By default, with either warm-up, the first level's workload first runs on as many threads as the machine "
                    + "has until the JIT is quiet and the throughput steady (at most --max-warmup): with dozens of "
                    + "load threads per core the compiler gets so little CPU that a level is measured half-compiled "
                    + "for minutes."})
    private boolean noPriming;

    @Option(names = "--max-warmup", paramLabel = "SECONDS", converter = Converters.PositiveSeconds.class,
            defaultValue = "60", description = "The longest steady-state warm-up of a level, and the longest priming. "
                    + "Default: ${DEFAULT-VALUE}.")
    private double maxWarmupSeconds;

    @Option(names = "--repeat", paramLabel = "N|auto", converter = Converters.Repeats.class, defaultValue = "1",
            description = {"Run the whole benchmark in N fresh JVM launches, or with auto as many as it takes, and "
                    + "report per level each launch's sample, their mean and 95%% confidence intervals over the "
                    + "launches: the figures to publish and compare.",
                    "auto: at least 3 launches, then more until every level's throughput interval is within "
                            + "--target-precision, or until another launch would overrun --time-budget; the result says "
                            + "why it stopped and whether more launches or longer windows would tighten it.",
                    "The launch is the unit because what differs between launches (JIT outcomes, memory layout, the "
                            + "host's load) is invisible inside one. Default: ${DEFAULT-VALUE}: one launch, which "
                            + "describes a run but cannot decide a comparison."})
    private int repeat;

    @Option(names = "--target-precision", paramLabel = "PERCENT", converter = Converters.PositiveNumber.class,
            description = "With --repeat auto: the 95%% half width, in percent of the mean, that every level's "
                    + "throughput must reach. Default: 3 (two such runs compare to about ±4.3%%, inside compare's "
                    + "default tolerance of 5%%).")
    private Double targetPrecisionPercent;

    @Option(names = "--time-budget", paramLabel = "SPAN", converter = Converters.TimeSpan.class,
            description = "With --repeat auto: how long the launches may take together: seconds, or 90s, 20m, 1h. "
                    + "No launch starts that would overrun it (the first 3 always run). Default: 20m.")
    private Double timeBudgetSeconds;

    @Option(names = "--no-launch-cache", description = {"With --repeat: start every launch cold.",
            "By default, when the launches' JVM is JDK 25 or newer, one short unmeasured launch first trains its "
            + "ahead-of-time cache (classes and method profiles) and every measured launch starts from it: a default "
            + "OLTP launch about 0.9x as long, the same throughput. Older JVMs have none and start cold."})
    private boolean noLaunchCache;

    @Option(names = "--duration", paramLabel = "SECONDS", converter = Converters.PositiveSeconds.class,
            defaultValue = "10", description = "Per level: the measurement window. Default: ${DEFAULT-VALUE}.")
    private double durationSeconds;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "results",
            description = "Where the JSON and CSV result files go. Default: ${DEFAULT-VALUE}/.")
    private Path outDirectory;

    @Option(names = "--sla-ms", paramLabel = "MS", converter = Converters.PositiveNumber.class,
            description = "Response-time limit: the sweet spot is the highest level whose response time stays within it.")
    private Double slaMs;

    @Option(names = "--sla-statistic", paramLabel = "STAT", converter = Converters.Statistic.class,
            defaultValue = "mean",
            description = "Which response time the SLA limits: mean, p50, p90, p95, p99, p999 or max. Default: ${DEFAULT-VALUE}.")
    private LatencyStatistic slaStatistic;

    @Option(names = "--max-error-percent", paramLabel = "PERCENT", converter = Converters.Percent.class,
            defaultValue = "1",
            description = "A level with more failed operations than this is reported as a problem (exit code 1). "
                    + "Default: ${DEFAULT-VALUE}.")
    private double maxErrorPercent;

    @Option(names = "--metrics-port", paramLabel = "PORT", converter = Converters.Port.class,
            description = {"Serve live metrics for Prometheus on this port during the run, at "
                    + "http://HOST:PORT/metrics: operations, errors and a response-time histogram (per shard for "
                    + "iGenOLTP), the level and the phase. 0: any free port; the URL is printed at the start.",
                    "With --repeat, each repeat serves on the port in turn. Default: off."})
    private Integer metricsPort;

    @Option(names = "--run-id", paramLabel = "ID", converter = Converters.RunId.class,
            description = {"The run's identity, written into the result: the same for every driver of a run on several "
                    + "hosts, so that merge can tell its parts from other files. Letters, digits, '.', '_' and '-'.",
                    "Default: generated (<benchmark>-<time>-<random>)."})
    private String runId;

    @Option(names = "--start-at", paramLabel = "TIME", converter = Converters.StartTime.class,
            description = {"Start the first level at this wall-clock time, ISO-8601 (2026-11-24T10:00:00Z), and keep "
                    + "every level on a fixed timetable from it: level k starts at TIME + k x (warm-up + duration + "
                    + "5 s), its window a fixed warm-up later.",
                    "Drivers on several hosts with the same TIME measure the same intervals (keep their clocks in "
                            + "sync). Needs --warmup SECONDS; loading and priming must fit before TIME."})
    private Instant startAt;

    @Option(names = "--load-threads", paramLabel = "platform|virtual", defaultValue = "platform",
            converter = Converters.LoadThreads.class,
            description = {"What the load threads are. platform (the default): an OS thread each. virtual: virtual "
                    + "threads (Java 21+), parked on the JDK's poller while they wait for the database and run on as "
                    + "many carrier threads as cores.",
                    "Virtual threads can pay off only with many threads per core: on PostgreSQL with 16 threads on 2 "
                            + "cores (JDK 25) fewer context switches and between 20 %% less and the same driver CPU per "
                            + "transaction; with 1 to 4 threads twice the driver CPU, as every round trip wakes both the "
                            + "poller and a carrier. "
                            + "Before Java 24 a driver that blocks inside synchronized holds its carrier. The result "
                            + "records which ran (config.loadThreads)."})
    private LoadThreadKind loadThreads;

    /** The command this mixin belongs to: its class and its command line, for {@code --repeat}'s fresh JVMs. */
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--quiet", description = "Print only the final table: no progress.")
    private boolean quiet;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    /** The thread levels asked for, or the default for this machine. */
    public LevelSpec threadLevels() {
        return threads != null ? threads : LevelSpec.defaultFor(Runtime.getRuntime().availableProcessors());
    }

    /** In steady-state mode, the shortest warm-up (and the shortest priming): the steady-state rule's window. */
    static final int STEADY_MIN_SECONDS = SteadyStateRule.DEFAULT.windowSeconds();

    /** The validated run configuration for the given levels. */
    public RunConfig config(List<Level> levels, Double ratePerThread, Map<String, Object> workload) {
        if (loadThreads != null && !loadThreads.runsOn(Runtime.version().feature())) {
            throw new BadConfigurationException("--load-threads virtual needs Java " + LoadThreadKind.VIRTUAL_SINCE
                    + " or later; this is Java " + Runtime.version().feature() + ": run it with a newer java, or leave "
                    + "--load-threads out");
        }
        try {
            boolean steady = warmupSeconds == null;
            return RunConfig.builder(levels)
                    .warmupMode(steady ? WarmupMode.STEADY_STATE : WarmupMode.FIXED)
                    .warmupSeconds(steady ? STEADY_MIN_SECONDS : warmupSeconds)
                    .maxWarmupSeconds((double) Math.max(STEADY_MIN_SECONDS, maxWarmupSeconds))
                    .durationSeconds(durationSeconds)
                    .ratePerThread(ratePerThread)
                    .slaMs(slaMs).slaStatistic(slaStatistic)
                    .maxErrorPercent(maxErrorPercent)
                    .workload(workload)
                    .repeat(repeatPolicy().auto() ? RepeatPolicy.AUTO_MINIMUM : repeat)
                    .prime(!noPriming)
                    .metricsPort(metricsPort)
                    .startAt(startAt == null ? null : startAt.toString())
                    .loadThreads(loadThreads)
                    .build();
        } catch (IllegalArgumentException e) {
            throw new BadConfigurationException(e.getMessage());
        }
    }

    /**
     * How many launches: {@code --repeat N}, or {@code --repeat auto} with its target precision and time budget.
     *
     * @throws BadConfigurationException when the target or the budget is given without {@code --repeat auto}
     */
    public RepeatPolicy repeatPolicy() {
        if (repeat != 0) {
            if (targetPrecisionPercent != null || timeBudgetSeconds != null) {
                throw new BadConfigurationException("--target-precision and --time-budget go with --repeat auto; "
                        + "with --repeat " + repeat + " the launches are counted, not chosen");
            }
            return RepeatPolicy.fixed(repeat);
        }
        if (targetPrecisionPercent != null && targetPrecisionPercent >= 50) {
            throw new BadConfigurationException("--target-precision " + targetPrecisionPercent + " is not a precision; "
                    + "give the half width in percent, like 3 for ±3%");
        }
        return RepeatPolicy.auto(targetPrecisionPercent == null ? RepeatPolicy.DEFAULT_TARGET_PRECISION
                : targetPrecisionPercent / 100, timeBudgetSeconds == null ? RepeatPolicy.DEFAULT_TIME_BUDGET_SECONDS
                : timeBudgetSeconds);
    }

    /** The class of the command whose options these are: each repeat runs its {@code main}. */
    Class<?> mainClass() {
        return command.userObject().getClass();
    }

    /** The arguments the command was started with. */
    List<String> originalArguments() {
        return command.commandLine().getParseResult().originalArgs();
    }

    /** Whether {@code --repeat}'s launches may start from a trained ahead-of-time cache (JDK 25+). */
    boolean launchCache() {
        return !noLaunchCache;
    }

    /** The port to serve live metrics on (0: any free one); null when they are off. */
    public Integer metricsPort() {
        return metricsPort;
    }

    /** {@code --run-id}, or a new identity: the benchmark, the start time and a random suffix. */
    public String runId(String benchmark, ZonedDateTime startedAt) {
        if (runId != null) {
            return runId;
        }
        return benchmark + "-" + RUN_ID_TIME.format(startedAt) + "-"
                + Integer.toHexString(0x10000 + ThreadLocalRandom.current().nextInt(0x10000)).substring(1);
    }

    /** {@code --start-at}, or null. */
    public Instant startAt() {
        return startAt;
    }

    public Path outDirectory() {
        return outDirectory;
    }

    public boolean quiet() {
        return quiet;
    }

    public boolean verbose() {
        return verbose;
    }
}
