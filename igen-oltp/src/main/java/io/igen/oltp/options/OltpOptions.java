package io.igen.oltp.options;

import io.igen.core.cli.RunOptions;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.options.GroupedOptions.Access;
import io.igen.oltp.options.GroupedOptions.Data;
import io.igen.oltp.options.GroupedOptions.Load;
import io.igen.oltp.options.GroupedOptions.ServerSide;
import io.igen.oltp.options.GroupedOptions.ShardCount;
import io.igen.oltp.options.GroupedOptions.Targets;
import io.igen.oltp.options.GroupedOptions.Upkeep;
import io.igen.oltp.run.DataSetFit;
import io.igen.oltp.run.OltpSettings;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.WritableDirectory;
import io.igen.oltp.shard.CredentialSource;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.ServerMetrics;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * iGenOLTP's own options shared by a run and the capacity study, mixed into both commands: where the shards are,
 * their data, and how the load is offered. Each group is a section of {@code --help}; the shard targets are one of
 * three, and picocli refuses two. The levels are each command's own. Names are a user contract: docs/oltp.md,
 * "Options".
 */
public final class OltpOptions {

    /** The command these options are mixed into, for what it was given. */
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @ArgGroup(validate = false, heading = "%nDatabase:%n", order = RunOptions.WORKLOAD_SECTION)
    private Access access = new Access();

    @ArgGroup(heading = "%nWhere the shards are, one of (default: --db's local template, under --url):%n",
            order = RunOptions.WORKLOAD_SECTION + 1)
    private Targets targets;

    @ArgGroup(validate = false, heading = "%nShards and data:%n", order = RunOptions.WORKLOAD_SECTION + 2)
    private Data data = new Data();

    @ArgGroup(validate = false, heading = "%nLoad:%n", order = RunOptions.WORKLOAD_SECTION + 3)
    private Load load = new Load();

    @ArgGroup(validate = false, heading = "%nTransactions:%n", order = RunOptions.WORKLOAD_SECTION + 4)
    private TransactionOptions transactions = new TransactionOptions();

    @ArgGroup(validate = false, heading = "%nThe shards' state and outages:%n", order = RunOptions.WORKLOAD_SECTION + 5)
    private Upkeep upkeep = new Upkeep();

    @ArgGroup(validate = false, heading = "%nThe servers' side:%n", order = RunOptions.WORKLOAD_SECTION + 6)
    private ServerSide serverSide = new ServerSide();

    /**
     * The shards of a run on a stand-in for the databases ({@link DatabaseStandIn}): {@code --shards} of
     * {@code --customers-per-shard}; the command's levels over them come next.
     *
     * @param standIn the option that asked for the stand-in, for the messages
     * @throws BadConfigurationException when an option given is about databases or their data
     */
    public CustomerPartitioning standInPartitioning(String standIn) {
        if (targets != null || !access.dialect.embedded()) {
            throw new BadConfigurationException(standIn + " replaces the databases: leave out --db, --url, --h2-dir "
                    + "and --shard-map");
        }
        if (load.embeddedConcurrency != null || data.reload) {
            throw new BadConfigurationException(standIn + " holds no data and has no embedded database: leave out "
                    + (data.reload ? "--reload" : "--embedded-concurrency"));
        }
        return BadConfigurationException.asBadInput(() -> new CustomerPartitioning(
                data.count.shards == null ? OltpDefaults.SHARDS : data.count.shards, data.customersPerShard));
    }

    /** {@code --seed}: the seed every thread's random stream derives from. */
    public long seed() {
        return data.seed;
    }

    /** {@code --db}. */
    public Dialect dialect() {
        return access.dialect;
    }

    /** {@code --rate-per-thread}, or null when not given. */
    public Double ratePerThread() {
        return load.ratePerThread;
    }

    /** {@code --latency-limit-ms}, or null when not given. */
    public Double latencyLimitMs() {
        return load.latencyLimitMs;
    }

    /**
     * The shards of a run, the first of its settings: where they are, their data and who connects. Whether the data
     * fits is checked with the levels, on the shards this driver drives ({@link #settings}).
     */
    public OltpSettings.Shards shards(Map<String, String> environment) {
        return BadConfigurationException.asBadInput(() -> located(access, targets, data, environment));
    }

    /** Whether {@code --maintenance} was given: a {@code --start-at} timetable changes the default only. */
    public boolean maintenanceGiven() {
        return mixee.commandLine().getParseResult().hasMatchedOption(GroupedOptions.MAINTENANCE_OPTION);
    }

    /**
     * The validated settings of a run: its shards ({@link #shards(Map)}), the command's levels over them, then how the
     * load is offered and the shards are kept, what was not given taken from {@link OltpDefaults}.
     *
     * @param rate the rate per thread of the levels; null for stream mode
     * @throws BadConfigurationException when options contradict each other
     */
    public OltpSettings settings(OltpSettings.Shards shards, ScalingPlan plan, Double rate) {
        return BadConfigurationException.asBadInput(() -> {
            Dialect dialect = shards.dialect();
            if (load.embeddedConcurrency != null && !dialect.embedded()) {
                throw new BadConfigurationException("--embedded-concurrency is for --db h2 only: a database server "
                        + "schedules its own sessions");
            }
            int concurrency = !dialect.embedded() ? 0
                    : load.embeddedConcurrency == null ? OltpDefaults.EMBEDDED_CONCURRENCY : load.embeddedConcurrency;
            DataSetFit.ofThisJvm().check(shards.data(), shards.locations().targetsOf(plan.slice()));
            return new OltpSettings(shards, plan, new OltpSettings.Load(rate, load.sharedCustomers, concurrency),
                    new OltpSettings.Upkeep(upkeep.maxUnavailableSeconds, upkeep.maintenance),
                    transactions.settings(), new ServerMetrics(serverSide.serverMetrics));
        });
    }

    /**
     * The shards alone, for a command that loads or drops them without running levels ({@link ShardSetOptions}):
     * where they are, their data set (checked to fit, {@link DataSetFit}) and who connects.
     */
    static OltpSettings.Shards shards(Access access, Targets targets, Data data, Map<String, String> environment) {
        return BadConfigurationException.asBadInput(() -> {
            OltpSettings.Shards shards = located(access, targets, data, environment);
            DataSetFit.ofThisJvm().check(shards.data(), shards.locations().targets());
            return shards;
        });
    }

    private static OltpSettings.Shards located(Access access, Targets targets, Data data,
                                               Map<String, String> environment) {
        ShardLocations locations = locations(access, targets, data.count);
        DataSpec dataSpec = new DataSpec(new CustomerPartitioning(locations.shardCount(), data.customersPerShard),
                data.seed);
        return new OltpSettings.Shards(dataSpec, access.dialect, locations, credentials(access, environment),
                data.reload);
    }

    /** Where the shards are: the shard map's, or the URL template's for {@code --shards}. */
    static ShardLocations locations(Access access, Targets targets, ShardCount count) {
        Integer shards = count.shards;
        Path shardMapFile = targets == null ? null : targets.shardMapFile;
        if (shardMapFile == null) {
            return ShardLocations.fromTemplate(urlTemplate(access, targets),
                    shards == null ? OltpDefaults.SHARDS : shards);
        }
        List<ShardTarget> listed = ShardMapFile.read(shardMapFile);
        if (shards != null && shards != listed.size()) {
            throw new BadConfigurationException("--shards " + shards + " but the shard map '" + shardMapFile
                    + "' lists "
                    + listed.size() + " shards; leave --shards out to use them all");
        }
        return ShardLocations.fromMap(shardMapFile, listed);
    }

    /** The shards alone, for a command that only finds them ({@link ShardPlaceOptions}). */
    static ShardPlaceOptions.Places places(Access access, Targets targets, ShardCount count,
                                           Map<String, String> environment) {
        return BadConfigurationException.asBadInput(() -> new ShardPlaceOptions.Places(access.dialect,
                locations(access, targets, count), credentials(access, environment)));
    }

    /** Who connects: the options' user and password, or else the environment's. */
    private static Credentials credentials(Access access, Map<String, String> environment) {
        return new CredentialSource(environment).resolve(access.user, access.password, access.passwordFile);
    }

    private static String urlTemplate(Access access, Targets targets) {
        Dialect dialect = access.dialect;
        Path h2Directory = targets == null ? null : targets.h2Directory;
        if (h2Directory != null) {
            String files = dialect.fileUrlTemplate(h2Directory.toAbsolutePath().toString().replace('\\', '/'))
                    .orElseThrow(() -> new BadConfigurationException("--h2-dir is for --db h2 only"));
            WritableDirectory.require(h2Directory, "--h2-dir");
            return files;
        }
        String url = targets == null ? null : targets.urlTemplate;
        return url != null ? url : dialect.defaultUrlTemplate();
    }
}
