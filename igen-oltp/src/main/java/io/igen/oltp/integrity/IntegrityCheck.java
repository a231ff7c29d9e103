package io.igen.oltp.integrity;

import io.igen.oltp.shard.ShardPools;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The after-run check (docs/oltp.md, "Integrity check"): on every shard, {@code count(orders)} must equal the
 * count before the run plus the committed inserts minus the committed deletes. Nothing may be lost or
 * added silently.
 */
public final class IntegrityCheck {

    private static final String COUNT_ORDERS = "SELECT COUNT(*) FROM orders";

    private final long[] ordersBefore;

    private IntegrityCheck(long[] ordersBefore) {
        this.ordersBefore = ordersBefore;
    }

    /** Counts every shard's orders now, before the run. */
    public static IntegrityCheck before(ShardPools pools) throws SQLException {
        return new IntegrityCheck(countOrders(pools));
    }

    /**
     * Counts again and compares. A shard that cannot be counted (its server is down) is a failure of
     * its own; the other shards are still checked.
     *
     * @return one line per shard whose count is off or could not be taken; empty when every shard adds up
     */
    public List<String> verify(ShardPools pools, OrderLedger ledger) {
        List<String> failures = new ArrayList<>();
        for (int shard = 0; shard < ordersBefore.length; shard++) {
            long after;
            try {
                after = countOrders(pools, shard);
            } catch (SQLException e) {
                failures.add("integrity check could not count the orders of shard " + shard + ": "
                        + e.getClass().getSimpleName() + " [" + e.getSQLState() + "]");
                continue;
            }
            long expected = ordersBefore[shard] + ledger.inserted(shard) - ledger.deleted(shard);
            if (after != expected) {
                failures.add(String.format(Locale.ROOT,
                        "integrity check failed on shard %d: %,d orders, expected %,d (%,d before + %,d inserted - %,d deleted)",
                        shard, after, expected, ordersBefore[shard], ledger.inserted(shard), ledger.deleted(shard)));
            }
        }
        return failures;
    }

    /** The order counts taken before the run, by shard. */
    public long ordersBefore(int shard) {
        return ordersBefore[shard];
    }

    private static long[] countOrders(ShardPools pools) throws SQLException {
        long[] counts = new long[pools.shardCount()];
        for (int shard = 0; shard < counts.length; shard++) {
            counts[shard] = countOrders(pools, shard);
        }
        return counts;
    }

    private static long countOrders(ShardPools pools, int shard) throws SQLException {
        try (Connection connection = pools.shard(shard).getConnection();
             PreparedStatement count = connection.prepareStatement(COUNT_ORDERS);
             ResultSet rows = count.executeQuery()) {
            rows.next();
            long orders = rows.getLong(1);
            connection.commit();
            return orders;
        }
    }
}
