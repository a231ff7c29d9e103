package io.igen.oltp.run;

import io.igen.core.workload.Worker;
import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.outage.ShardAvailability;
import io.igen.oltp.shard.CustomerSlice;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.SplittableRandom;

/**
 * One client of an OLTP level: bound to one shard, it runs the order-entry transaction for customers drawn uniformly
 * from its {@link CustomerSlice} of that shard's range, on the session its load thread holds on the shard
 * ({@link ShardSessions}).
 * Every committed transaction goes into the {@link OrderLedger} (warm-up included); those that started
 * in the measurement window are also counted here, for the level's per-shard figures. Every transaction, warm-up
 * included, is told to the shard's {@link ShardAvailability} with the runner's times: a commit, or a failure for want
 * of a connection (taking one from the pool failed or timed out, or the dialect says the connection was lost).
 */
public final class OltpWorker implements Worker {

    private final CustomerSlice customers;
    private final SplittableRandom random;
    private final ShardSessions.Session session;
    private final OrderLedger ledger;
    private final ShardAvailability availability;
    /** Whether the last transaction failed for want of a connection. */
    private boolean lastLackedConnection;
    private long measuredCommitted;
    private long measuredFailed;

    /**
     * @param session its load thread's session on the shard ({@link ShardSessions#forNextClient}); when the shard
     *                gives no connection (its server is down), each transaction tries again and counts as an error of
     *                its level while that fails
     */
    OltpWorker(CustomerSlice customers, SplittableRandom random, ShardSessions.Session session, OrderLedger ledger,
               ShardAvailability availability) {
        this.customers = customers;
        this.random = random;
        this.session = session;
        this.ledger = ledger;
        this.availability = availability;
    }

    @Override
    public void execute() throws SQLException {
        lastLackedConnection = false;
        OrderEntryTransaction transaction;
        try {
            transaction = session.prepared();
        } catch (SQLException e) {
            lastLackedConnection = session.lacked(e);
            throw e;
        }
        long customer = customers.draw(random);
        int item = random.nextInt(1, DataSpec.ITEMS + 1);
        int quantity = random.nextInt(1, 6);
        try {
            OrderEntryTransaction.Outcome outcome = transaction.execute(customer, item, quantity, LocalDateTime.now());
            ledger.committed(customers.shard(), outcome.inserted(), outcome.deleted());
        } catch (SQLException e) {
            lastLackedConnection = session.lost(e);
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
}
