package io.igen.oltp.dialect;

import io.igen.core.workload.Combination;
import org.postgresql.PGConnection;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * PostgreSQL through the PostgreSQL JDBC driver: {@code LIMIT n}, an identity column for the order id,
 * and loading through {@code COPY ... FROM STDIN} (the driver's CopyManager). Statements the workload
 * prepares become server-side prepared statements after the driver's prepare threshold (5 uses), as
 * with {@code pgbench -M prepared}. Besides the standard SQLState classes, PostgreSQL ends sessions with class 57
 * (operator intervention: shutdown, terminated backend) and names a missing database {@code 3D000}.
 */
public final class PostgresDialect implements Dialect {

    /**
     * The {@code application_name} of this driver process's connections, so that its sessions can be told from
     * others' in {@code pg_stat_activity}, even with several drivers on one server.
     */
    static final String APPLICATION_NAME = "igen-oltp-" + ProcessHandle.current().pid();

    @Override
    public Database database() {
        return Database.POSTGRESQL;
    }

    @Override
    public String driverClassName() {
        return "org.postgresql.Driver";
    }

    /** A database per shard on the local server: {@code igen0}, {@code igen1}, ... (create them first). */
    @Override
    public String defaultUrlTemplate() {
        return "jdbc:postgresql://127.0.0.1:5432/igen{shard}";
    }

    @Override
    public String rowLimit(int rows) {
        return "LIMIT " + rows;
    }

    /** Names every connection, so the session sampler finds this driver's sessions. */
    @Override
    public List<String> afterLoad() {
        return List.of("ANALYZE customer, item, orders");
    }

    @Override
    public Map<String, String> driverProperties() {
        return Map.of("ApplicationName", APPLICATION_NAME);
    }

    @Override
    public Optional<SessionSampling> sessionSampling() {
        return Optional.of(new PostgresSessions());
    }

    @Override
    public boolean countsCheckpoints() {
        return true;
    }

    @Override
    public String product() {
        return "PostgreSQL";
    }

    /**
     * {@code shared_buffers}, {@code synchronous_commit}, {@code fsync}, and what decides how dead rows and dirty buffers
     * are cleaned up: autovacuum and its thresholds, the checkpoint interval and WAL size; each by {@code SHOW}.
     */
    @Override
    public List<KeySetting> keySettings() {
        return Stream.of("shared_buffers", "synchronous_commit", "fsync", "autovacuum", "autovacuum_naptime",
                        "autovacuum_vacuum_scale_factor", "autovacuum_vacuum_threshold", "checkpoint_timeout",
                        "max_wal_size")
                .map(name -> new KeySetting(name, "SHOW " + name)).toList();
    }

    /** Autovacuum off: nothing but iGen's own maintenance removes the dead rows the transaction's deletes leave. */
    @Override
    public List<String> settingWarnings(Map<String, String> settings) {
        return "off".equals(settings.get("autovacuum"))
                ? List.of("autovacuum is off: the dead rows every transaction's DELETE leaves pile up run after run "
                        + "unless they are vacuumed (--maintenance window, the default, vacuums before every window)")
                : List.of();
    }

    @Override
    public Maintenance maintenance() {
        return new PostgresMaintenance();
    }

    /**
     * Of {@code orders}: live and dead rows, table and index bytes, autovacuum runs; of the server: checkpoints and
     * buffers written (by checkpoints, the background writer and backends), from the statistics views, which lag the
     * server by up to a second.
     */
    @Override
    public List<StateReading> stateReadings() {
        String orders = " FROM pg_stat_user_tables WHERE relname = 'orders' AND schemaname = current_schema()";
        return List.of(
                StateReading.gauge("liveRows", "rows", Combination.SUM, "SELECT n_live_tup" + orders),
                StateReading.gauge("deadRows", "rows", Combination.SUM, "SELECT n_dead_tup" + orders),
                StateReading.gauge("ordersBytes", "bytes", Combination.SUM, "SELECT pg_table_size('orders')"),
                StateReading.gauge("ordersIndexBytes", "bytes", Combination.SUM, "SELECT pg_indexes_size('orders')"),
                StateReading.counter("autovacuums", "runs", Combination.SUM, "SELECT autovacuum_count" + orders),
                StateReading.counter("checkpoints", "checkpoints", Combination.MAX,
                        "SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter"),
                StateReading.counter("buffersWritten", "buffers", Combination.MAX,
                        "SELECT buffers_checkpoint + buffers_clean + buffers_backend FROM pg_stat_bgwriter"));
    }

    /** Also class 57: the server shut down ({@code 57P01}..{@code 57P03}) or terminated the session. */
    @Override
    public boolean connectionLost(SQLException failure) {
        return Dialect.super.connectionLost(failure) || SqlStates.inClass(failure, "57");
    }

    /** A refused password is {@code 28P01} (class 28), or said in the message when the state is missing. */
    @Override
    public ConnectRefusal connectRefusal(Throwable failure) {
        if (Dialect.super.connectRefusal(failure) == ConnectRefusal.CREDENTIALS
                || SqlStates.says(failure, "password authentication failed")) {
            return ConnectRefusal.CREDENTIALS;
        }
        return "3D000".equals(SqlStates.of(failure)) ? ConnectRefusal.UNKNOWN_DATABASE : ConnectRefusal.OTHER;
    }

    @Override
    public RowWriter rowWriter(Connection connection, TableShape table) throws SQLException {
        return new CopyWriter(connection.unwrap(PGConnection.class).getCopyAPI(), connection, table);
    }

    /** PostgreSQL's levels (its documentation, "Transaction Isolation"); read committed is its default. */
    @Override
    public String isolationMeaning(Isolation isolation) {
        return switch (isolation) {
            case READ_COMMITTED -> "each statement sees the rows committed before it began; an update waits for a "
                    + "concurrent writer of its row, then re-reads it";
            case REPEATABLE_READ -> "snapshot isolation: the transaction sees one snapshot; updating a row a "
                    + "concurrent transaction changed fails with 40001";
            case SERIALIZABLE -> "serializable snapshot isolation (SSI): snapshot isolation, and read/write "
                    + "dependencies that could not be serial fail with 40001";
        };
    }

    @Override
    public Isolation defaultIsolation() {
        return Isolation.READ_COMMITTED;
    }
}
