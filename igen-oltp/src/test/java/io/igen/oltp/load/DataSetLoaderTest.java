package io.igen.oltp.load;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.run.TestShards;
import io.igen.oltp.shard.ShardPools;
import org.junit.jupiter.api.Test;

import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DataSetLoaderTest {

    private static final int SHARDS = 3;
    private static final long CUSTOMERS = 50;

    @Test
    void loadsEveryShardWithItsCustomersTheCatalogueAndTenOrdersEach() throws Exception {
        try (ShardPools pools = TestShards.pools(TestShards.freshTemplate(), SHARDS, 1)) {
            LoadReport report = loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, false);

            assertThat(report.shardsLoaded()).isEqualTo(SHARDS);
            assertThat(report.rowsLoaded()).isEqualTo(SHARDS * (50 + 10_000 + 500));
            for (int shard = 0; shard < SHARDS; shard++) {
                assertThat(count(pools, shard, "SELECT COUNT(*), MIN(c_id), MAX(c_id) FROM customer"))
                        .isEqualTo("50," + (shard * 50 + 1) + "," + (shard * 50 + 50));
                assertThat(count(pools, shard, "SELECT COUNT(*) FROM item")).isEqualTo("10000");
                assertThat(count(pools, shard, "SELECT COUNT(*), COUNT(DISTINCT o_c_id) FROM orders")).isEqualTo("500,50");
                assertThat(count(pools, shard, "SELECT shard_index, shard_count, customers_per_shard, items, "
                        + "orders_per_customer, seed, data_version, loaded_at IS NOT NULL FROM igen_metadata"))
                        .isEqualTo(shard + ",3,50,10000,10," + TestShards.SEED + ",1,TRUE");
            }
        }
    }

    @Test
    void twoLoadsOfTheSameSpecHoldTheSameRows() throws Exception {
        try (ShardPools first = TestShards.pools(TestShards.freshTemplate(), SHARDS, 1);
             ShardPools second = TestShards.pools(TestShards.freshTemplate(), SHARDS, 1)) {
            loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(first, false);
            loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(second, false);

            for (int shard = 0; shard < SHARDS; shard++) {
                assertThat(digest(second, shard)).isEqualTo(digest(first, shard));
            }
            assertThat(digest(first, 0)).isNotEqualTo(digest(first, 1));
        }
    }

    @Test
    void aSecondRunReusesMatchingDataAndReloadsOnRequest() throws Exception {
        String template = TestShards.freshTemplate();
        try (ShardPools pools = TestShards.pools(template, SHARDS, 1)) {
            loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, false);
            String before = digest(pools, 2);

            LoadReport again = loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, false);
            assertThat(again.shardsLoaded()).isZero();
            assertThat(again.shardsReused()).isEqualTo(SHARDS);
            assertThat(digest(pools, 2)).isEqualTo(before);

            LoadReport reloaded = loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, true);
            assertThat(reloaded.shardsLoaded()).isEqualTo(SHARDS);
            assertThat(digest(pools, 2)).isEqualTo(before);
        }
    }

    @Test
    void anUnfinishedShardIsLoadedAgain() throws Exception {
        try (ShardPools pools = TestShards.pools(TestShards.freshTemplate(), SHARDS, 1)) {
            loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, false);
            execute(pools, 1, "DELETE FROM igen_metadata");

            LoadReport report = loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, false);

            assertThat(report.shardsLoaded()).isEqualTo(1);
            assertThat(report.shardsReused()).isEqualTo(2);
        }
    }

    @Test
    void aDifferentDataSetIsRefusedSayingWhatDiffersUnlessReloaded() throws Exception {
        try (ShardPools pools = TestShards.pools(TestShards.freshTemplate(), SHARDS, 1)) {
            loader(TestShards.spec(SHARDS, CUSTOMERS)).prepare(pools, false);

            assertThatThrownBy(() -> loader(TestShards.spec(SHARDS, 60)).prepare(pools, false))
                    .isInstanceOf(BadConfigurationException.class)
                    .hasMessageContaining("shards 0..2 hold customers per shard 50 (this run: 60)")
                    .hasMessageContaining("--reload");

            LoadReport report = loader(TestShards.spec(SHARDS, 60)).prepare(pools, true);
            assertThat(report.shardsLoaded()).isEqualTo(SHARDS);
            assertThat(count(pools, 1, "SELECT COUNT(*) FROM customer")).isEqualTo("60");
        }
    }

    @Test
    void mismatchesNameTheShardsCompactly() {
        assertThat(DataSetSurvey.holding(java.util.List.of(3))).isEqualTo("shard 3 holds ");
        assertThat(DataSetSurvey.holding(java.util.List.of(0, 1, 2))).isEqualTo("shards 0..2 hold ");
        assertThat(DataSetSurvey.holding(java.util.List.of(1, 4))).isEqualTo("shards 1, 4 hold ");
    }

    private static DataSetLoader loader(DataSpec spec) {
        return new DataSetLoader(new ShardLoader(TestShards.H2, SchemaScript.of(TestShards.H2), spec), spec, 2, null);
    }

    private static String count(ShardPools pools, int shard, String sql) throws SQLException {
        try (Connection connection = pools.shard(shard).getConnection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            StringBuilder values = new StringBuilder();
            for (int column = 1; column <= rows.getMetaData().getColumnCount(); column++) {
                values.append(column == 1 ? "" : ",").append(rows.getString(column));
            }
            connection.commit();
            return values.toString();
        }
    }

    private static void execute(ShardPools pools, int shard, String sql) throws SQLException {
        try (Connection connection = pools.shard(shard).getConnection(); Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
            connection.commit();
        }
    }

    /** A digest of every row of the shard's data tables, in key order. */
    static String digest(ShardPools pools, int shard) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (Connection connection = pools.shard(shard).getConnection(); Statement statement = connection.createStatement()) {
            for (String sql : new String[] {"SELECT * FROM customer ORDER BY c_id", "SELECT * FROM item ORDER BY i_id",
                    "SELECT * FROM orders ORDER BY o_id"}) {
                try (ResultSet rows = statement.executeQuery(sql)) {
                    int columns = rows.getMetaData().getColumnCount();
                    while (rows.next()) {
                        for (int column = 1; column <= columns; column++) {
                            digest.update((rows.getString(column) + "|").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                        }
                    }
                }
            }
            connection.commit();
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
