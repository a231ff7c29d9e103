package io.igen.oltp.load;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rows a loaded shard holds, counted: its metadata says what was loaded, these say what is there. Customers and
 * items never change after the load; orders do by a few in a run, and are only reported.
 *
 * @param customers rows of {@code customer}
 * @param items     rows of {@code item}
 * @param orders    rows of {@code orders}
 */
public record ShardContents(long customers, long items, long orders) {

    /** Counts the shard's rows over the connection (auto-commit off). */
    public static ShardContents count(Connection connection) throws SQLException {
        ShardContents contents = new ShardContents(rows(connection, "customer"), rows(connection, "item"),
                rows(connection, "orders"));
        connection.commit();
        return contents;
    }

    private static long rows(Connection connection, String table) throws SQLException {
        try (PreparedStatement count = connection.prepareStatement("SELECT COUNT(*) FROM " + table);
             ResultSet result = count.executeQuery()) {
            result.next();
            return result.getLong(1);
        }
    }

    /** How these rows differ from the data set's, as "299 customers (loaded: 300)" phrases; empty when they agree. */
    public List<String> differencesFrom(DataSpec spec) {
        List<String> differences = new ArrayList<>();
        long wantedCustomers = spec.partitioning().customersPerShard();
        if (customers != wantedCustomers) {
            differences.add(String.format(Locale.ROOT, "%,d customers (loaded: %,d)", customers, wantedCustomers));
        }
        if (items != DataSpec.ITEMS) {
            differences.add(String.format(Locale.ROOT, "%,d items (loaded: %,d)", items, DataSpec.ITEMS));
        }
        return differences;
    }

    /** "300 customers, 10,000 items, 3,000 orders". */
    public String describe() {
        return String.format(Locale.ROOT, "%,d customers, %,d items, %,d orders", customers, items, orders);
    }
}
