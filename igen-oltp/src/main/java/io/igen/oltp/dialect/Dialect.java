package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What differs between the databases iGenOLTP drives: the driver, the default shard URLs, driver properties,
 * the row-limit syntax of the transaction's statement 4, how rows are bulk-loaded (H2 JDBC batches, PostgreSQL
 * {@code COPY}, MySQL multi-row INSERTs, each its own {@link RowWriter}), and what its failures mean (error kind,
 * lost connection, refused login). Identity columns and type names differ too, but only in the DDL's per-database
 * values ({@link #schemaDifferences()}). Everything else is standard SQL shared by all.
 *
 * <p>The failure rules start from the SQL standard's SQLState classes; a dialect adds the states and messages
 * only its server or driver uses. {@link Dialects} lists the supported dialects.
 */
public interface Dialect {

    /** The database this dialect speaks to: its names, and whether it is embedded. */
    Database database();

    /** The {@code --db} name: {@code h2}, {@code postgresql}, {@code mysql}. */
    default String name() {
        return database().label();
    }

    /** The JDBC driver class the pools load. */
    String driverClassName();

    /**
     * Where this database's DDL differs from the generic {@code schemas/ddl.sql}: the class-path resource
     * {@code schemas/ddl-<name>.properties}, giving its own values of the file's placeholders. A database that
     * takes the standard values ({@code schemas/ddl.properties}) has none. See {@link SchemaScript}.
     */
    default String schemaDifferences() {
        return "schemas/ddl-" + name() + ".properties";
    }

    /** The shard URL template used when neither {@code --url} nor a shard map is given. */
    String defaultUrlTemplate();

    /**
     * Whether the database runs inside this JVM, on the load threads themselves (H2): then how many transactions
     * run at once inside a shard is iGen's to limit ({@code --embedded-concurrency}), not a server's.
     */
    default boolean embedded() {
        return database().embedded();
    }

    /**
     * Whether the database at {@code jdbcUrl} lives in this process's memory only (H2's {@code jdbc:h2:mem:}), so that
     * what one process loads is gone when it exits.
     */
    default boolean inMemory(String jdbcUrl) {
        return false;
    }

    /**
     * The statement that deletes an emptied shard database's own files once its connections close, for a database
     * that is a file of iGen's (H2); empty for a server, whose databases are its administrator's.
     */
    default Optional<String> deleteEmptyDatabaseFiles() {
        return Optional.empty();
    }

    /**
     * The URL template of shard databases kept in files under {@code directory} ({@code --h2-dir}), so a later
     * run re-uses the data; empty for a database that lives on a server.
     */
    default Optional<String> fileUrlTemplate(String directory) {
        return Optional.empty();
    }

    /** The clause that ends a query to keep its first {@code rows} rows ({@code LIMIT 5}, {@code FETCH FIRST ...}). */
    String rowLimit(int rows);

    /** The database product (H2 with its embedded version); each shard's server version is read when it opens. */
    String product();

    /**
     * The server settings each shard's result records beside its version: the ones that change what a transaction
     * costs (cache size, what a commit waits for). None by default; a setting the server will not tell is left out.
     */
    default List<KeySetting> keySettings() {
        return List.of();
    }

    /**
     * Warnings about key settings ({@link #keySettings()}, as read from a server) that make runs drift: PostgreSQL's
     * autovacuum off. None by default.
     */
    default List<String> settingWarnings(Map<String, String> settings) {
        return List.of();
    }

    /**
     * What a freshly loaded shard runs last, so that the planner has statistics from the first transaction on, as
     * {@code pgbench -i} vacuums and analyzes its tables: without them (PostgreSQL with autovacuum off) the first run
     * on a new data set planned from guesses, pgbench at 380 transactions/s where the next runs gave 900. None by
     * default (H2).
     */
    default List<String> afterLoad() {
        return List.of();
    }

    /** What brings a shard back to a known state before a window ({@link Maintenance}); none by default (H2). */
    default Maintenance maintenance() {
        return Maintenance.NONE;
    }

    /**
     * The figures of a shard's database state recorded at each window's start and end ({@link StateReading}); none by
     * default. A figure the server will not tell is left out.
     */
    default List<StateReading> stateReadings() {
        return List.of();
    }

    /**
     * How the server tells what the work's sessions are doing, for each level's wait breakdown; none by default
     * (H2 runs on the load threads themselves: their CPU is the driver's).
     */
    default Optional<SessionSampling> sessionSampling() {
        return Optional.empty();
    }

    /**
     * Whether the server counts its checkpoints where {@link io.igen.oltp.state.CheckpointWatch} reads them
     * (PostgreSQL), so that each level's tail can name them; not by default.
     */
    default boolean countsCheckpoints() {
        return false;
    }

    /** Driver properties every connection gets, beside the URL's own. */
    default Map<String, String> driverProperties() {
        return Map.of();
    }

    /**
     * A writer that bulk-loads rows into a table over the connection (auto-commit off); it commits as it goes.
     */
    RowWriter rowWriter(Connection connection, TableShape table) throws SQLException;

    /**
     * The kind a failed transaction counts under: the class of its SQLState ({@code SQLState 40}: rollback or
     * deadlock, {@code SQLState 08}: connection, {@code SQLState unknown} without one), or the exception's class
     * for a failure that is not SQL.
     */
    default String errorKind(Exception failure) {
        if (failure instanceof SQLException) {
            String stateClass = SqlStates.classOf(failure);
            return "SQLState " + (stateClass == null ? "unknown" : stateClass);
        }
        return failure.getClass().getSimpleName();
    }

    /**
     * Whether a failed statement means its connection is gone, so the next transaction must take a new one from
     * the pool: SQLState class 08 (connection exception), or the driver's own verdict.
     */
    default boolean connectionLost(SQLException failure) {
        return SqlStates.inClass(failure, "08") || failure instanceof SQLRecoverableException
                || failure instanceof SQLNonTransientConnectionException;
    }

    /** Why opening a connection failed: SQLState class 28 (invalid authorization) is a refused login. */
    default ConnectRefusal connectRefusal(Throwable failure) {
        return SqlStates.inClass(failure, "28") ? ConnectRefusal.CREDENTIALS : ConnectRefusal.OTHER;
    }

    /**
     * Whether a failure is a conflict with another transaction that a retry may get past ({@code --max-tries}), and
     * of which kind; empty for every other failure. By SQLState: 40001 is a serialization failure, 40P01 a deadlock.
     */
    default Optional<Conflict> conflict(SQLException failure) {
        String state = failure.getSQLState();
        if ("40001".equals(state)) {
            return Optional.of(Conflict.SERIALIZATION);
        }
        return "40P01".equals(state) ? Optional.of(Conflict.DEADLOCK) : Optional.empty();
    }

    /** The database's behaviour at an isolation level, as the result records it beside the level's name. */
    String isolationMeaning(Isolation isolation);

    /** The level a session gets when the run asks for none: the database's default. */
    Isolation defaultIsolation();
}
