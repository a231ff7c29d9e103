package io.igen.oltp.dialect;

import org.h2.engine.Constants;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The embedded default: H2 2.x, one independent database per shard, in memory unless a directory is
 * given. Loads with JDBC batches.
 */
public final class H2Dialect implements Dialect {

    /** Rows per JDBC batch when loading. */
    static final int BATCH_ROWS = 1_000;
    /** Rows per commit when loading, so one shard's load is not one huge transaction. */
    static final int COMMIT_ROWS = 10_000;

    @Override
    public Database database() {
        return Database.H2;
    }

    @Override
    public String driverClassName() {
        return "org.h2.Driver";
    }

    /**
     * Row-lock wait before H2 gives up (H2's own default is 2 s). PostgreSQL waits without limit and MySQL
     * 50 s by default; 10 s keeps a briefly descheduled lock holder on a busy machine from counting as an
     * error while a real lock-up still shows as one (SQLState HYT00).
     */
    static final String LOCK_TIMEOUT = ";LOCK_TIMEOUT=10000";

    /** One in-memory database per shard, kept while the JVM lives. */
    @Override
    public String defaultUrlTemplate() {
        return "jdbc:h2:mem:igen-shard{shard};DB_CLOSE_DELAY=-1" + LOCK_TIMEOUT;
    }

    /**
     * A file database per shard, {@code igen-shard<k>.mv.db} in the directory. Without H2's trace file
     * ({@code TRACE_LEVEL_FILE=0}): when it cannot write {@code igen-shard<k>.trace.db}, H2 prints a stack trace
     * to standard error itself, and every error it would trace reaches us as an SQLException anyway.
     */
    @Override
    public Optional<String> fileUrlTemplate(String directory) {
        return Optional.of("jdbc:h2:file:" + directory + "/igen-shard{shard}" + LOCK_TIMEOUT + ";TRACE_LEVEL_FILE=0");
    }

    @Override
    public boolean inMemory(String jdbcUrl) {
        return jdbcUrl.regionMatches(true, 0, "jdbc:h2:mem:", 0, "jdbc:h2:mem:".length());
    }

    /** H2 deletes the files when the last connection closes, and drops whatever else is left: asked only when empty. */
    @Override
    public Optional<String> deleteEmptyDatabaseFiles() {
        return Optional.of("DROP ALL OBJECTS DELETE FILES");
    }

    @Override
    public String rowLimit(int rows) {
        return "FETCH FIRST " + rows + " ROWS ONLY";
    }

    @Override
    public String product() {
        return "H2 " + Constants.FULL_VERSION + " (embedded)";
    }

    @Override
    public RowWriter rowWriter(Connection connection, TableShape table) throws SQLException {
        return new JdbcBatchWriter(connection, table, BATCH_ROWS, COMMIT_ROWS);
    }

    /**
     * H2 names a deadlock 40001 (error code 40001, {@code DEADLOCK_1}), a lock timeout 50200 ({@code LOCK_TIMEOUT_1})
     * and a concurrent update of a row 90131 ({@code CONCURRENT_UPDATE_1}), which is its serialization failure.
     */
    @Override
    public Optional<Conflict> conflict(SQLException failure) {
        return switch (failure.getErrorCode()) {
            case 40001 -> Optional.of(Conflict.DEADLOCK);
            case 50200 -> Optional.of(Conflict.LOCK_TIMEOUT);
            case 90131 -> Optional.of(Conflict.SERIALIZATION);
            default -> Dialect.super.conflict(failure);
        };
    }

    /** H2 2.x on MVStore (its documentation, "Transaction Isolation"); read committed is its default. */
    @Override
    public String isolationMeaning(Isolation isolation) {
        return switch (isolation) {
            case READ_COMMITTED -> "H2 MVStore: each statement sees the rows committed before it began; writers of a "
                    + "row wait for each other";
            case REPEATABLE_READ -> "H2 MVStore: rows once read read the same for the rest of the transaction; new "
                    + "rows of a range may appear (phantoms)";
            case SERIALIZABLE -> "H2 MVStore: repeatable read without phantoms, as H2 documents it";
        };
    }

    @Override
    public Isolation defaultIsolation() {
        return Isolation.READ_COMMITTED;
    }
}
