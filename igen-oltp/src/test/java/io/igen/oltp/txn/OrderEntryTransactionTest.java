package io.igen.oltp.txn;

import io.igen.oltp.load.DataGenerator;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.run.LoadedShard;
import io.igen.oltp.run.TestShards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OrderEntryTransactionTest {

    private static final LocalDateTime NOW = LocalDateTime.of(2026, 11, 21, 10, 0);
    @RegisterExtension
    static final LoadedShard SHARD = new LoadedShard(20, 4);

    @Test
    void putsOneOrderInAndTakesTheCustomersOldestOut() throws SQLException {
        try (Connection connection = SHARD.connection();
             OrderEntryTransaction transaction = new OrderEntryTransaction(connection, TestShards.H2)) {
            List<Long> before = orderIds(connection, 7);

            OrderEntryTransaction.Outcome outcome = transaction.execute(7, 123, 3, NOW);

            List<Long> after = orderIds(connection, 7);
            assertThat(outcome).isEqualTo(new OrderEntryTransaction.Outcome(1, 1));
            assertThat(before).hasSize(DataSpec.ORDERS_PER_CUSTOMER);
            assertThat(after).hasSize(DataSpec.ORDERS_PER_CUSTOMER)
                    .doesNotContain(before.get(0))
                    .containsAll(before.subList(1, before.size()));
            long newest = after.get(after.size() - 1);
            assertThat(newest).isGreaterThan(before.get(before.size() - 1));
            assertThat(order(connection, newest)).isEqualTo(
                    "7,123,3," + new DataGenerator(TestShards.SEED).itemPrice(123).multiply(BigDecimal.valueOf(3)) + ",N," + NOW);
            assertThat(transaction.checksum()).isNotZero();
        }
    }

    @Test
    void aDeleteThatLosesTheRaceForTheOldestOrderDeletesNothingAndStillCommits() throws Exception {
        try (Connection rival = SHARD.connection();
             Connection connection = SHARD.connection();
             OrderEntryTransaction transaction = new OrderEntryTransaction(connection, TestShards.H2)) {
            long oldest = orderIds(rival, 3).get(0);
            try (PreparedStatement delete = rival.prepareStatement("DELETE FROM orders WHERE o_id = ?")) {
                delete.setLong(1, oldest);
                assertThat(delete.executeUpdate()).isOne();
            }
            CompletableFuture<OrderEntryTransaction.Outcome> outcome = CompletableFuture.supplyAsync(() -> {
                try {
                    return transaction.execute(3, 5, 1, NOW);
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            awaitBlockedSession();
            rival.commit();

            assertThat(outcome.get(30, TimeUnit.SECONDS)).isEqualTo(new OrderEntryTransaction.Outcome(1, 0));
            assertThat(orderIds(rival, 3)).hasSize(DataSpec.ORDERS_PER_CUSTOMER).doesNotContain(oldest);
        }
    }

    /** Polls H2 until a session waits for a row lock: the transaction's DELETE is queued behind the rival. */
    private static void awaitBlockedSession() throws SQLException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        try (Connection connection = SHARD.connection();
             PreparedStatement blocked = connection.prepareStatement(
                     "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS WHERE BLOCKER_ID IS NOT NULL")) {
            while (System.nanoTime() < deadline) {
                try (ResultSet rows = blocked.executeQuery()) {
                    rows.next();
                    if (rows.getLong(1) > 0) {
                        connection.commit();
                        return;
                    }
                }
                connection.commit();
                Thread.onSpinWait();
            }
        }
        throw new AssertionError("the transaction never waited for the rival's row lock");
    }

    @Test
    void aMissingCustomerRollsBackWithNoDataSqlState() throws SQLException {
        try (Connection connection = SHARD.connection();
             OrderEntryTransaction transaction = new OrderEntryTransaction(connection, TestShards.H2)) {
            long ordersBefore = orderCount(connection);

            assertThatThrownBy(() -> transaction.execute(999, 1, 1, NOW))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("02000"))
                    .hasMessageContaining("customer 999 not found");
            assertThatThrownBy(() -> transaction.execute(8, 10_001, 1, NOW)).hasMessageContaining("item 10001 not found");

            assertThat(orderCount(connection)).isEqualTo(ordersBefore);
        }
    }

    @Test
    void refusesAnAutoCommitConnection() throws SQLException {
        try (Connection connection = SHARD.connection()) {
            connection.setAutoCommit(true);
            assertThatThrownBy(() -> new OrderEntryTransaction(connection, TestShards.H2))
                    .hasMessageContaining("auto-commit off");
            connection.setAutoCommit(false);
        }
    }

    private static List<Long> orderIds(Connection connection, long customer) throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT o_id FROM orders WHERE o_c_id = ? ORDER BY o_id")) {
            select.setLong(1, customer);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    ids.add(rows.getLong(1));
                }
            }
        }
        connection.commit();
        return ids;
    }

    private static String order(Connection connection, long orderId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT o_c_id, o_i_id, o_qty, o_amount, o_status, o_date FROM orders WHERE o_id = ?")) {
            select.setLong(1, orderId);
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getLong(1) + "," + rows.getInt(2) + "," + rows.getInt(3) + "," + rows.getBigDecimal(4) + ","
                        + rows.getString(5) + "," + rows.getObject(6, LocalDateTime.class);
            } finally {
                connection.commit();
            }
        }
    }

    private static long orderCount(Connection connection) throws SQLException {
        try (PreparedStatement count = connection.prepareStatement("SELECT COUNT(*) FROM orders");
             ResultSet rows = count.executeQuery()) {
            rows.next();
            long orders = rows.getLong(1);
            connection.commit();
            return orders;
        }
    }
}
