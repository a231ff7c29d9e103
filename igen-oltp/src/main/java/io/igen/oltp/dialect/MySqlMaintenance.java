package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * MySQL/MariaDB: waits until InnoDB's purge has removed the old row versions the deletes left (the history list), then
 * flushes {@code orders}' dirty pages ({@code FLUSH TABLES orders FOR EXPORT}, released at once), as HammerDB's purge
 * option. MariaDB 10.5+ waits for purge itself ({@code SET GLOBAL innodb_max_purge_lag_wait = 0}); elsewhere the
 * history list length is read until it reaches zero or stops falling.
 */
final class MySqlMaintenance implements Maintenance {

    private static final String HISTORY_LIST =
            "SELECT count FROM information_schema.INNODB_METRICS WHERE name = 'trx_rseg_history_len'";
    /** How long purge may take before the window opens anyway (and the history list at its start says so). */
    private static final long PURGE_LIMIT_MILLIS = 60_000;
    private static final long POLL_MILLIS = 200;
    /** Readings in a row without a fall after which purge is taken as done as far as it will go. */
    private static final int STALLED_READINGS = 5;

    @Override
    public String describe() {
        return "purge wait, FLUSH TABLES orders FOR EXPORT";
    }

    @Override
    public List<String> run(Connection connection) throws SQLException {
        List<String> notDone = new ArrayList<>();
        connection.setAutoCommit(true);
        try (Statement statement = connection.createStatement()) {
            try {
                statement.execute("SET GLOBAL innodb_max_purge_lag_wait = 0");
            } catch (SQLException unknownOrRefused) {
                waitForPurge(statement).ifPresent(notDone::add);
            }
            try {
                statement.execute("FLUSH TABLES orders FOR EXPORT");
                statement.execute("UNLOCK TABLES");
            } catch (SQLException refused) {
                notDone.add("FLUSH TABLES refused: " + SqlStates.firstLine(refused));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            notDone.add("purge wait interrupted");
        } finally {
            connection.setAutoCommit(false);
        }
        return notDone;
    }

    /** Reads the history list length until it is 0 or stops falling; says why when purge did not finish. */
    private static Optional<String> waitForPurge(Statement statement) throws InterruptedException {
        long deadline = System.currentTimeMillis() + PURGE_LIMIT_MILLIS;
        long lowest = Long.MAX_VALUE;
        int stalled = 0;
        try {
            while (System.currentTimeMillis() < deadline) {
                long length;
                try (ResultSet rows = statement.executeQuery(HISTORY_LIST)) {
                    if (!rows.next()) {
                        return Optional.of("purge not waited for: the server does not tell its history list");
                    }
                    length = rows.getLong(1);
                }
                if (length == 0) {
                    return Optional.empty();
                }
                if (length < lowest) {
                    lowest = length;
                    stalled = 0;
                } else if (++stalled >= STALLED_READINGS) {
                    return Optional.empty();
                }
                Thread.sleep(POLL_MILLIS);
            }
            return Optional.of("purge not finished after " + PURGE_LIMIT_MILLIS / 1000 + " s");
        } catch (SQLException refused) {
            return Optional.of("purge not waited for: " + SqlStates.firstLine(refused));
        }
    }
}
