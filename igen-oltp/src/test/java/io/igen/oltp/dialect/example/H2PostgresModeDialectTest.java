package io.igen.oltp.dialect.example;

import io.igen.core.example.ContributingRecipe;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.load.DataSetLoader;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.load.ShardLoader;
import io.igen.oltp.run.TestShards;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.txn.OrderEntryTransaction;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDateTime;

import static org.assertj.core.api.Assertions.assertThat;

/** CONTRIBUTING's dialect recipe, as shown there, loads a shard and runs the transaction. */
class H2PostgresModeDialectTest {

    private final Dialect dialect = new H2PostgresModeDialect();

    @Test
    void isTheClassContributingShows() throws Exception {
        assertThat(ContributingRecipe.javaBlocks())
                .contains(ContributingRecipe.shownPartOf("../igen-oltp/src/test/java/io/igen/oltp/dialect/example/"
                        + "H2PostgresModeDialect.java"));
    }

    @Test
    void loadsAShardAndRunsTheTransactionInPostgresMode() throws Exception {
        DataSpec spec = TestShards.spec(1, 20);
        String template = dialect.defaultUrlTemplate().replace("pg-mode-shard", "pg-mode-" + System.nanoTime() + "-");
        try (ShardPools pools = ShardPools.open(TestShards.targets(template, 1), dialect, new int[] {2})) {
            new DataSetLoader(new ShardLoader(dialect, SchemaScript.of(dialect), spec), spec, 1, null)
                    .prepare(pools, false);
            try (Connection connection = pools.shard(0).getConnection();
                 OrderEntryTransaction transaction = new OrderEntryTransaction(connection, dialect)) {
                long ordersBefore = orders(connection);

                OrderEntryTransaction.Outcome outcome =
                        transaction.execute(7, 123, 3, LocalDateTime.of(2026, 11, 27, 10, 0));

                assertThat(outcome).isEqualTo(new OrderEntryTransaction.Outcome(1, 1));
                assertThat(orders(connection)).isEqualTo(ordersBefore).isEqualTo(20L * DataSpec.ORDERS_PER_CUSTOMER);
                assertThat(mode(connection)).isEqualTo("PostgreSQL");
            }
        }
    }

    private static long orders(Connection connection) throws Exception {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM orders")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static String mode(Connection connection) throws Exception {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'MODE'")) {
            rows.next();
            return rows.getString(1);
        }
    }
}
