package io.igen.oltp.options;

import io.igen.core.cli.Converters;
import io.igen.core.cli.RunOptions;
import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Database;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.model.ModelParameters;
import io.igen.oltp.model.ModelSettings;
import io.igen.oltp.run.DataSetFit;
import io.igen.oltp.run.OltpSettings;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.WritableDirectory;
import io.igen.oltp.shard.CredentialSource;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.MaintenanceMode;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * iGenOLTP's own options shared by a run and the capacity study, mixed into both commands: where the shards are,
 * their data, and how the load is offered. Each group is a section of {@code --help}; the shard targets are one of
 * three, and picocli refuses two. The levels are each command's own. Names are a user contract: docs/oltp.md,
 * "Options".
 */
public final class OltpOptions {

    private static final String MAINTENANCE_OPTION = "--maintenance";

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

    @ArgGroup(validate = false, heading = "%nA model instead of a database:%n", order = RunOptions.WORKLOAD_SECTION + 6)
    private Model model = new Model();

    /** Which database, and who connects. */
    static final class Access {
        @Option(names = "--db", paramLabel = "DB", converter = OltpConverters.DialectName.class,
                defaultValue = OltpDefaults.DB,
                completionCandidates = Database.Described.class,
                description = "The database: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
        private Dialect dialect;

        @Option(names = "--user", paramLabel = "USER",
                description = "Database user for every shard. Default: the variable " + CredentialSource.USER_VARIABLE
                        + ", else the driver's default.")
        private String user;

        @Option(names = "--password", paramLabel = "PASSWORD", arity = "0..1", interactive = true,
                description = {"Database password; without a value it is asked for on the terminal (a value on the "
                        + "command line is visible to other users of the machine). Prefer --password-file or the "
                        + "variable "
                        + CredentialSource.PASSWORD_VARIABLE + "."})
        private char[] password;

        @Option(names = "--password-file", paramLabel = "FILE",
                description = "A file whose first line is the database password.")
        private Path passwordFile;
    }

    /** Where the shards are: a URL template, H2 files, or a shard map; one of them. */
    static final class Targets {
        @Option(names = "--url", paramLabel = "TEMPLATE",
                description = "Shard JDBC URL with {shard} where the shard index goes (in the host, port or database "
                        + "name). Default: by --db, at the end of this help.")
        private String urlTemplate;

        @Option(names = "--h2-dir", paramLabel = "DIR",
                description = "H2 only: keep each shard in a file database under DIR (igen-shard<k>.mv.db), so a later "
                        + "run re-uses the data instead of loading it again.")
        private Path h2Directory;

        @Option(names = "--shard-map", paramLabel = "FILE",
                description = {"A JSON file listing every shard's URL (and optionally its pool size), instead of "
                        + "--url:",
                        "{\"shards\": [{\"url\": \"jdbc:...\"}, {\"url\": \"jdbc:...\", \"maxPoolSize\": 40}]}"})
        private Path shardMapFile;
    }

    /** How many shards: all a command that only finds them ({@code drop}) takes of their data. */
    static final class ShardCount {
        @Option(names = "--shards", paramLabel = "N", converter = WholeNumber.AtLeastOne.class, order = 1,
                description = "Shards: independent databases, shard k holding customers k*C+1 .. (k+1)*C. Default: "
                        + OltpDefaults.SHARDS + ", or as many as the --shard-map lists.")
        private Integer shards;
    }

    /** How many shards, and their data. */
    static final class Data {
        @ArgGroup(validate = false)
        private ShardCount count = new ShardCount();

        @Option(names = "--customers-per-shard", paramLabel = "C", converter = WholeNumber.AtLeastOneLong.class,
                defaultValue = "" + OltpDefaults.CUSTOMERS_PER_SHARD, order = 2,
                description = "Customers per shard (10 orders each; 10,000 items per shard). Default: "
                        + "${DEFAULT-VALUE}.")
        private long customersPerShard;

        @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + OltpDefaults.SEED, order = 3,
                description = "Seed of the generated data (same seed, same rows). Default: ${DEFAULT-VALUE}.")
        private long seed;

        @Option(names = "--reload", order = 4,
                description = "Load every shard afresh, replacing whatever data it holds.")
        private boolean reload;
    }

    /** How the load is offered. */
    static final class Load {
        @Option(names = "--rate-per-thread", paramLabel = "TPS", converter = Converters.PositiveNumber.class,
                description = {"Stabilised load: each thread starts this many transactions per second on a fixed "
                        + "schedule;",
                        "response time counts from the scheduled start and service time is reported too.",
                        "Absent: stream mode, no wait between transactions."})
        private Double ratePerThread;

        @Option(names = "--latency-limit-ms", paramLabel = "MS", converter = Converters.PositiveNumber.class,
                description = {"With --rate-per-thread: a transaction whose scheduled start is already more than MS "
                        + "late when its thread comes to it is skipped and counted, not run, and one that ran is late "
                        + "when its response time exceeds MS (pgbench --latency-limit). Each level reports offered, "
                        + "achieved, late and skipped, so an overloaded level says so instead of catching up without "
                        + "bound.",
                        "Default: no limit."})
        private Double latencyLimitMs;

        @Option(names = "--shared-customers",
                description = {"Every thread of a shard draws customers from the shard's whole range. Default: each of "
                        + "a shard's k threads draws from its own 1/k slice of the range (together uniform over the "
                        + "shard),",
                        "so no two transactions wait for the same customer's row locks."})
        private boolean sharedCustomers;

        @Option(names = "--embedded-concurrency", paramLabel = "N", converter = WholeNumber.ZeroForNoLimit.class,
                description = {"H2 only: how many transactions run at once inside each shard's embedded database: as "
                        + "many load threads serve the shard's clients (--threads) in turn, and a client's wait for "
                        + "its thread counts in its response time.",
                        "Default: 1, as H2's classic single-threaded engine: with more, H2's optimistic B-tree updates "
                                + "collide and a descheduled thread makes the others sleep, which swings throughput "
                                + "from second to second on a machine with few cores. 0: no limit."})
        private Integer embeddedConcurrency;
    }

    /** The shards' state between levels, and how long one may be out of service: a run's, not a load's. */
    static final class Upkeep {
        @Option(names = MAINTENANCE_OPTION, paramLabel = "WHEN", converter = OltpConverters.Maintenance.class,
                defaultValue = OltpDefaults.MAINTENANCE,
                description = {"When to bring the shards back to a known state (PostgreSQL: VACUUM (ANALYZE) orders "
                        + "and CHECKPOINT; MySQL/MariaDB: wait for purge, flush orders; H2: nothing needed): every "
                        + "transaction deletes a row, and dead rows left behind make each run slower than the one "
                        + "before.",
                        "window (default): before every level's window, its threads paused after their warm-up, and "
                                + "after the last level (on a timetable of several drivers: run); run: before the first "
                                + "level and after the last; off: never.",
                        "Each window's start and end state (dead rows, history list, sizes, checkpoints) is recorded "
                                + "either way."})
        private MaintenanceMode maintenance;

        @Option(names = "--max-unavailable", paramLabel = "SECONDS", converter = Converters.NonNegativeSeconds.class,
                defaultValue = "" + OltpDefaults.MAX_UNAVAILABLE_SECONDS,
                description = {"The longest a shard may be unavailable (attempts failing for want of a connection and "
                        + "no commit) before that is a problem of the run: exit code 1. Default: ${DEFAULT-VALUE}."})
        private double maxUnavailableSeconds;
    }

    /** A queueing model whose capacity is known, in place of the shards' databases. */
    static final class Model {
        @Option(names = "--model", paramLabel = "STATIONS", arity = "0..1", fallbackValue = ModelParameters.DEFAULT_SPEC,
                converter = OltpConverters.ModelStations.class,
                description = {"Instead of databases, a model whose capacity is known: each shard a queueing station "
                        + "of its own, every transaction then visiting a host station all shards share; exponential "
                        + "service times, first come first served, simulated by waiting (docs/capacity.md). Levels, "
                        + "pacing, recording, reports and capacity run as on a database; the transaction options and "
                        + "the shards' data do not apply.",
                        "STATIONS: key=value pairs separated by commas, each optional: shard-servers (default 1), "
                                + "shard-ms (mean service time, default 5), host-servers (default 2), host-ms (default "
                                + "1; 0 for no host station). Without a value: the defaults.",
                        "Example: --model shard-ms=8,host-ms=0.5"})
        private ModelParameters parameters;
    }

    /** {@code --model}, or null when the shards are databases. */
    public ModelParameters model() {
        return model.parameters;
    }

    /**
     * The shards of a run on the model ({@code --model}): {@code --shards} of {@code --customers-per-shard}; the
     * command's levels over them come next ({@link #modelSettings}).
     *
     * @throws BadConfigurationException when an option given is about databases or their data
     */
    public CustomerPartitioning modelPartitioning() {
        if (model.parameters == null) {
            throw new IllegalStateException("no --model was given");
        }
        if (targets != null || !access.dialect.embedded()) {
            throw new BadConfigurationException("--model replaces the databases: leave out --db, --url, --h2-dir and "
                    + "--shard-map");
        }
        if (load.embeddedConcurrency != null || data.reload) {
            throw new BadConfigurationException("--model holds no data and has no embedded database: leave out "
                    + (data.reload ? "--reload" : "--embedded-concurrency"));
        }
        return BadConfigurationException.asBadInput(() -> new CustomerPartitioning(
                data.count.shards == null ? OltpDefaults.SHARDS : data.count.shards, data.customersPerShard));
    }

    /** The settings of a run on the model: its stations, the levels, the rate, and {@code --seed} for service times. */
    public ModelSettings modelSettings(ScalingPlan plan, Double rate) {
        return BadConfigurationException.asBadInput(() -> new ModelSettings(model.parameters, plan, rate, data.seed));
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
        return mixee.commandLine().getParseResult().hasMatchedOption(MAINTENANCE_OPTION);
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
                    transactions.settings());
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
