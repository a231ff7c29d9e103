package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL: {@code VACUUM (ANALYZE) orders}, then {@code CHECKPOINT}, as HammerDB's "vacuum when complete" and
 * pgbench before a run. VACUUM makes the dead rows' space reusable, so {@code orders} keeps its size; ANALYZE keeps the
 * planner's statistics current; CHECKPOINT writes the dirty buffers so the window does not pay for the warm-up's. Only
 * {@code orders} changes: the transaction inserts and deletes there and nowhere else.
 */
final class PostgresMaintenance implements Maintenance {

    @Override
    public String describe() {
        return "VACUUM (ANALYZE) orders, CHECKPOINT";
    }

    /** A backend that goes idle sends its pending statistics within PGSTAT_MIN_INTERVAL, a second. */
    @Override
    public long settleMillis() {
        return 1_100;
    }

    /** CHECKPOINT needs a superuser (or pg_checkpoint): without one, it is reported and the vacuum still counts. */
    @Override
    public List<String> run(Connection connection) throws SQLException {
        List<String> notDone = new ArrayList<>();
        connection.setAutoCommit(true);
        try (Statement statement = connection.createStatement()) {
            statement.execute("VACUUM (ANALYZE) orders");
            try {
                statement.execute("CHECKPOINT");
            } catch (SQLException refused) {
                notDone.add("CHECKPOINT refused: " + SqlStates.firstLine(refused));
            }
        } finally {
            connection.setAutoCommit(false);
        }
        return notDone;
    }
}
