package io.igen.oltp.dialect;

import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The work's sessions in MySQL's and MariaDB's process list, joined with InnoDB's open transactions: the connections
 * to the work's databases (other than the sampler's own) that run a statement or hold a transaction. A transaction in
 * {@code LOCK WAIT}, or a thread whose state names a lock (a table's metadata lock), waits for a lock; a thread
 * committing or flushing (InnoDB's "waiting for handler commit") waits for storage; one that sleeps inside a
 * transaction waits for the driver; one that runs a statement counts as on a CPU, since the process list does not
 * tell a page read from work (performance_schema's wait events would, and are off by default in MariaDB). A user
 * without the PROCESS privilege may not read InnoDB's transactions: then the threads alone are classed.
 */
final class MySqlSessions implements SessionSampling {

    private static final String WITH_TRANSACTIONS = "SELECT p.COMMAND, p.STATE, t.trx_state "
            + "FROM information_schema.PROCESSLIST p LEFT JOIN information_schema.INNODB_TRX t "
            + "ON t.trx_mysql_thread_id = p.ID WHERE p.ID <> CONNECTION_ID() AND p.DB IN (";
    /**
     * Without InnoDB's transactions a sleeping thread cannot be told inside a transaction from outside one: sleeping
     * threads are left out, and Client is not measured.
     */
    private static final String THREADS_ONLY = "SELECT p.COMMAND, p.STATE, NULL FROM information_schema.PROCESSLIST p "
            + "WHERE p.ID <> CONNECTION_ID() AND p.DB IN (";

    /** Whether the server refused InnoDB's transactions to this user (no PROCESS privilege): then threads alone. */
    private volatile boolean threadsOnly;

    @Override
    public List<SessionState> sample(Connection connection, List<String> databases) throws SQLException {
        if (!threadsOnly) {
            try {
                return sample(connection, databases, WITH_TRANSACTIONS);
            } catch (SQLException refused) {
                if (!SqlStates.inClass(refused, "42")) {
                    throw refused;
                }
                threadsOnly = true;
            }
        }
        return sample(connection, databases, THREADS_ONLY);
    }

    private static List<SessionState> sample(Connection connection, List<String> databases, String select)
            throws SQLException {
        String query = select + String.join(", ", Collections.nCopies(databases.size(), "?")) + ")";
        List<SessionState> sessions = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(query)) {
            for (int i = 0; i < databases.size(); i++) {
                statement.setString(i + 1, databases.get(i));
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    SessionState session = classify(rows.getString(1), rows.getString(2), rows.getString(3));
                    if (session != null) {
                        sessions.add(session);
                    }
                }
            }
        }
        return sessions;
    }

    /**
     * A thread's class; null for one outside any transaction (sleeping between transactions, a spare connection).
     *
     * @param transactionState InnoDB's state of its transaction ({@code RUNNING}, {@code LOCK WAIT}); null without one
     */
    static SessionState classify(String command, String state, String transactionState) {
        String threadState = state == null ? "" : state;
        String lower = threadState.toLowerCase(Locale.ROOT);
        if ("LOCK WAIT".equals(transactionState)) {
            return new SessionState(WaitClass.LOCK, "Lock:row lock wait");
        }
        if (lower.contains("lock")) {
            return new SessionState(WaitClass.LOCK, "Lock:" + threadState);
        }
        if ("Sleep".equals(command)) {
            return transactionState == null ? null : new SessionState(WaitClass.CLIENT, "Client:Sleep in transaction");
        }
        if (lower.contains("commit") || lower.contains("flush")) {
            return new SessionState(WaitClass.IO, "IO:" + threadState);
        }
        return new SessionState(WaitClass.CPU, "CPU");
    }
}
