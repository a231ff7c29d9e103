package io.igen.history.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A history store over JDBC: embedded H2 or PostgreSQL, one connection from {@link #open} to {@link #close}; each
 * append is one transaction (a run with all its levels and launches, or nothing), so that a store shared by several
 * drivers loses nothing. Open it for as long as the work takes and no longer: an embedded file is locked while open.
 */
public final class HistoryStore implements AutoCloseable {

    /** SQLSTATE of a unique constraint violated, on H2 and PostgreSQL. */
    private static final String UNIQUE_VIOLATION = "23505";
    /** H2's error code for a database file another process has open ({@code DATABASE_ALREADY_OPEN_1}). */
    private static final int H2_FILE_IN_USE = 90020;
    private static final long BUSY_WAIT_MILLIS = 60_000;
    private static final long BUSY_RETRY_MILLIS = 200;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final StoreLocation location;
    private final Connection connection;

    private HistoryStore(StoreLocation location, Connection connection) {
        this.location = location;
        this.connection = connection;
    }

    /**
     * Opens a store and makes sure it holds this version's tables (an embedded store is created where missing).
     *
     * @param store {@code default}, a file path or a JDBC URL
     * @throws HistoryException when it cannot be reached, is not an iGen history, or was written by a newer iGen
     */
    public static HistoryStore open(String store) throws HistoryException {
        StoreLocation location = StoreLocation.of(store);
        if (location.file() != null) {
            try {
                Files.createDirectories(location.file().getParent());
            } catch (IOException e) {
                throw new HistoryException("cannot make the folder of " + location.file() + ": " + e.getMessage());
            }
        }
        Connection connection = null;
        try {
            connection = connect(location);
            connection.setAutoCommit(false);
            HistorySchema.ensure(connection, location.display());
            return new HistoryStore(location, connection);
        } catch (SQLException e) {
            closeQuietly(connection);
            throw StoreFileProblem.of(location, e).orElseGet(() -> failure(location, "cannot open", e));
        } catch (HistoryException e) {
            closeQuietly(connection);
            throw e;
        }
    }

    /**
     * A connection; an embedded file another process holds (its run is appending) is waited for, up to
     * {@link #BUSY_WAIT_MILLIS}: an append holds it for about a second.
     */
    private static Connection connect(StoreLocation location) throws SQLException {
        long deadline = System.currentTimeMillis() + BUSY_WAIT_MILLIS;
        while (true) {
            try {
                return DriverManager.getConnection(location.url());
            } catch (SQLException e) {
                if (!location.h2() || e.getErrorCode() != H2_FILE_IN_USE
                        || System.currentTimeMillis() > deadline) {
                    throw e;
                }
                try {
                    Thread.sleep(BUSY_RETRY_MILLIS);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** Gives the connection back: an embedded file is free for another process again. */
    @Override
    public void close() {
        closeQuietly(connection);
    }

    /** After a failed statement: PostgreSQL refuses every further one in the transaction until it is rolled back. */
    private void rollbackQuietly() {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // the connection is gone: the next call says so
        }
    }

    private static void closeQuietly(Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // nothing was pending: every append committed or rolled back
            }
        }
    }

    /** What to call the store on the terminal: its file, or its URL without a password. */
    public String describe() {
        return location.display();
    }

    /** What {@link #append} did: the run's number, and whether the store held it already. */
    public record Appended(long number, boolean already) {
    }

    /**
     * Keeps a run with its levels and launches, in one transaction. A run the store holds already (the same
     * benchmark, start and run id: an import of a file kept before) is not kept twice.
     */
    public Appended append(StoredRun run) throws HistoryException {
        try {
            Long existing = find(run);
            if (existing != null) {
                return new Appended(existing, true);
            }
            try {
                long number = insert(run);
                connection.commit();
                return new Appended(number, false);
            } catch (SQLException e) {
                connection.rollback();
                if (UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    Long other = find(run);
                    if (other != null) {
                        return new Appended(other, true);
                    }
                }
                throw e;
            }
        } catch (SQLException e) {
            rollbackQuietly();
            throw failure("cannot write to", e);
        }
    }

    /**
     * Every kept run of a benchmark, oldest first (by start, then by number), read in one transaction.
     *
     * @throws HistoryException when the store cannot be read, or holds a run whose start is not a time
     */
    public List<StoredRun> runs(String benchmark) throws HistoryException {
        try {
            List<StoredRun> runs = StoredRuns.read(connection, benchmark, location.display());
            connection.commit();
            return runs;
        } catch (SQLException | JsonProcessingException e) {
            rollbackQuietly();
            throw failure("cannot read", e);
        } catch (HistoryException e) {
            rollbackQuietly();
            throw e;
        }
    }

    /** The runs of a benchmark grouped into series (the same work), each oldest first; the newest series first. */
    public List<Series> series(String benchmark) throws HistoryException {
        Map<String, List<StoredRun>> bySeries = new LinkedHashMap<>();
        for (StoredRun run : runs(benchmark)) {
            bySeries.computeIfAbsent(run.series(), id -> new ArrayList<>()).add(run);
        }
        List<Series> series = new ArrayList<>();
        bySeries.forEach((id, runs) -> series.add(new Series(id, runs)));
        series.sort(Comparator.comparing((Series one) -> one.runs().get(one.runs().size() - 1).started())
                .reversed());
        return series;
    }

    private Long find(StoredRun run) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select id from igen_run where benchmark = ? and started_at = ? and run_name = ?")) {
            select.setString(1, run.benchmark());
            select.setString(2, run.startedAt());
            select.setString(3, run.runName() == null ? "" : run.runName());
            try (ResultSet rows = select.executeQuery()) {
                Long id = rows.next() ? rows.getLong(1) : null;
                connection.commit();
                return id;
            }
        }
    }

    private long insert(StoredRun run) throws SQLException {
        long id;
        try (PreparedStatement insert = connection.prepareStatement("insert into igen_run (benchmark, operation, "
                + "started_at, run_name, series, work, circumstances, result_file, kept_at) values (?, ?, ?, ?, ?, ?, "
                + "?, ?, ?)", new String[] {"id"})) {
            insert.setString(1, run.benchmark());
            insert.setString(2, run.operation());
            insert.setString(3, run.startedAt());
            insert.setString(4, run.runName() == null ? "" : run.runName());
            insert.setString(5, run.series());
            insert.setString(6, json(run.work()));
            insert.setString(7, json(run.circumstances()));
            insert.setString(8, run.resultFile() == null ? "" : run.resultFile());
            insert.setString(9, Instant.now().toString());
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        try (PreparedStatement level = connection.prepareStatement("insert into igen_level (run_key, level, threads, "
                + "throughput, mean_ms) values (?, ?, ?, ?, ?)");
             PreparedStatement launch = connection.prepareStatement("insert into igen_launch (run_key, level, launch, "
                     + "throughput, mean_ms) values (?, ?, ?, ?, ?)")) {
            for (StoredLevel stored : run.levels()) {
                level.setLong(1, id);
                level.setInt(2, stored.level());
                level.setInt(3, stored.threads());
                level.setDouble(4, stored.throughput());
                setNullable(level, 5, stored.meanMs());
                level.addBatch();
                for (int i = 0; i < stored.launches().size(); i++) {
                    launch.setLong(1, id);
                    launch.setInt(2, stored.level());
                    launch.setInt(3, i + 1);
                    launch.setDouble(4, stored.launches().get(i).throughput());
                    setNullable(launch, 5, stored.launches().get(i).meanMs());
                    launch.addBatch();
                }
            }
            level.executeBatch();
            launch.executeBatch();
        }
        return id;
    }

    private HistoryException failure(String what, Exception e) {
        return failure(location, what, e);
    }

    private static HistoryException failure(StoreLocation location, String what, Exception e) {
        String message = String.valueOf(e.getMessage());
        int newline = message.indexOf('\n');
        message = StoreLocation.withoutPassword(newline < 0 ? message : message.substring(0, newline));
        String advice = location.file() != null ? "; if the file is damaged, move it away (a new one is made) or name "
                + "another store with --history" : "; check the URL, the server and the user's rights, or name "
                + "another store with --history";
        return new HistoryException(what + " the history store " + location.display() + ": " + message + advice);
    }

    private static String json(Map<String, String> map) throws SQLException {
        try {
            return JSON.writeValueAsString(new TreeMap<>(map));
        } catch (JsonProcessingException e) {
            throw new SQLException("cannot write settings as JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static void setNullable(PreparedStatement statement, int index, double value) throws SQLException {
        if (Double.isNaN(value)) {
            statement.setNull(index, Types.DOUBLE);
        } else {
            statement.setDouble(index, value);
        }
    }
}
