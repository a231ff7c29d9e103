package io.igen.oltp.options;

import io.igen.core.cli.WholeNumber;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.keys.KeyDistribution;
import io.igen.oltp.run.TransactionSettings;
import picocli.CommandLine.Option;

/**
 * How each transaction runs, the settings people compare: key distribution, isolation, retries and connections
 * ({@link TransactionSettings}). A section of {@code --help}; names are a user contract (docs/options.md).
 */
final class TransactionOptions {

    @Option(names = "--key-distribution", paramLabel = "LAW", converter = OltpConverters.KeyLaw.class,
            defaultValue = OltpDefaults.KEY_DISTRIBUTION,
            description = {"How a transaction picks its customer within its shard: uniform (default, the workload's "
                    + "specification), zipfian (YCSB's zipfian, pgbench's random_zipfian: a few customers get most "
                    + "transactions) or hotspot (a fraction of the customers gets a fraction of the transactions).",
                    "Skewed laws draw from the shard's whole range for every thread, so hot rows are shared and "
                            + "transactions wait for each other's locks."})
    private KeyDistribution.Kind keyDistribution;

    @Option(names = "--zipf-theta", paramLabel = "THETA",
            defaultValue = "" + OltpDefaults.ZIPF_THETA,
            description = "zipfian: the skew, above 0 and below 1. Default: ${DEFAULT-VALUE} (YCSB's): the top 1%% of "
                    + "1,000 customers get about 2/5 of the transactions.")
    private double zipfTheta;

    @Option(names = "--hotspot-data-fraction", paramLabel = "F",
            defaultValue = "" + OltpDefaults.HOT_DATA_FRACTION,
            description = "hotspot: the share of a shard's customers that are hot. Default: ${DEFAULT-VALUE}.")
    private double hotDataFraction;

    @Option(names = "--hotspot-access-fraction", paramLabel = "F",
            defaultValue = "" + OltpDefaults.HOT_ACCESS_FRACTION,
            description = "hotspot: the share of transactions that go to them. Default: ${DEFAULT-VALUE}.")
    private double hotAccessFraction;

    @Option(names = "--isolation", paramLabel = "LEVEL", converter = OltpConverters.IsolationLevel.class,
            description = {"The isolation level of every session: read-committed, repeatable-read or serializable. "
                    + "Default: the database's own (PostgreSQL and H2 read-committed, MySQL/MariaDB repeatable-read).",
                    "The result records what the level means on the database: the names do not mean the same on "
                            + "each."})
    private Isolation isolation;

    @Option(names = "--max-tries", paramLabel = "N", converter = WholeNumber.AtLeastOne.class,
            defaultValue = "" + OltpDefaults.MAX_TRIES,
            description = {"Tries of a transaction that fails for a conflict with another (a serialization failure, "
                    + "a deadlock, a lock wait timeout), with the same customer and item (pgbench --max-tries). "
                    + "Default: ${DEFAULT-VALUE}, no retry.",
                    "Retries and the transactions that failed on their last try are counted per kind "
                            + "(conflicts); a retried transaction's response time runs from its first try."})
    private int maxTries;

    @Option(names = "--connect-per-transaction",
            description = "Open a new connection for every transaction and close it after, outside the pool "
                    + "(pgbench -C): measures what connecting costs. Default: each thread keeps one connection.")
    private boolean connectPerTransaction;

    /** The validated settings. */
    TransactionSettings settings() {
        return new TransactionSettings(new KeyDistribution(keyDistribution, zipfTheta, hotDataFraction,
                hotAccessFraction), maxTries, isolation, connectPerTransaction);
    }
}
