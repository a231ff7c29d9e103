package io.igen.oltp;

import io.igen.core.cli.BenchmarkCommand;
import io.igen.core.cli.Cli;
import io.igen.core.cli.Converters;
import io.igen.core.cli.DriverOptions;
import io.igen.core.cli.MergeCommand;
import io.igen.core.cli.RunOptions;
import io.igen.core.cli.WholeNumber;
import io.igen.core.result.DriverPart;
import io.igen.core.runner.LevelSpec;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.capacity.CapacityCommand;
import io.igen.oltp.options.OltpOptions;
import io.igen.oltp.options.UrlTemplatesFooter;
import io.igen.oltp.run.OltpSettings;
import io.igen.oltp.run.OltpWorkload;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.servers.ServersCommand;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.DriverSlice;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code igen-oltp}: sharded order-entry OLTP transactions per second, level after level. */
@Command(name = "igen-oltp", subcommands = {MergeCommand.class, ServersCommand.class, CapacityCommand.class},
        customSynopsis = {"igen-oltp [OPTIONS]", "       igen-oltp COMMAND [OPTIONS]"},
        description = {
                "Measures OLTP throughput and response time of an order-entry transaction (4 SELECTs, 1 INSERT, 1 "
                        + "DELETE, COMMIT) over N shards, each an independent database owning a range of customers.",
                "Loads the data (or re-uses it), runs thread levels (or active-shard levels with --shard-levels), then "
                        + "checks every shard's order count. The default database is embedded H2: nothing to install; "
                        + "--db postgresql or --db mysql (MySQL or MariaDB) measure real servers, named by --url or "
                        + "--shard-map.",
                "Prints transactions/s, SQL statements/s and response times per level; writes JSON, CSV and HTML "
                        + "results.",
                "",
                "Examples:",
                "  igen-oltp --shards 28",
                "      28 embedded H2 shards at 28, 56 and 112 threads",
                "  igen-oltp --db postgresql --shards 4 --threads 4..32x2",
                "      4 local PostgreSQL databases, igen0 .. igen3",
                "  igen-oltp --shard-levels 1..8 --threads-per-shard 4 --rate-per-thread 10",
                "      horizontal scaling at a stabilised load",
                "  igen-oltp --repeat auto --out base",
                "      launches until the intervals are tight: results to compare",
                "  igen-oltp compare base/*.json new/*.json",
                "      ratios with intervals and verdicts",
                "  igen-oltp capacity --db postgresql",
                "      how many shards this server carries within an SLA"},
        modelTransformer = UrlTemplatesFooter.class,
        exitCodeList = {"0:the run finished cleanly",
                "1:the run finished but something failed (errors, integrity check)",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public final class OltpCommand extends BenchmarkCommand {

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

    public static void main(String[] args) {
        System.exit(Cli.execute(new OltpCommand(), args));
    }

    @Override
    public Integer call() throws Exception {
        OltpSettings settings = oltp.settings(this::plan, oltp.ratePerThread(), System.getenv());
        var config = config(settings.plan().levels(), settings.load().ratePerThread(), settings.describe());
        OltpWorkload workload = new OltpWorkload(settings, options.quiet() ? null : spec.commandLine().getErr());
        DriverSlice slice = settings.plan().slice();
        DriverPart driver = slice.alone() ? null : new DriverPart(slice.index(), slice.drivers(), slice.describe(),
                slice.shards().stream().map(String::valueOf).toList());
        return execute("oltp", "transaction", workload, config, driver);
    }

    @Override
    protected DriverOptions drivers() {
        return identity;
    }

    /** The levels over the shards, and with --drivers this process's slice of them. */
    private ScalingPlan plan(CustomerPartitioning partitioning) {
        Integer threadsPerShard = shardLevelThreads.threadsPerShard;
        ScalingPlan plan;
        if (levels != null && levels.shardLevels != null) {
            plan = ScalingPlan.shards(levels.shardLevels, threadsPerShard == null ? 1 : threadsPerShard, partitioning);
        } else if (threadsPerShard != null) {
            throw new BadConfigurationException("--threads-per-shard goes with --shard-levels; for thread levels use "
                    + "--threads");
        } else {
            plan = levels == null ? ScalingPlan.defaultThreads(partitioning)
                    : ScalingPlan.threads(levels.threads, partitioning);
        }
        return split == null ? plan : plan.forDriver(split.slice(partitioning.shardCount(), System.getenv()));
    }
}
