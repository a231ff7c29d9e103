package io.igen.oltp.integrity;

import io.igen.oltp.shard.ShardPools;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The after-run check (docs/oltp.md, "Integrity check"): on every shard this driver drives, {@code count(orders)}
 * must equal the count before the run plus the committed inserts minus the committed deletes. Nothing may be lost or
 * added silently.
 */
public final class IntegrityCheck {

    private static final String COUNT_ORDERS = "SELECT COUNT(*) FROM orders";

    /** Shard number -> its orders before the run. */
    private final Map<Integer, Long> ordersBefore;

    private IntegrityCheck(Map<Integer, Long> ordersBefore) {
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
        for (int shard : ordersBefore.keySet()) {
            long after;
            try {
                after = countOrders(pools, shard);
            } catch (SQLException e) {
                failures.add("integrity check could not count the orders of shard " + shard + ": "
                        + e.getClass().getSimpleName() + " [" + e.getSQLState() + "]");
                continue;
            }
            long before = ordersBefore.get(shard);
            long expected = before + ledger.inserted(shard) - ledger.deleted(shard);
            if (after != expected) {
                failures.add(String.format(Locale.ROOT,
                        "integrity check failed on shard %d: %,d orders, expected %,d (%,d before + %,d inserted - %,d deleted)",
                        shard, after, expected, before, ledger.inserted(shard), ledger.deleted(shard)));
            }
        }
        return failures;
    }

    /** The order counts taken before the run, by shard. */
    public long ordersBefore(int shard) {
        return ordersBefore.get(shard);
    }

    /** The shards checked, by number. */
    public List<Integer> shards() {
        return List.copyOf(ordersBefore.keySet());
    }

    private static Map<Integer, Long> countOrders(ShardPools pools) throws SQLException {
        Map<Integer, Long> counts = new TreeMap<>();
        for (int shard : pools.shards()) {
            counts.put(shard, countOrders(pools, shard));
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
