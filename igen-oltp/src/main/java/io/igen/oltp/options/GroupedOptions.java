package io.igen.oltp.options;

import io.igen.core.cli.Converters;
import io.igen.core.cli.WholeNumber;
import io.igen.oltp.dialect.Database;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.shard.CredentialSource;
import io.igen.oltp.state.MaintenanceMode;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * iGenOLTP's option groups, each a section of {@code --help}, as picocli reads them: which database, where the shards
 * are, how many and their data, how the load is offered, the shards' upkeep, and the model. The commands mix in what
 * applies to them ({@link OltpOptions}, {@link ShardSetOptions}, {@link ShardPlaceOptions}); their defaults are
 * {@link OltpDefaults}'.
 */
final class GroupedOptions {

    static final String MAINTENANCE_OPTION = "--maintenance";

    private GroupedOptions() {
    }

    /** Which database, and who connects. */
    static final class Access {
        @Option(names = "--db", paramLabel = "DB", converter = OltpConverters.DialectName.class,
                defaultValue = OltpDefaults.DB,
                completionCandidates = Database.Described.class,
                description = "The database: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
        Dialect dialect;

        @Option(names = "--user", paramLabel = "USER",
                description = "Database user for every shard. Default: the variable " + CredentialSource.USER_VARIABLE
                        + ", else the driver's default.")
        String user;

        @Option(names = "--password", paramLabel = "PASSWORD", arity = "0..1", interactive = true,
                description = {"Database password; without a value it is asked for on the terminal (a value on the "
                        + "command line is visible to other users of the machine). Prefer --password-file or the "
                        + "variable "
                        + CredentialSource.PASSWORD_VARIABLE + "."})
        char[] password;

        @Option(names = "--password-file", paramLabel = "FILE",
                description = "A file whose first line is the database password.")
        Path passwordFile;
    }

    /** What is read of the servers' side besides this host. */
    static final class ServerSide {
        @Option(names = "--server-metrics", paramLabel = "URL",
                description = {"A Prometheus exporter on the servers' hosts, read once a second: node_exporter for "
                        + "their CPU, memory, disks and network, postgres_exporter or mysqld_exporter for the "
                        + "database's own figures. Give it again for another exporter.",
                        "http://{host}:9100/metrics",
                        "{host} is replaced by each shard's host, {shard} by its index; each distinct URL is read "
                                + "once.",
                        "Each level records every server's figures, judges its disk, memory and CPU (bound by), and "
                                + "the run records each server's hardware and kernel. One that does not answer at the "
                                + "start stops the run (exit 2)."})
        List<String> serverMetrics = new ArrayList<>();
    }

    /** Where the shards are: a URL template, H2 files, or a shard map; one of them. */
    static final class Targets {
        @Option(names = "--url", paramLabel = "TEMPLATE",
                description = "Shard JDBC URL with {shard} where the shard index goes (in the host, port or database "
                        + "name). Default: by --db, at the end of this help.")
        String urlTemplate;

        @Option(names = "--h2-dir", paramLabel = "DIR",
                description = "H2 only: keep each shard in a file database under DIR (igen-shard<k>.mv.db), so a later "
                        + "run re-uses the data instead of loading it again.")
        Path h2Directory;

        @Option(names = "--shard-map", paramLabel = "FILE",
                description = {"A JSON file listing every shard's URL (and optionally its pool size), instead of "
                        + "--url:",
                        "{\"shards\": [{\"url\": \"jdbc:...\"}, {\"url\": \"jdbc:...\", \"maxPoolSize\": 40}]}"})
        Path shardMapFile;
    }

    /** How many shards: all a command that only finds them ({@code drop}) takes of their data. */
    static final class ShardCount {
        @Option(names = "--shards", paramLabel = "N", converter = WholeNumber.AtLeastOne.class, order = 1,
                description = "Shards: independent databases, shard k holding customers k*C+1 .. (k+1)*C. Default: "
                        + OltpDefaults.SHARDS + ", or as many as the --shard-map lists.")
        Integer shards;
    }

    /** How many shards, and their data. */
    static final class Data {
        @ArgGroup(validate = false)
        ShardCount count = new ShardCount();

        @Option(names = "--customers-per-shard", paramLabel = "C", converter = WholeNumber.AtLeastOneLong.class,
                defaultValue = "" + OltpDefaults.CUSTOMERS_PER_SHARD, order = 2,
                description = "Customers per shard (10 orders each; 10,000 items per shard). Default: "
                        + "${DEFAULT-VALUE}.")
        long customersPerShard;

        @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + OltpDefaults.SEED, order = 3,
                description = "Seed of the generated data (same seed, same rows). Default: ${DEFAULT-VALUE}.")
        long seed;

        @Option(names = "--reload", order = 4,
                description = "Load every shard afresh, replacing whatever data it holds.")
        boolean reload;
    }

    /** How the load is offered. */
    static final class Load {
        @Option(names = "--rate-per-thread", paramLabel = "TPS", converter = Converters.PositiveNumber.class,
                description = {"Stabilised load: each thread starts this many transactions per second on a fixed "
                        + "schedule;",
                        "response time counts from the scheduled start and service time is reported too.",
                        "Absent: stream mode, no wait between transactions."})
        Double ratePerThread;

        @Option(names = "--latency-limit-ms", paramLabel = "MS", converter = Converters.PositiveNumber.class,
                description = {"With --rate-per-thread: a transaction whose scheduled start is already more than MS "
                        + "late when its thread comes to it is skipped and counted, not run, and one that ran is late "
                        + "when its response time exceeds MS (pgbench --latency-limit). Each level reports offered, "
                        + "achieved, late and skipped, so an overloaded level says so instead of catching up without "
                        + "bound.",
                        "Default: no limit."})
        Double latencyLimitMs;

        @Option(names = "--shared-customers",
                description = {"Every thread of a shard draws customers from the shard's whole range. Default: each of "
                        + "a shard's k threads draws from its own 1/k slice of the range (together uniform over the "
                        + "shard),",
                        "so no two transactions wait for the same customer's row locks."})
        boolean sharedCustomers;

        @Option(names = "--embedded-concurrency", paramLabel = "N", converter = WholeNumber.ZeroForNoLimit.class,
                description = {"H2 only: how many transactions run at once inside each shard's embedded database: as "
                        + "many load threads serve the shard's clients (--threads) in turn, and a client's wait for "
                        + "its thread counts in its response time.",
                        "Default: 1, as H2's classic single-threaded engine: with more, H2's optimistic B-tree updates "
                                + "collide and a descheduled thread makes the others sleep, which swings throughput "
                                + "from second to second on a machine with few cores. 0: no limit."})
        Integer embeddedConcurrency;
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
                                + "after the last level (on a timetable of several drivers: run); run: before the "
                                + "first level and after the last; off: never.",
                        "Each window's start and end state (dead rows, history list, sizes, checkpoints) is recorded "
                                + "either way."})
        MaintenanceMode maintenance;

        @Option(names = "--max-unavailable", paramLabel = "SECONDS", converter = Converters.NonNegativeSeconds.class,
                defaultValue = "" + OltpDefaults.MAX_UNAVAILABLE_SECONDS,
                description = {"The longest a shard may be unavailable (attempts failing for want of a connection and "
                        + "no commit) before that is a problem of the run: exit code 1. Default: ${DEFAULT-VALUE}."})
        double maxUnavailableSeconds;
    }
}
