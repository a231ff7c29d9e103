package io.igen.oltp.dialect;

import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The work's sessions in {@code pg_stat_activity}: those of this driver process (its connections carry
 * {@link PostgresDialect#APPLICATION_NAME}) on the work's databases, active or inside a transaction. A session
 * running with no wait event is on a CPU (or waiting for one); {@code Lock} is a heavyweight lock (a row's
 * transaction, a table), {@code IO} a data file or the WAL, {@code Client} the driver's next statement; the rest
 * ({@code LWLock}, {@code IPC}, {@code Timeout}, ...) is other.
 */
final class PostgresSessions implements SessionSampling {

    private static final String QUERY = "SELECT state, wait_event_type, wait_event FROM pg_stat_activity "
            + "WHERE application_name = ? AND pid <> pg_backend_pid() AND datname = ANY (?) "
            + "AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)')";

    @Override
    public List<SessionState> sample(Connection connection, List<String> databases) throws SQLException {
        List<SessionState> sessions = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(QUERY)) {
            Array names = connection.createArrayOf("text", databases.toArray());
            statement.setString(1, PostgresDialect.APPLICATION_NAME);
            statement.setArray(2, names);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    sessions.add(classify(rows.getString(2), rows.getString(3)));
                }
            }
        }
        return sessions;
    }

    /** A session's class from its wait event type and name (both null when it waits for nothing). */
    static SessionState classify(String waitEventType, String waitEvent) {
        if (waitEventType == null) {
            return new SessionState(WaitClass.CPU, "CPU");
        }
        WaitClass waitClass = switch (waitEventType) {
            case "Lock" -> WaitClass.LOCK;
            case "IO" -> WaitClass.IO;
            case "Client" -> WaitClass.CLIENT;
            default -> WaitClass.OTHER;
        };
        return new SessionState(waitClass, waitEventType + ":" + waitEvent);
    }
}
