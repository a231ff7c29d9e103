package io.igen.oltp.load;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The row of {@code igen_metadata} that records what was loaded into a shard. The loader writes it last,
 * so a shard without it was never fully loaded. The row's columns, in order: the placement's
 * ({@code shard_index, shard_count, customers_per_shard}), the generation's ({@code items, orders_per_customer, seed,
 * data_version}), then {@code loaded_at}.
 *
 * @param placement  where the shard sits in the data set
 * @param generation how its rows were generated
 * @param loadedAt   when the load finished; never compared
 */
public record LoadMetadata(Placement placement, Generation generation, LocalDateTime loadedAt) {

    static final String TABLE = "igen_metadata";

    private static final String COLUMNS =
            "shard_index, shard_count, customers_per_shard, items, orders_per_customer, seed, data_version, loaded_at";

    /** What shard {@code shard} of the data set should record. */
    public static LoadMetadata expected(DataSpec spec, int shard, LocalDateTime loadedAt) {
        return new LoadMetadata(
                new Placement(shard, spec.partitioning().shardCount(), spec.partitioning().customersPerShard()),
                new Generation(DataSpec.ITEMS, DataSpec.ORDERS_PER_CUSTOMER, spec.seed(), DataSpec.DATA_VERSION),
                loadedAt);
    }

    /**
     * How this (found) record differs from the wanted one, as "what (found, wanted)" phrases; empty when
     * the data can be re-used. The load time is not compared.
     */
    public List<String> differencesFrom(LoadMetadata wanted) {
        Placement wantedPlacement = wanted.placement;
        Generation wantedGeneration = wanted.generation;
        List<String> differences = new ArrayList<>();
        compare(differences, "shard index", placement.shardIndex, wantedPlacement.shardIndex);
        compare(differences, "shards", placement.shardCount, wantedPlacement.shardCount);
        compare(differences, "customers per shard", placement.customersPerShard, wantedPlacement.customersPerShard);
        compare(differences, "seed", generation.seed, wantedGeneration.seed);
        compare(differences, "items", generation.items, wantedGeneration.items);
        compare(differences, "orders per customer", generation.ordersPerCustomer, wantedGeneration.ordersPerCustomer);
        compare(differences, "data version", generation.dataVersion, wantedGeneration.dataVersion);
        return differences;
    }

    private static void compare(List<String> differences, String what, long found, long wanted) {
        if (found != wanted) {
            differences.add(what + " " + found + " (this run: " + wanted + ")");
        }
    }

    /** The shard's record, if it has one: empty for a new database or an unfinished load. */
    public static Optional<LoadMetadata> read(Connection connection) throws SQLException {
        if (!tableExists(connection)) {
            return Optional.empty();
        }
        try (PreparedStatement select = connection.prepareStatement("SELECT " + COLUMNS + " FROM " + TABLE);
             ResultSet rows = select.executeQuery()) {
            Optional<LoadMetadata> found = Optional.empty();
            if (rows.next()) {
                found = Optional.of(new LoadMetadata(new Placement(rows.getInt(1), rows.getInt(2), rows.getLong(3)),
                        new Generation(rows.getInt(4), rows.getInt(5), rows.getLong(6), rows.getInt(7)),
                        rows.getObject(8, LocalDateTime.class)));
            }
            connection.commit();
            return found;
        }
    }

    /** Records this as the shard's load, and commits. */
    public void write(Connection connection) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO " + TABLE + " (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setInt(1, placement.shardIndex);
            insert.setInt(2, placement.shardCount);
            insert.setLong(3, placement.customersPerShard);
            insert.setInt(4, generation.items);
            insert.setInt(5, generation.ordersPerCustomer);
            insert.setLong(6, generation.seed);
            insert.setInt(7, generation.dataVersion);
            insert.setObject(8, loadedAt);
            insert.executeUpdate();
        }
        connection.commit();
    }

    private static boolean tableExists(Connection connection) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        try (ResultSet tables = metaData.getTables(connection.getCatalog(), null, null, new String[] {"TABLE"})) {
            while (tables.next()) {
                if (TABLE.equalsIgnoreCase(tables.getString("TABLE_NAME"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Where a shard sits in its data set.
     *
     * @param shardIndex        the shard's index
     * @param shardCount        the shards of the data set
     * @param customersPerShard the customers each shard owns
     */
    public record Placement(int shardIndex, int shardCount, long customersPerShard) {
    }

    /**
     * How a shard's rows were generated.
     *
     * @param items             items in the catalogue
     * @param ordersPerCustomer orders loaded per customer
     * @param seed              the seed every generated value derives from
     * @param dataVersion       the generator's version ({@link DataSpec#DATA_VERSION})
     */
    public record Generation(int items, int ordersPerCustomer, long seed, int dataVersion) {
    }
}
