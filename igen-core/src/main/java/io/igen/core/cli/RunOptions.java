package io.igen.core.cli;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.RunConfig;
import io.igen.core.runner.Level;
import io.igen.core.runner.LevelSpec;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The options every stepwise benchmark shares, mixed into each command. Names are a user contract. */
public final class RunOptions {

    @Option(names = "--threads", paramLabel = "LEVELS", converter = Converters.Levels.class,
            description = {"Thread levels to run, in order: a list 1,2,4,8, a linear range 4..64+4 or a "
                    + "doubling range 1..64x2.", "Default: 1, 2, 4, ... up to twice the hardware threads."})
    private LevelSpec threads;

    @Option(names = "--warmup", paramLabel = "SECONDS", converter = Converters.NonNegativeSeconds.class,
            defaultValue = "5", description = "Per level: load that is run but not recorded. Default: ${DEFAULT-VALUE}.")
    private double warmupSeconds;

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

    @Option(names = "--quiet", description = "Print only the final table: no progress.")
    private boolean quiet;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    /** The thread levels asked for, or the default for this machine. */
    public LevelSpec threadLevels() {
        return threads != null ? threads : LevelSpec.defaultFor(Runtime.getRuntime().availableProcessors());
    }

    /** The validated run configuration for the given levels. */
    public RunConfig config(List<Level> levels, Double ratePerThread, Map<String, Object> workload) {
        try {
            return new RunConfig(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic,
                    maxErrorPercent, workload);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
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
