package io.igen.oltp;

import io.igen.core.cli.BenchmarkCommand;
import io.igen.core.cli.Converters;
import io.igen.core.cli.DriverOptions;
import io.igen.core.cli.RunOptions;
import io.igen.core.cli.WholeNumber;
import io.igen.core.result.DriverPart;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.LevelSpec;
import io.igen.core.workload.Workload;
import io.igen.oltp.options.DatabaseStandIn;
import io.igen.oltp.options.OltpDefaults;
import io.igen.oltp.options.OltpOptions;
import io.igen.oltp.run.OltpSettings;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.ShardedRun;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.DriverSlice;
import io.igen.oltp.state.MaintenanceMode;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * A run of levels over the shards, on the command line: the all-in-one {@code igen-oltp} and {@code igen-oltp run}
 * take the same options and run the same way; they differ only in what they do with the shards' data first
 * ({@link #phase}).
 */
@Command(exitCodeList = {"0:the run finished cleanly",
        "1:the run finished but something failed (errors, integrity check)",
        "2:bad input, nothing was run",
        "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
abstract class OltpRunCommand extends BenchmarkCommand {

    @Mixin
    private OltpOptions oltp;

    @ArgGroup(heading = "%nLevels, one of (default: 1, 2 and 4 threads per shard):%n",
            order = RunOptions.LEVELS_SECTION)
    private Levels levels;

    @ArgGroup(validate = false, heading = "%nWith --shard-levels:%n", order = RunOptions.LEVELS_SECTION + 1)
    private ShardLevelThreads shardLevelThreads = new ShardLevelThreads();

    @ArgGroup(exclusive = false, heading = "%nSeveral drivers (each process one slice of the shards; both or "
            + "neither):%n", order = RunOptions.DRIVERS_SECTION)
    private DriverSplitOptions split;

    @ArgGroup(validate = false, heading = "%nA run's identity and timetable (several drivers, merged after):%n",
            order = RunOptions.DRIVERS_SECTION + 1)
    private DriverOptions identity = new DriverOptions();

    /** Thread levels over a fixed set of shards, or levels of active shards: two scaling axes, one at a time. */
    static final class Levels {
        @Option(names = "--threads", paramLabel = "LEVELS", converter = Converters.Levels.class,
                description = {"Vertical scaling: thread levels over all the shards, spread evenly: a list 1,2,4,8, a "
                        + "linear range 4..64+4 or a doubling range 1..64x2."})
        private LevelSpec threads;

        @Option(names = "--shard-levels", paramLabel = "LEVELS", converter = Converters.Levels.class,
                description = {"Horizontal scaling: levels of active shards, from 1 up to all of them: e.g. 1..28 or "
                        + "1,2,4,8,16,28;",
                        "each active shard gets --threads-per-shard threads."})
        private LevelSpec shardLevels;
    }

    /** The threads of each active shard in a horizontal sweep. */
    static final class ShardLevelThreads {
        @Option(names = "--threads-per-shard", paramLabel = "N", converter = WholeNumber.AtLeastOne.class,
                description = "With --shard-levels: load threads per active shard. Default: 1.")
        private Integer threadsPerShard;
    }

    @Override
    public Integer call() throws Exception {
        DatabaseStandIn standIn = standIn();
        ShardedRun settings = standIn != null
                ? standIn.settings(plan(oltp.standInPartitioning(standIn.option())), oltp.ratePerThread(), oltp.seed())
                : onTimetable(phase(settings()));
        var config = config(settings.plan().levels(), settings.ratePerThread(), oltp.latencyLimitMs(),
                settings.describe());
        Workload<?> workload = settings.workload(options.quiet() ? null : spec.commandLine().getErr());
        DriverSlice slice = settings.plan().slice();
        DriverPart driver = slice.alone() ? null : new DriverPart(slice.index(), slice.drivers(), slice.describe(),
                slice.shards().stream().map(String::valueOf).toList());
        return execute("oltp", "transaction", workload, config, driver);
    }

    /** What stands in for the databases, when a module on top mixed one into this command and it was asked for. */
    private DatabaseStandIn standIn() {
        return spec.mixins().values().stream().map(CommandSpec::userObject)
                .filter(DatabaseStandIn.class::isInstance).map(DatabaseStandIn.class::cast)
                .filter(DatabaseStandIn::given).findFirst().orElse(null);
    }

    /** The settings resolved in order: the shards, the levels over them, then the load and the shards' upkeep. */
    private OltpSettings settings() {
        OltpSettings.Shards shards = oltp.shards(System.getenv());
        return oltp.settings(shards, plan(shards.data().partitioning()), oltp.ratePerThread());
    }

    /**
     * With {@code --start-at}, the shards are maintained before the first level and after the last, not before each
     * window: that pause (VACUUM and CHECKPOINT, 1.3-1.4 s on tiny PostgreSQL shards in containers) pushed every window
     * off the timetable, past its 1 s tolerance, and every driver ended with a problem. When not given, the mode becomes
     * {@code run}, and the progress says so; asked for, {@code window} is refused.
     */
    private OltpSettings onTimetable(OltpSettings settings) {
        if (identity.startAt() == null || settings.upkeep().maintenance() != MaintenanceMode.WINDOW
                || !settings.shards().dialect().maintenance().needed()) {
            return settings;
        }
        if (oltp.maintenanceGiven()) {
            throw new BadConfigurationException("--maintenance window pauses every level after its warm-up, and on the "
                    + "--start-at timetable that pushes every window late: give --maintenance run (before the first "
                    + "level and after the last) or off");
        }
        if (!options.quiet()) {
            spec.commandLine().getErr().println("maintenance: before the first level and after the last (--maintenance "
                    + "run), as --start-at keeps every window on its timetable");
        }
        return settings.withMaintenance(MaintenanceMode.RUN);
    }

    /**
     * The settings of this command's run: what it does with the shards' data before the first level.
     *
     * @param parsed the settings as the options give them
     * @throws BadConfigurationException when an option does not go with this command
     */
    abstract OltpSettings phase(OltpSettings parsed);

    @Override
    protected DriverOptions drivers() {
        return identity;
    }

    /** The levels over the shards, and with --drivers this process's slice of them. */
    private ScalingPlan plan(CustomerPartitioning partitioning) {
        Integer threadsPerShard = shardLevelThreads.threadsPerShard;
        if (threadsPerShard != null && (levels == null || levels.shardLevels == null)) {
            throw new BadConfigurationException("--threads-per-shard goes with --shard-levels; for thread levels use "
                    + "--threads");
        }
        return BadConfigurationException.asBadInput(() -> {
            ScalingPlan plan;
            if (levels != null && levels.shardLevels != null) {
                plan = ScalingPlan.shards(levels.shardLevels,
                        threadsPerShard == null ? OltpDefaults.THREADS_PER_SHARD : threadsPerShard, partitioning);
            } else {
                plan = ScalingPlan.threads(levels == null ? OltpDefaults.threadLevels(partitioning.shardCount())
                        : levels.threads, partitioning);
            }
            return split == null ? plan : plan.forDriver(split.slice(partitioning.shardCount(), System.getenv()));
        });
    }
}
