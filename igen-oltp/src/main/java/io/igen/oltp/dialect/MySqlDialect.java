package io.igen.oltp.dialect;

import io.igen.core.workload.Combination;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * MySQL through MySQL Connector/J, which also drives MariaDB: {@code LIMIT n}, an {@code AUTO_INCREMENT}
 * order id, and loading through multi-row INSERTs ({@value #ROWS_PER_INSERT} rows per statement). A refused login
 * or a missing database is told by the server's message ({@code Access denied}, {@code Unknown database}): MySQL's
 * states for them are not specific ({@code 42000} is also a syntax error).
 */
public final class MySqlDialect implements Dialect {

    /** Rows per multi-row INSERT: about 100 KB per statement, far below the default max_allowed_packet. */
    static final int ROWS_PER_INSERT = 1_000;
    /** Rows per commit when loading. */
    static final int COMMIT_ROWS = 20_000;

    @Override
    public Database database() {
        return Database.MYSQL;
    }

    @Override
    public String driverClassName() {
        return "com.mysql.cj.jdbc.Driver";
    }

    /** A database per shard on the local server: {@code igen0}, {@code igen1}, ... (create them first). */
    @Override
    public String defaultUrlTemplate() {
        return "jdbc:mysql://127.0.0.1:3306/igen{shard}";
    }

    @Override
    public String rowLimit(int rows) {
        return "LIMIT " + rows;
    }

    @Override
    public String product() {
        return "MySQL";
    }

    /**
     * {@code innodb_buffer_pool_size} (bytes), {@code innodb_flush_log_at_trx_commit}, and what decides how fast old
     * row versions are purged and dirty pages written; each by {@code SELECT @@}.
     */
    @Override
    public List<KeySetting> keySettings() {
        return Stream.of("innodb_buffer_pool_size", "innodb_flush_log_at_trx_commit", "innodb_purge_threads",
                        "innodb_max_purge_lag", "innodb_io_capacity", "innodb_max_dirty_pages_pct",
                        "innodb_log_file_size")
                .map(name -> new KeySetting(name, "SELECT @@" + name)).toList();
    }

    @Override
    public Maintenance maintenance() {
        return new MySqlMaintenance();
    }

    /**
     * The server's history list length (old row versions purge has yet to remove) and dirty pages in the buffer pool,
     * {@code orders}' bytes (data and indexes, as InnoDB estimates them), and the server's row lock waits.
     */
    @Override
    public List<StateReading> stateReadings() {
        return List.of(
                StateReading.gauge("historyList", "row versions", Combination.MAX,
                        "SELECT count FROM information_schema.INNODB_METRICS WHERE name = 'trx_rseg_history_len'"),
                StateReading.gauge("dirtyPages", "pages", Combination.MAX,
                        "SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_pages_dirty'"),
                StateReading.gauge("ordersBytes", "bytes", Combination.SUM, "SELECT data_length + index_length "
                        + "FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_name = 'orders'"),
                StateReading.counter("rowLockWaits", "waits", Combination.MAX,
                        "SHOW GLOBAL STATUS LIKE 'Innodb_row_lock_waits'"));
    }

    /**
     * Prepared statements stay client-side (Connector/J's default); a server without TLS is accepted, and
     * a MySQL 8 server may send its RSA key for {@code caching_sha2_password} over plain connections.
     */
    @Override
    public Optional<SessionSampling> sessionSampling() {
        return Optional.of(new MySqlSessions());
    }

    @Override
    public List<String> afterLoad() {
        return List.of("ANALYZE TABLE customer, item, orders");
    }

    @Override
    public Map<String, String> driverProperties() {
        return Map.of("sslMode", "PREFERRED", "allowPublicKeyRetrieval", "true", "tcpKeepAlive", "true");
    }

    @Override
    public ConnectRefusal connectRefusal(Throwable failure) {
        if (Dialect.super.connectRefusal(failure) == ConnectRefusal.CREDENTIALS
                || SqlStates.says(failure, "Access denied")) {
            return ConnectRefusal.CREDENTIALS;
        }
        return SqlStates.says(failure, "Unknown database") ? ConnectRefusal.UNKNOWN_DATABASE : ConnectRefusal.OTHER;
    }

    @Override
    public RowWriter rowWriter(Connection connection, TableShape table) throws SQLException {
        return new MultiRowInsertWriter(connection, table, ROWS_PER_INSERT, COMMIT_ROWS);
    }

    /**
     * Error 1213 is a deadlock and 1205 a lock wait timeout, whatever SQLState the server sends with them (1213 comes
     * as 40001).
     */
    @Override
    public Optional<Conflict> conflict(SQLException failure) {
        return switch (failure.getErrorCode()) {
            case 1213 -> Optional.of(Conflict.DEADLOCK);
            case 1205 -> Optional.of(Conflict.LOCK_TIMEOUT);
            default -> Dialect.super.conflict(failure);
        };
    }

    /** InnoDB's levels (MySQL and MariaDB manuals, "Transaction Isolation Levels"); repeatable read is its default. */
    @Override
    public String isolationMeaning(Isolation isolation) {
        return switch (isolation) {
            case READ_COMMITTED -> "InnoDB: each plain read sees a fresh snapshot; writes lock only the rows they "
                    + "change (no gap locks)";
            case REPEATABLE_READ -> "InnoDB: plain reads see the transaction's first snapshot; writes and locking "
                    + "reads see the latest rows and take next-key (gap) locks; conflicts wait, deadlocks fail with 1213";
            case SERIALIZABLE -> "InnoDB: repeatable read with every plain SELECT a shared locking read, so readers "
                    + "and writers of a row wait for each other";
        };
    }

    @Override
    public Isolation defaultIsolation() {
        return Isolation.REPEATABLE_READ;
    }
}
