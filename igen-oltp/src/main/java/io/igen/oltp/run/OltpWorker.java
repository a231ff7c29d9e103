package io.igen.oltp.run;

import io.igen.core.workload.Worker;
import io.igen.oltp.dialect.Conflict;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.keys.CustomerDraw;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.outage.ShardAvailability;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One client of an OLTP level: bound to one shard, it runs the order-entry transaction for customers drawn from that
 * shard's range ({@link CustomerDraw}: its own slice of it, or the whole by a skewed law), on the session its load
 * thread holds on the shard ({@link ShardSessions}). A try that fails for a conflict with another transaction
 * ({@link Dialect#conflict}) runs again, with the same customer, item and quantity, up to {@code --max-tries} tries
 * (pgbench {@code --max-tries}); the runner times the whole, so a retried transaction's response time runs from its
 * first try.
 * Every committed transaction goes into the {@link OrderLedger} (warm-up included); those that started
 * in the measurement window are also counted here, for the level's per-shard figures, with their statements' times
 * and their conflicts. Every transaction, warm-up
 * included, is told to the shard's {@link ShardAvailability} with the runner's times: a commit, or a failure for want
 * of a connection (taking one from the pool failed or timed out, or the dialect says the connection was lost).
 */
public final class OltpWorker implements Worker {

    private final CustomerDraw customers;
    private final SplittableRandom random;
    private final ShardSessions.Session session;
    private final OrderLedger ledger;
    private final ShardAvailability availability;
    private final int maxTries;
    private final ConflictTally conflicts = new ConflictTally();
    /** Whether the last transaction failed for want of a connection. */
    private boolean lastLackedConnection;
    /** The last transaction when it committed, whose statements' times it holds; null when it failed. */
    private OrderEntryTransaction lastCommitted;
    private long lastCustomer;
    private long measuredCommitted;
    private long measuredFailed;
    private long measuredFavoured;

    /**
     * @param session  its load thread's session on the shard ({@link ShardSessions#forNextClient}); when the shard
     *                 gives no connection (its server is down), each transaction tries again and counts as an error
     *                 of its level while that fails
     * @param maxTries how many tries a transaction gets when it fails for a conflict; 1 for no retry
     */
    OltpWorker(CustomerDraw customers, SplittableRandom random, ShardSessions.Session session, OrderLedger ledger,
               ShardAvailability availability, int maxTries) {
        this.customers = customers;
        this.random = random;
        this.session = session;
        this.ledger = ledger;
        this.availability = availability;
        this.maxTries = maxTries;
    }

    @Override
    public void execute() throws SQLException {
        lastLackedConnection = false;
        lastCommitted = null;
        conflicts.begin();
        long customer = customers.next();
        int item = random.nextInt(1, DataSpec.ITEMS + 1);
        int quantity = random.nextInt(1, 6);
        lastCustomer = customer;
        try {
            for (int attempt = 1; ; attempt++) {
                OrderEntryTransaction transaction = prepared();
                try {
                    OrderEntryTransaction.Outcome outcome = transaction.execute(customer, item, quantity,
                            LocalDateTime.now());
                    ledger.committed(customers.shard(), outcome.inserted(), outcome.deleted());
                    lastCommitted = transaction;
                    return;
                } catch (SQLException e) {
                    lastLackedConnection = session.lost(e);
                    if (!retried(e, attempt)) {
                        throw e;
                    }
                }
            }
        } finally {
            session.finished();
        }
    }

    private OrderEntryTransaction prepared() throws SQLException {
        try {
            return session.prepared();
        } catch (SQLException e) {
            lastLackedConnection = session.lacked(e);
            throw e;
        }
    }

    /** Whether a failed try runs again: a conflict, tries left, and the connection still there. */
    private boolean retried(SQLException failure, int attempt) {
        Optional<Conflict> conflict = session.conflict(failure);
        if (conflict.isEmpty()) {
            return false;
        }
        if (attempt < maxTries && !lastLackedConnection) {
            conflicts.retried(conflict.get());
            return true;
        }
        conflicts.failed(conflict.get());
        return false;
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
            session.recordSteps(lastCommitted.stampsNanos());
            if (customers.favoured(lastCustomer)) {
                measuredFavoured++;
            }
        } else {
            measuredFailed++;
        }
        conflicts.countLast();
    }

    /** The clock readings bounding the statements of the transaction that just committed; null when none did. */
    @Override
    public long[] stepStampsOfLast() {
        return lastCommitted == null ? null : lastCommitted.stampsNanos();
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

    /** Committed transactions of the window whose customer was among the 1 % its law favours. */
    long measuredFavoured() {
        return measuredFavoured;
    }

    /** The window's conflicts: retries and failures by kind. */
    ConflictTally conflicts() {
        return conflicts;
    }
}
