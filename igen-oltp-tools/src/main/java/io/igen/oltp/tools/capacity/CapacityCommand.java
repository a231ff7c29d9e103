package io.igen.oltp.tools.capacity;

import io.igen.core.cli.Converters;
import io.igen.core.cli.IgenVersion;
import io.igen.core.cli.OwnLaunch;
import io.igen.core.cli.RunOptions;
import io.igen.core.cli.Sweeps;
import io.igen.core.result.RunConfig;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.core.workload.LevelSpec;
import io.igen.oltp.options.OltpOptions;
import io.igen.oltp.run.OltpSettings;
import io.igen.oltp.run.OltpWorkload;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.ShardedRun;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.tools.model.ModelOptions;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.ZonedDateTime;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * {@code igen-oltp capacity}: how many shards (database instances) this server carries within a response-time SLA,
 * by the headline study's method, in one command ({@link CapacityStudy}; docs/capacity.md). From the command line
 * both sweeps measure in one launch of their own, as every run does ({@link OwnLaunch}).
 */
@Command(name = "capacity", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class, sortOptions = false,
        usageHelpAutoWidth = true, defaultValueProvider = CapacityCommand.StudyDefaults.class,
        customSynopsis = "igen-oltp capacity [OPTIONS]", optionListHeading = "%nOptions:%n",
        description = {"How many shards this server carries within a response-time SLA.",
                "Two sweeps on one data set:",
                "1. vertical: thread levels on shard 0 alone, stream mode, find one shard's peak;",
                "2. horizontal: active shards 1..N, each offered --load-fraction of that peak in stabilised load, "
                        + "its threads running --rate-per-thread transactions/s each.",
                "The sweet spot is the most active shards whose response time stays within --sla-ms and whose "
                        + "throughput reaches 95%% of the load offered (below it a level is saturated).",
                "Writes igen-capacity-<time>.json (both sweeps and the figures) and .html under --out.",
                "No JIT priming when the first vertical level fits the hardware threads (it would repeat that "
                        + "level's warm-up).",
                "",
                "Example:",
                "  igen-oltp capacity --db postgresql --shard-map shards.json --sla-ms 50"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the study finished cleanly", "1:it finished but something failed (errors, integrity check)",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed part of the study is written"})
public final class CapacityCommand implements Callable<Integer> {

    /** The study's SLA when none is given: the headline study's 30 ms mean response time. */
    static final double DEFAULT_SLA_MS = 30;

    /** The longest steady-state warm-up of a level when --max-warmup is not given (a run's is 60 s). */
    static final double DEFAULT_MAX_WARMUP_SECONDS = 30;

    /** The study's rate per thread when none is given: each thread a user with 10 transactions a second. */
    static final double DEFAULT_RATE_PER_THREAD = 10;

    /**
     * The rate per thread for embedded shards when none is given. An in-memory shard runs in this JVM at tens of
     * thousands of transactions a second; offering 75 % of that at 10 a thread would take thousands of threads per
     * shard on the same cores, which measures the operating system's scheduler rather than the database.
     */
    static final double EMBEDDED_RATE_PER_THREAD = 1000;

    @Mixin
    private RunOptions options;

    @Mixin
    private OltpOptions oltp;

    @Mixin
    private ModelOptions model;

    @ArgGroup(validate = false, heading = "%nThe study's levels:%n", order = RunOptions.LEVELS_SECTION)
    private StudyLevels levels = new StudyLevels();

    @ArgGroup(validate = false, heading = "%nWhere it measures:%n", order = RunOptions.REPEAT_SECTION)
    private Launch launch = new Launch();

    @Spec
    private CommandSpec spec;

    /** The levels of both sweeps and the share of the peak offered. */
    static final class StudyLevels {
        @Option(names = "--vertical-threads", paramLabel = "LEVELS", converter = Converters.Levels.class,
                description = "Thread levels of the vertical sweep on shard 0. Default: 1..32x2 for a database "
                        + "server, 1..4x2 for embedded H2.")
        private LevelSpec verticalThreads;

        @Option(names = "--shard-levels", paramLabel = "LEVELS", converter = Converters.Levels.class,
                description = "Active-shard levels of the horizontal sweep. Default: 1 to all the shards.")
        private LevelSpec shardLevels;

        @Option(names = "--load-fraction", paramLabel = "F", defaultValue = "0.75",
                description = "The share of one shard's vertical peak each shard is offered in the horizontal sweep, "
                        + "0 < F <= 1. Default: ${DEFAULT-VALUE}.")
        private double loadFraction;
    }

    /** Whether the study measures in a launch of its own, as every run does, or in this JVM. */
    static final class Launch {
        @Option(names = "--in-process", description = {"Measure the study in this JVM, as you started it: for a "
                + "profiler, or JVM settings of your own exactly.",
                "By default the study measures in a JVM of its own, as every run does, started with the heap fixed at "
                        + "its maximum and touched up front (-Xms equal to -Xmx, -XX:+AlwaysPreTouch, in transparent "
                        + "huge pages where the kernel offers them; a maximum, pre-touch or page option you give "
                        + "wins); both sweeps run in that one launch. The study records the settings "
                        + "(launchSettings)."})
        private boolean inProcess;
    }

    /**
     * The study's defaults where they differ from a run's, so that {@code --help} shows them: the headline study's
     * 30 ms SLA, and a longest warm-up of 30 s, because saturated horizontal levels never settle and would each spend
     * the whole of it.
     */
    public static final class StudyDefaults implements IDefaultValueProvider {
        @Override
        public String defaultValue(ArgSpec argument) {
            if (!(argument instanceof OptionSpec option)) {
                return null;
            }
            return switch (option.longestName()) {
                case "--sla-ms" -> fmt(DEFAULT_SLA_MS);
                case "--max-warmup" -> fmt(DEFAULT_MAX_WARMUP_SECONDS);
                default -> null;
            };
        }

        private static String fmt(double value) {
            return Long.toString(Math.round(value));
        }
    }

    @Override
    public Integer call() throws Exception {
        BadConfigurationException.asBadInput(() -> CapacityPlan.requireFraction(levels.loadFraction));
        boolean embedded = !model.given() && oltp.dialect().embedded();
        LevelSpec verticalThreads = levels.verticalThreads != null ? levels.verticalThreads
                : CapacityLevels.vertical(embedded);
        Function<CustomerPartitioning, ScalingPlan> onFirstShard = partitioning -> BadConfigurationException
                .asBadInput(() -> ScalingPlan.firstShard(verticalThreads, partitioning));
        ShardedRun firstShard;
        if (model.given()) {
            firstShard = model.settings(onFirstShard.apply(oltp.standInPartitioning(model.option())), null,
                    oltp.seed());
        } else {
            OltpSettings.Shards shards = oltp.shards(System.getenv());
            firstShard = oltp.settings(shards, onFirstShard.apply(shards.data().partitioning()), null);
        }
        int shards = firstShard.plan().partitioning().shardCount();
        LevelSpec shardLevels = levels.shardLevels != null ? levels.shardLevels : CapacityLevels.horizontal(shards);
        BadConfigurationException.asBadInput(() -> ScalingPlan.shards(shardLevels, 1,
                firstShard.plan().partitioning()));
        RunConfig asked = RunOptions.validated(options.config(firstShard.plan().levels(), null, firstShard.describe()));
        RunConfig vertical = asked.toBuilder().prime(prime(asked)).build();
        double rate = oltp.ratePerThread() != null ? oltp.ratePerThread()
                : embedded ? EMBEDDED_RATE_PER_THREAD : DEFAULT_RATE_PER_THREAD;
        var request = new CapacityStudy.Request(shardLevels, levels.loadFraction, rate, oltp.latencyLimitMs(),
                options.quiet());
        if (OwnLaunch.wanted(spec, launch.inProcess)) {
            // the input is checked (bad input is one line from this JVM); the study is measured in the launch
            return OwnLaunch.run(spec, options.quiet());
        }
        ZonedDateTime startedAt = ZonedDateTime.now();
        CapacityFiles files = files(startedAt);
        PrintWriter err = spec.commandLine().getErr();
        try (Sweeps sweeps = Sweeps.open("oltp", "transaction", OltpWorkload.PARTITION_LABEL, options, err)) {
            CapacityStudy.Sweeper sweeper = (header, workload, config, keeper) -> sweeps.run(header, workload, config,
                    keeper::write);
            CapacityResult result = new CapacityStudy(firstShard, vertical, request, sweeper,
                    spec.commandLine().getOut(), err).run(files, startedAt.toInstant());
            return result.clean() ? ExitCode.OK : ExitCode.FAILED;
        }
    }

    /**
     * No priming when the first level runs no more threads than the machine has: priming would then be that level's
     * own steady-state warm-up, run twice.
     */
    private static boolean prime(RunConfig asked) {
        return asked.prime() && asked.levels().get(0).threads() > Runtime.getRuntime().availableProcessors();
    }

    private CapacityFiles files(ZonedDateTime startedAt) {
        try {
            CapacityFiles files = CapacityFiles.in(options.outDirectory(), startedAt);
            files.write(CapacityResult.started(null, startedAt.toInstant().toString()));
            return files;
        } catch (IOException | SecurityException e) {
            throw new BadConfigurationException("cannot write result files to '" + options.outDirectory() + "' ("
                    + e.getMessage() + "); choose a writable directory with --out DIR");
        }
    }
}
