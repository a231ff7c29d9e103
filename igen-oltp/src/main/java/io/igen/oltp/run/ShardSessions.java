package io.igen.oltp.run;

import io.igen.core.result.StepTimes;
import io.igen.oltp.dialect.Conflict;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A level's sessions on one shard: one per load thread that serves the shard, shared by the clients that thread
 * serves. On a server each client has a thread, so a session of its own; an embedded shard's clients share its
 * threads ({@link io.igen.core.workload.Partitioning#threadsPerPartition}), client j of the shard the j mod k-th of its k
 * threads, and share that thread's session, the database running as many sessions at once as it runs transactions.
 *
 * <p>Why share: a load thread serving 2 or 4 clients on sessions of their own moved from session to session on every
 * transaction, and the driver's CPU per transaction rose from 0.054 ms at one client a thread to 0.073 ms; on one
 * session per thread it is 7-13 % below the one-client level (lab note 2026-11-25-verdicts-oltp, 2 cores). A
 * transaction commits before the thread starts the next, so a session carries nothing from one client's transaction
 * to another's.
 *
 * <p>Why by the client's place and made when the client is: a session found through a thread-local and connected at
 * its first transaction was null on every new thread's first call, a path the JIT had never seen taken by the time it
 * compiled the loop in priming (the first calls ran interpreted); taking it at the next level's start threw the
 * compiled loop away (JDK 17 LogCompilation: null_check in the session lookup, unstable_if in the first connect) and
 * that level warmed up 10-20 s longer while it was compiled again under full load.
 */
public final class ShardSessions {

    private final Connections connections;
    private final Dialect dialect;
    private final int threads;
    private final Isolation isolation;
    private final boolean connectPerTransaction;
    private final List<Session> opened = new ArrayList<>();
    private int clients;
    /** The shard gave a session no connection as it was made: the level's later sessions do not ask at creation. */
    private boolean gaveNone;

    /** Where a session takes its connections: the shard's pool, or the database itself (pgbench {@code -C}). */
    @FunctionalInterface
    interface Connections {
        /** A connection with auto-commit off. */
        Connection take() throws SQLException;
    }

    /**
     * @param threads      the load threads serving the shard's clients, each client j the j mod threads-th; 0 for a
     *                     thread per client
     * @param transactions the isolation level each connection is set to (none: as the database gives it), and whether
     *                     each transaction has a connection of its own, given back when it ends
     */
    ShardSessions(Connections connections, Dialect dialect, int threads, TransactionSettings transactions) {
        this.connections = connections;
        this.dialect = dialect;
        this.threads = threads;
        this.isolation = transactions.isolation();
        this.connectPerTransaction = transactions.connectPerTransaction();
    }

    /** The times of the statements of the transactions the shard's sessions committed in the window. */
    StepTimes statementTimes() {
        StepTimes all = new StepTimes(OrderEntryTransaction.STEPS);
        opened.forEach(session -> all.add(session.statementTimes));
        return all;
    }

    /**
     * The session of the shard's next client, in the order the level makes its clients: its thread's, made and
     * connected now, on the controlling thread, when the thread has none yet. A shard that gives no connection now
     * (its server is down, or allows fewer connections than the level has clients) leaves it to the client's first
     * transaction to try again, and fail as an error of its level; so do the level's later sessions on the shard,
     * without asking: each ask waits the pool's connection timeout on the controlling thread, and a level of 150
     * clients a shard on a PostgreSQL of {@code max_connections} 100 spent 30 s a client before its first transaction
     * (stopped after 8 minutes; lab note 2026-11-27-capacity-model).
     */
    Session forNextClient() {
        int slot = threads == 0 ? clients : clients % threads;
        clients++;
        if (slot == opened.size()) {
            Session session = new Session();
            if (!gaveNone) {
                session.tryToConnect();
                gaveNone = session.poolGaveNone;
            }
            opened.add(session);
        }
        return opened.get(slot);
    }

    /** Gives every session's connection back to the pool. Call once the level's threads have stopped. */
    void releaseAll() {
        opened.forEach(Session::release);
        opened.clear();
    }

    /** One load thread's connection to the shard and the transaction prepared on it; used on that thread only. */
    final class Session {
        private final StepTimes statementTimes = new StepTimes(OrderEntryTransaction.STEPS);
        private Connection connection;
        private OrderEntryTransaction transaction;
        private boolean poolGaveNone;

        /**
         * The prepared transaction, taking a connection and preparing it first when there is none (when the shard gave
         * none as the session was made, and after a connection was lost).
         */
        OrderEntryTransaction prepared() throws SQLException {
            if (transaction == null) {
                connect();
            }
            return transaction;
        }

        /** A transaction ended, committed or not: with a connection a transaction, it is given back now. */
        void finished() {
            if (connectPerTransaction) {
                release();
            }
        }

        /** Records the statements' times of a transaction of the window that committed. */
        void recordSteps(long[] stampsNanos) {
            statementTimes.record(stampsNanos);
        }

        /** The conflict a failure was, if it was one ({@link Dialect#conflict}). */
        Optional<Conflict> conflict(SQLException failure) {
            return dialect.conflict(failure);
        }

        /** Whether the last failure of {@link #prepared} was for want of a connection. */
        boolean lacked(SQLException failure) {
            return poolGaveNone || dialect.connectionLost(failure);
        }

        /**
         * Whether the connection is gone, so the next transaction takes a new one from the pool: the dialect says so
         * from the failure ({@link Dialect#connectionLost}), or the connection is found closed. When it is, it is
         * released.
         */
        boolean lost(SQLException failure) {
            boolean lost = dialect.connectionLost(failure) || closed();
            if (lost) {
                release();
            }
            return lost;
        }

        private boolean closed() {
            try {
                return connection == null || connection.isClosed();
            } catch (SQLException closedCheckFailed) {
                return true;
            }
        }

        private void tryToConnect() {
            try {
                connect();
            } catch (SQLException notNow) {
                // the first transaction tries again, and counts the failure in its level
            }
        }

        private void connect() throws SQLException {
            poolGaveNone = false;
            Connection taken;
            try {
                taken = connections.take();
            } catch (SQLException e) {
                poolGaveNone = true;
                throw e;
            }
            try {
                if (isolation != null) {
                    taken.setTransactionIsolation(isolation.jdbcLevel());
                }
                transaction = new OrderEntryTransaction(taken, dialect);
                connection = taken;
            } catch (SQLException | RuntimeException e) {
                taken.close();
                throw e;
            }
        }

        private void release() {
            try (Connection held = connection; OrderEntryTransaction prepared = transaction) {
                transaction = null;
                connection = null;
            } catch (SQLException e) {
                // the connection is going back to the pool or being discarded: nothing left to do with it
            }
        }
    }
}
