package io.igen.oltp;

import io.igen.core.workload.Worker;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.CustomerSlice;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.SplittableRandom;
import javax.sql.DataSource;

/**
 * One client of an OLTP level: bound to one shard, it runs the order-entry transaction for
 * customers drawn uniformly from its {@link CustomerSlice} of that shard's range, on one pooled
 * connection held for the level.
 * Every committed transaction goes into the {@link OrderLedger} (warm-up included); those that started
 * in the measurement window are also counted here, for the level's per-shard figures. Every transaction, warm-up
 * included, is told to the shard's {@link ShardAvailability} with the runner's times: a commit, or a failure for want
 * of a connection (taking one from the pool failed or timed out, or the dialect says the connection was lost).
 */
public final class OltpWorker implements Worker {

    private final CustomerSlice customers;
    private final SplittableRandom random;
    private final DataSource pool;
    private final Dialect dialect;
    private final OrderLedger ledger;
    private final ShardAvailability availability;
    private Connection connection;
    /** Whether the last transaction failed for want of a connection. */
    private boolean lastLackedConnection;
    private OrderEntryTransaction transaction;
    private long measuredCommitted;
    private long measuredFailed;

    /**
     * Takes a connection from the shard's pool and prepares the transaction on it. When the shard cannot
     * give one now (its server is down), the worker starts without: each transaction first tries again,
     * and counts as an error of its level while that fails.
     */
    OltpWorker(CustomerSlice customers, SplittableRandom random, DataSource pool, Dialect dialect, OrderLedger ledger,
               ShardAvailability availability) {
        this.availability = availability;
        this.customers = customers;
        this.random = random;
        this.pool = pool;
        this.dialect = dialect;
        this.ledger = ledger;
        try {
            connect();
        } catch (SQLException e) {
            // the shard is unreachable now; execute() tries again and counts the failure in its level
        }
    }

    @Override
    public void execute() throws SQLException {
        lastLackedConnection = false;
        if (transaction == null) {
            try {
                connect();
            } catch (SQLException e) {
                lastLackedConnection |= dialect.connectionLost(e);
                throw e;
            }
        }
        long customer = customers.draw(random);
        int item = random.nextInt(1, DataSpec.ITEMS + 1);
        int quantity = random.nextInt(1, 6);
        try {
            OrderEntryTransaction.Outcome outcome = transaction.execute(customer, item, quantity, LocalDateTime.now());
            ledger.committed(customers.shard(), outcome.inserted(), outcome.deleted());
        } catch (SQLException e) {
            if (connectionLost(e)) {
                lastLackedConnection = true;
                release();
            }
            throw e;
        }
    }

    /** Tells the shard's availability of the transaction that just ended: a commit, or a lack of connection. */
    @Override
    public void timed(long startNanos, long endNanos, boolean succeeded) {
        if (succeeded) {
            availability.committed(endNanos);
        } else if (lastLackedConnection) {
            availability.connectionFailed(startNanos);
        }
    }

    @Override
    public void countLast(boolean succeeded) {
        if (succeeded) {
            measuredCommitted++;
        } else {
            measuredFailed++;
        }
    }

    public int shard() {
        return customers.shard();
    }

    /** Committed transactions that started in the measurement window. */
    public long measuredCommitted() {
        return measuredCommitted;
    }

    /** Failed transactions that started in the measurement window. */
    public long measuredFailed() {
        return measuredFailed;
    }

    /** Gives the connection back to the pool. Call once the worker's thread has stopped. */
    void release() {
        try (Connection held = connection; OrderEntryTransaction prepared = transaction) {
            transaction = null;
            connection = null;
        } catch (SQLException e) {
            // the connection is going back to the pool or being discarded: nothing left to do with it
        }
    }

    /** Takes a connection and prepares the transaction on it; when the pool gives none, the shard lacked one. */
    private void connect() throws SQLException {
        Connection opened;
        try {
            opened = pool.getConnection();
        } catch (SQLException e) {
            lastLackedConnection = true;
            throw e;
        }
        try {
            transaction = new OrderEntryTransaction(opened, dialect);
            connection = opened;
        } catch (SQLException | RuntimeException e) {
            opened.close();
            throw e;
        }
    }

    /**
     * The connection is gone, so the next transaction takes a new one from the pool: the dialect says so from the
     * failure ({@link Dialect#connectionLost}), or the connection is found closed.
     */
    private boolean connectionLost(SQLException e) {
        if (dialect.connectionLost(e)) {
            return true;
        }
        try {
            return connection == null || connection.isClosed();
        } catch (SQLException closedCheckFailed) {
            return true;
        }
    }
}
