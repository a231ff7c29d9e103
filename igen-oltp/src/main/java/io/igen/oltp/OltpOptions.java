package io.igen.oltp;

import io.igen.core.cli.Converters;
import io.igen.core.cli.WholeNumber;
import io.igen.core.runner.LevelSpec;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Database;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.CredentialSource;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.DriverSlice;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.MaintenanceMode;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** iGenOLTP's own options, mixed into its command. Names are a user contract: docs/oltp.md, "Options". */
public final class OltpOptions {

    /** The seed of the data every run loads unless told otherwise. */
    static final long DEFAULT_SEED = 20_261_121L;

    /** Shards when neither --shards nor a shard map says. */
    static final int DEFAULT_SHARDS = 4;

    @Option(names = "--shards", paramLabel = "N", converter = WholeNumber.AtLeastOne.class,
            description = "Shards: independent databases, shard k holding customers k*C+1 .. (k+1)*C. "
                    + "Default: " + DEFAULT_SHARDS + ", or as many as the --shard-map lists.")
    private Integer shards;

    @Option(names = "--customers-per-shard", paramLabel = "C", converter = WholeNumber.AtLeastOneLong.class,
            defaultValue = "1000",
            description = "Customers per shard (10 orders each; 10,000 items per shard). Default: ${DEFAULT-VALUE}.")
    private long customersPerShard;

    @Option(names = "--db", paramLabel = "DB", converter = OltpConverters.DialectName.class, defaultValue = "h2",
            completionCandidates = Database.Described.class,
            description = "The database: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Dialect dialect;

    @Option(names = "--url", paramLabel = "TEMPLATE",
            description = {"Shard JDBC URL with {shard} where the shard index goes (in the host, port or database name),",
                    "e.g. jdbc:postgresql://127.0.0.1:5432/igen{shard} or jdbc:mysql://db{shard}:3306/igen.",
                    "Defaults: h2 jdbc:h2:mem:igen-shard{shard};DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000 (in memory),",
                    "postgresql jdbc:postgresql://127.0.0.1:5432/igen{shard}, mysql jdbc:mysql://127.0.0.1:3306/igen{shard}."})
    private String urlTemplate;

    @Option(names = "--shard-map", paramLabel = "FILE",
            description = {"A JSON file listing every shard's URL (and optionally its pool size), instead of --url:",
                    "{\"shards\": [{\"url\": \"jdbc:...\"}, {\"url\": \"jdbc:...\", \"maxPoolSize\": 40}]}"})
    private Path shardMapFile;

    @Option(names = "--user", paramLabel = "USER",
            description = "Database user for every shard. Default: the variable " + CredentialSource.USER_VARIABLE
                    + ", else the driver's default.")
    private String user;

    @Option(names = "--password", paramLabel = "PASSWORD", arity = "0..1", interactive = true,
            description = {"Database password; without a value it is asked for on the terminal (a value on the command line "
                    + "is visible to other users of the machine). Prefer --password-file or the variable "
                    + CredentialSource.PASSWORD_VARIABLE + "."})
    private char[] password;

    @Option(names = "--password-file", paramLabel = "FILE",
            description = "A file whose first line is the database password.")
    private Path passwordFile;

    @Option(names = "--h2-dir", paramLabel = "DIR",
            description = "H2 only: keep each shard in a file database under DIR (igen-shard<k>.mv.db), so a later run "
                    + "re-uses the data instead of loading it again.")
    private Path h2Directory;

    @Option(names = "--reload", description = "Load every shard afresh, replacing whatever data it holds.")
    private boolean reload;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + DEFAULT_SEED,
            description = "Seed of the generated data (same seed, same rows). Default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--rate-per-thread", paramLabel = "TPS", converter = Converters.PositiveNumber.class,
            description = {"Stabilised load: each thread starts this many transactions per second on a fixed schedule;",
                    "response time counts from the scheduled start and service time is reported too.",
                    "Absent: stream mode, no wait between transactions."})
    private Double ratePerThread;

    @Option(names = "--shard-levels", paramLabel = "LEVELS", converter = Converters.Levels.class,
            description = {"Horizontal scaling: levels of active shards (1..N), e.g. 1..28 or 1,2,4,8,16,28;",
                    "each active shard gets --threads-per-shard threads. Replaces --threads."})
    private LevelSpec shardLevels;

    @Option(names = "--threads-per-shard", paramLabel = "N", converter = WholeNumber.AtLeastOne.class,
            description = "With --shard-levels: load threads per active shard. Default: 1.")
    private Integer threadsPerShard;

    @Option(names = "--shared-customers",
            description = {"Every thread of a shard draws customers from the shard's whole range. Default: each of a "
                    + "shard's k threads draws from its own 1/k slice of the range (together uniform over the shard),",
                    "so no two transactions wait for the same customer's row locks."})
    private boolean sharedCustomers;

    @Option(names = "--embedded-concurrency", paramLabel = "N", converter = WholeNumber.ZeroForNoLimit.class,
            description = {"H2 only: how many transactions run at once inside each shard's embedded database: as many "
                    + "load threads serve the shard's clients (--threads) in turn, and a client's wait for its thread "
                    + "counts in its response time.",
                    "Default: 1, as H2's classic single-threaded engine: with more, H2's optimistic B-tree updates "
                            + "collide and a descheduled thread makes the others sleep, which swings throughput from "
                            + "second to second on a machine with few cores. 0: no limit."})
    private Integer embeddedConcurrency;

    @Option(names = "--max-unavailable", paramLabel = "SECONDS", converter = Converters.NonNegativeSeconds.class,
            defaultValue = "" + OltpSettings.DEFAULT_MAX_UNAVAILABLE_SECONDS,
            description = {"The longest a shard may be unavailable (attempts failing for want of a connection and no "
                    + "commit) before that is a problem of the run: exit code 1. Default: ${DEFAULT-VALUE}."})
    private double maxUnavailableSeconds;

    @Option(names = "--maintenance", paramLabel = "WHEN", converter = OltpConverters.Maintenance.class,
            defaultValue = "window",
            description = {"When to bring the shards back to a known state (PostgreSQL: VACUUM (ANALYZE) orders and "
                    + "CHECKPOINT; MySQL/MariaDB: wait for purge, flush orders; H2: nothing needed): every transaction "
                    + "deletes a row, and dead rows left behind make each run slower than the one before.",
                    "window (default): before every level's window, its threads paused after their warm-up, and after "
                            + "the last level; run: before the first level and after the last; off: never.",
                    "Each window's start and end state (dead rows, history list, sizes, checkpoints) is recorded "
                            + "either way."})
    private MaintenanceMode maintenance;

    @Option(names = "--drivers", paramLabel = "N", converter = WholeNumber.AtLeastOne.class,
            description = {"Drive the run from N processes (on N hosts), each driving a contiguous slice of the shard "
                    + "map's shards (4 shards, 2 drivers: 0-1 and 2-3) with its share of each level's threads.",
                    "Start them with the same --run-id and --start-at, each with its own --driver-index, then "
                            + "merge their result files (igen-oltp merge). Each loads and checks only its own shards. "
                            + "Default: 1."})
    private Integer drivers;

    @Option(names = "--driver-index", paramLabel = "I|env:VAR",
            description = {"With --drivers: which driver this process is, 0 .. N-1; or env:VAR to read it from the "
                    + "environment variable VAR, e.g. env:JOB_COMPLETION_INDEX in a Kubernetes Indexed Job."})
    private String driverIndex;

    /**
     * The validated settings.
     *
     * @param threadLevels the {@code --threads} levels, or null when not given (then 1, 2 and 4 threads per shard)
     * @throws BadConfigurationException when options contradict each other
     */
    public OltpSettings settings(LevelSpec threadLevels) {
        return settings(threadLevels, System.getenv());
    }

    /**
     * The validated settings, credentials taken from the options or else from {@code environment}.
     *
     * @throws BadConfigurationException when options contradict each other
     */
    OltpSettings settings(LevelSpec threadLevels, Map<String, String> environment) {
        return settings(partitioning -> plan(partitioning, threadLevels), ratePerThread, environment);
    }

    /**
     * The settings of {@code igen-oltp capacity}'s first step: thread levels on shard 0 alone, in stream mode. The
     * capacity command reads {@code --shard-levels} and {@code --rate-per-thread} for its second step itself.
     *
     * @throws BadConfigurationException when options contradict each other
     */
    OltpSettings firstShardSettings(LevelSpec threadLevels) {
        return settings(partitioning -> ScalingPlan.firstShard(threadLevels, partitioning), null, System.getenv());
    }

    /** {@code --db}. */
    Dialect dialect() {
        return dialect;
    }

    /** {@code --shard-levels}, or null when not given. */
    LevelSpec shardLevels() {
        return shardLevels;
    }

    /** {@code --rate-per-thread}, or null when not given. */
    Double ratePerThread() {
        return ratePerThread;
    }

    /** Whether --drivers or --driver-index was given: capacity, a study on one driver, refuses them. */
    boolean splitOverDrivers() {
        return drivers != null || driverIndex != null;
    }

    private OltpSettings settings(Function<CustomerPartitioning, ScalingPlan> planner, Double rate,
                                  Map<String, String> environment) {
        try {
            ShardLocations locations = locations();
            CustomerPartitioning partitioning = new CustomerPartitioning(locations.shardCount(), customersPerShard);
            ScalingPlan plan = planner.apply(partitioning);
            if (splitOverDrivers()) {
                plan = plan.forDriver(driverSlice(partitioning.shardCount(), environment));
            }
            Credentials credentials = new CredentialSource(environment).resolve(user, password, passwordFile);
            if (embeddedConcurrency != null && !dialect.embedded()) {
                throw new BadConfigurationException("--embedded-concurrency is for --db h2 only: a database server schedules "
                        + "its own sessions");
            }
            int concurrency = dialect.embedded() ? (embeddedConcurrency == null ? 1 : embeddedConcurrency) : 0;
            DataSpec data = new DataSpec(partitioning, seed);
            DataSetFit.ofThisJvm().check(data, locations.targetsOf(plan.slice()));
            return new OltpSettings(data, dialect, locations, credentials, reload, plan, rate,
                    sharedCustomers, concurrency, maxUnavailableSeconds, maintenance);
        } catch (IllegalArgumentException e) {
            throw new BadConfigurationException(e.getMessage());
        }
    }

    /** This process's slice of {@code shards}, from --drivers and --driver-index (a number, or env:VAR). */
    private DriverSlice driverSlice(int shards, Map<String, String> environment) {
        if (drivers == null || driverIndex == null) {
            throw new BadConfigurationException("--drivers N and --driver-index I go together: N processes, each told "
                    + "its own index 0 .. N-1 (env:JOB_COMPLETION_INDEX in a Kubernetes Indexed Job)");
        }
        String value = driverIndex.trim();
        String source = "--driver-index";
        if (value.startsWith("env:")) {
            String variable = value.substring("env:".length());
            source = "--driver-index " + value;
            value = environment.get(variable);
            if (variable.isEmpty() || value == null) {
                throw new BadConfigurationException(source + ": the environment variable '" + variable
                        + "' is not set; set it to this driver's index 0 .. " + (drivers - 1) + ", or give the number");
            }
        }
        try {
            return DriverSlice.of(drivers, Integer.parseInt(value.trim()), shards);
        } catch (NumberFormatException e) {
            throw new BadConfigurationException(source + ": '" + value + "' is not a driver index; give a whole number "
                    + "0 .. " + (drivers - 1) + " or env:VAR");
        }
    }

    private ShardLocations locations() {
        if (shardMapFile == null) {
            return ShardLocations.fromTemplate(urlTemplate(), shards == null ? DEFAULT_SHARDS : shards);
        }
        if (urlTemplate != null || h2Directory != null) {
            throw new BadConfigurationException("give --shard-map or --url / --h2-dir, not both");
        }
        List<ShardTarget> targets = ShardMapFile.read(shardMapFile);
        if (shards != null && shards != targets.size()) {
            throw new BadConfigurationException("--shards " + shards + " but the shard map '" + shardMapFile + "' lists "
                    + targets.size() + " shards; leave --shards out to use them all");
        }
        return ShardLocations.fromMap(shardMapFile, targets);
    }

    private ScalingPlan plan(CustomerPartitioning partitioning, LevelSpec threadLevels) {
        if (shardLevels != null) {
            if (threadLevels != null) {
                throw new BadConfigurationException("--threads and --shard-levels are two scaling axes; give one of them "
                        + "(with --shard-levels, set the threads with --threads-per-shard)");
            }
            return ScalingPlan.shards(shardLevels, threadsPerShard == null ? 1 : threadsPerShard, partitioning);
        }
        if (threadsPerShard != null) {
            throw new BadConfigurationException("--threads-per-shard goes with --shard-levels; for thread levels use --threads");
        }
        return threadLevels == null ? ScalingPlan.defaultThreads(partitioning)
                : ScalingPlan.threads(threadLevels, partitioning);
    }

    private String urlTemplate() {
        if (h2Directory != null) {
            String files = dialect.fileUrlTemplate(h2Directory.toAbsolutePath().toString().replace('\\', '/'))
                    .orElseThrow(() -> new BadConfigurationException("--h2-dir is for --db h2 only"));
            if (urlTemplate != null) {
                throw new BadConfigurationException("give --url or --h2-dir, not both");
            }
            WritableDirectory.require(h2Directory, "--h2-dir");
            return files;
        }
        return urlTemplate != null ? urlTemplate : dialect.defaultUrlTemplate();
    }
}
