package io.igen.oltp.shard;

import com.zaxxer.hikari.HikariDataSource;
import io.igen.oltp.run.TestShards;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shards' pools hold every connection a run takes before it starts, and open none while it runs: on H2 a new
 * connection runs its URL's {@code SET}s, which make every prepared statement of the shard be planned again.
 */
class ShardPoolsTest {

    @Test
    void everyConnectionIsOpenBeforeTheRunAndTakingThemAllOpensNoOther() throws Exception {
        try (ShardPools pools = TestShards.pools(TestShards.freshTemplate(), 2, 4)) {
            assertThat(pools.awaitFull(10_000)).isEmpty();
            List<Long> before = sessionIds(pools, 1);
            // 4 threads, each holding a connection for its level, and the one the check below takes
            assertThat(before).hasSize(5);

            List<Connection> level = new ArrayList<>();
            for (int thread = 0; thread < 4; thread++) {
                level.add(pools.shard(1).getConnection());
            }
            List<Long> during = sessionIds(pools, 1);
            for (Connection connection : level) {
                connection.close();
            }

            assertThat(during).isEqualTo(before);
        }
    }

    @Test
    void poolsAreFixedInSizeAndKeepTheirConnections() {
        try (ShardPools pools = TestShards.pools(TestShards.freshTemplate(), 1, 7)) {
            HikariDataSource pool = (HikariDataSource) pools.shard(0);

            assertThat(pool.getMaximumPoolSize()).isEqualTo(8);
            assertThat(pool.getMinimumIdle()).isEqualTo(pool.getMaximumPoolSize());
            assertThat(pool.getMaxLifetime()).isZero();
        }
    }

    /** The shard's sessions, as H2 lists them, seen from a connection of the pool. */
    private static List<Long> sessionIds(ShardPools pools, int shard) throws SQLException {
        try (Connection connection = pools.shard(shard).getConnection();
             Statement statement = connection.createStatement();
             ResultSet sessions = statement.executeQuery(
                     "SELECT SESSION_ID FROM INFORMATION_SCHEMA.SESSIONS ORDER BY SESSION_ID")) {
            List<Long> ids = new ArrayList<>();
            while (sessions.next()) {
                ids.add(sessions.getLong(1));
            }
            connection.commit();
            return ids;
        }
    }
}
