package io.igen.oltp.run;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.keys.KeyDistribution;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How each transaction runs: which customers it picks, at which isolation level, how often it is tried again after a
 * conflict, and whether it opens a connection of its own. The settings people compare (pgbench {@code -C},
 * {@code --max-tries}, {@code random_zipfian}); a result records them all, so that {@code compare} can tell.
 *
 * @param keys                  how a customer is picked within its shard ({@code --key-distribution})
 * @param maxTries              how many times a transaction is tried when it fails for a conflict with another
 *                              ({@code --max-tries}); 1 for no retry
 * @param isolation             the isolation level every session asks for; null for the database's default
 * @param connectPerTransaction every transaction opens a new connection and closes it after (pgbench {@code -C})
 */
public record TransactionSettings(KeyDistribution keys, int maxTries, Isolation isolation,
                                  boolean connectPerTransaction) {

    /** The workload's specification: uniform customers, one try, the database's isolation, pooled connections. */
    public static final TransactionSettings DEFAULT = new TransactionSettings(KeyDistribution.UNIFORM, 1, null, false);

    public TransactionSettings {
        Objects.requireNonNull(keys, "keys");
        if (maxTries < 1) {
            throw new IllegalArgumentException("--max-tries must be 1 (no retry) or more, got " + maxTries);
        }
    }

    /** The isolation level sessions run at: the one asked for, or the database's default. */
    public Isolation effectiveIsolation(Dialect dialect) {
        return isolation != null ? isolation : dialect.defaultIsolation();
    }

    /** What a result records: each setting, and what the isolation level means on this database. */
    Map<String, Object> describe(Dialect dialect) {
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("keyDistribution", keys.describe());
        Isolation level = effectiveIsolation(dialect);
        described.put("isolation", level.label() + (isolation == null ? " (the database's default)" : ""));
        described.put("isolationMeaning", dialect.isolationMeaning(level));
        described.put("maxTries", maxTries);
        described.put("connectPerTransaction", connectPerTransaction);
        return described;
    }
}
