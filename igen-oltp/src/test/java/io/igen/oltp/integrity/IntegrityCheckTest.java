package io.igen.oltp.integrity;

import io.igen.oltp.run.TestShards;
import io.igen.oltp.shard.ShardPools;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

class IntegrityCheckTest {

    @Test
    void aShardThatCannotBeCountedIsAFailureAndTheOtherShardsAreStillChecked() throws SQLException {
        try (ShardPools pools = TestShards.pools(TestShards.freshTemplate(), 3, 2)) {
            for (int shard = 0; shard < 3; shard++) {
                execute(pools, shard, "CREATE TABLE orders (o_id INT)", "INSERT INTO orders VALUES (1)");
            }
            IntegrityCheck check = IntegrityCheck.before(pools);
            OrderLedger ledger = new OrderLedger(3);
            execute(pools, 0, "DROP TABLE orders");
            execute(pools, 1, "INSERT INTO orders VALUES (2)");
            ledger.committed(1, 1, 0);
            execute(pools, 2, "INSERT INTO orders VALUES (2)");

            assertThat(check.verify(pools, ledger)).hasSize(2)
                    .anySatisfy(line -> assertThat(line).startsWith("integrity check could not count the orders of shard 0: "))
                    .contains("integrity check failed on shard 2: 2 orders, expected 1 (1 before + 0 inserted - 0 deleted)");
        }
    }

    private static void execute(ShardPools pools, int shard, String... statements) throws SQLException {
        try (Connection connection = pools.shard(shard).getConnection(); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
            connection.commit();
        }
    }
}
