package io.igen.oltp.dialect;

import io.igen.core.workload.SessionState;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * How a server tells what the work's sessions are doing right now: PostgreSQL's {@code pg_stat_activity}
 * ({@link PostgresSessions}), MySQL's and MariaDB's process list with InnoDB's transactions ({@link MySqlSessions}).
 * Sessions outside a transaction are left out: they are the pools' spare connections or between two transactions.
 */
public interface SessionSampling {

    /**
     * The work's sessions on one server, read on a connection of the sampler's own (auto-commit on, so that each read
     * is new).
     *
     * @param databases the work's databases on that server
     */
    List<SessionState> sample(Connection connection, List<String> databases) throws SQLException;
}
