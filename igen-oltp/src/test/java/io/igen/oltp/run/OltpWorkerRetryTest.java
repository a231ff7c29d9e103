package io.igen.oltp.run;

import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.keys.CustomerSlice;
import io.igen.oltp.keys.KeyDistribution;
import io.igen.oltp.outage.ShardAvailability;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code --max-tries}: a transaction whose COMMIT fails for a conflict runs again, the same customer and item, until it
 * commits or its tries are spent; retries and final failures are counted by kind, only for transactions of the window.
 * The database is a real H2 shard; the conflicts are injected into its COMMIT, because a real one cannot be had on
 * demand.
 */
class OltpWorkerRetryTest {

    private static final SQLException SERIALIZATION = new SQLException("could not serialize access", "40001");
    private static final SQLException DEADLOCK = new SQLException("deadlock detected", "40P01");
    @RegisterExtension
    static final LoadedShard SHARD = new LoadedShard(20, 4);

    /** How many COMMITs fail before one succeeds, and with what; the test sets them. */
    private final AtomicInteger failingCommits = new AtomicInteger();
    private final OrderLedger ledger = new OrderLedger(1);
    private SQLException commitFailure = SERIALIZATION;
    private final List<ShardSessions> opened = new ArrayList<>();

    @AfterEach
    void release() {
        opened.forEach(ShardSessions::releaseAll);
    }

    @Test
    void aConflictIsTriedAgainUntilTheTransactionCommits() throws Exception {
        OltpWorker worker = worker(3);
        failingCommits.set(2);

        worker.execute();
        worker.countLast(true);

        assertThat(ledger.totalInserted()).isOne();
        assertThat(counts(worker)).containsEntry("serialization", Map.of("retried", 2L, "failed", 0L))
                .containsEntry("deadlock", Map.of("retried", 0L, "failed", 0L));
        assertThat(worker.conflicts().retries()).isEqualTo(2);
    }

    @Test
    void whenTheTriesAreSpentTheTransactionFailsAndCountsAsAFailureOfItsKind() throws Exception {
        commitFailure = DEADLOCK;
        OltpWorker worker = worker(2);
        failingCommits.set(5);

        assertThatThrownBy(worker::execute).isSameAs(DEADLOCK);
        worker.countLast(false);

        assertThat(ledger.totalInserted()).isZero();
        assertThat(counts(worker)).containsEntry("deadlock", Map.of("retried", 1L, "failed", 1L));
        assertThat(failingCommits).as("two tries, two commits").hasValue(3);
    }

    @Test
    void withOneTryAConflictFailsAtOnceAndAnyOtherFailureIsNeverRetried() throws Exception {
        OltpWorker once = worker(1);
        failingCommits.set(1);
        assertThatThrownBy(once::execute).isSameAs(SERIALIZATION);
        once.countLast(false);
        assertThat(counts(once)).containsEntry("serialization", Map.of("retried", 0L, "failed", 1L));

        commitFailure = new SQLException("disk full", "53100");
        OltpWorker other = worker(5);
        failingCommits.set(1);
        assertThatThrownBy(other::execute).hasMessage("disk full");
        other.countLast(false);
        assertThat(counts(other).values()).allSatisfy(kind -> assertThat(kind)
                .isEqualTo(Map.of("retried", 0L, "failed", 0L)));
    }

    @Test
    void retriesOfATransactionOutsideTheWindowAreNotCounted() throws Exception {
        OltpWorker worker = worker(3);
        failingCommits.set(2);

        worker.execute();

        assertThat(worker.conflicts().retries()).isZero();
    }

    @Test
    void aCommittedTransactionOfTheWindowLeavesItsStatementsTimes() throws Exception {
        ShardSessions sessions = sessions(3);
        OltpWorker worker = worker(sessions, 3);

        worker.execute();
        worker.countLast(true);
        worker.execute();

        var statements = sessions.statementTimes().figures(false);
        assertThat(statements.keySet()).containsExactly("selectCustomer", "selectOrders", "selectItem",
                "selectRecentOrders", "insertOrder", "deleteOrder", "commit");
        assertThat(statements.values()).allSatisfy(step -> {
            assertThat(step.count()).as("only the transaction of the window").isOne();
            assertThat(step.mean()).isPositive();
        });
    }

    private OltpWorker worker(int maxTries) {
        return worker(sessions(maxTries), maxTries);
    }

    private OltpWorker worker(ShardSessions sessions, int maxTries) {
        SplittableRandom random = new SplittableRandom(11);
        return new OltpWorker(CustomerSlice.shared(TestShards.spec(1, 20).partitioning().range(0)).drawnWith(random),
                random, sessions.forNextClient(), ledger, new ShardAvailability(outage -> { }), maxTries);
    }

    private ShardSessions sessions(int maxTries) {
        ShardSessions sessions = new ShardSessions(this::failingCommitConnection, TestShards.H2, 0,
                new TransactionSettings(KeyDistribution.UNIFORM, maxTries, null, false));
        opened.add(sessions);
        return sessions;
    }

    /** A connection of the shard's pool whose COMMIT fails, after rolling back, while failures are left. */
    private Connection failingCommitConnection() throws SQLException {
        Connection real = SHARD.connection();
        return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("commit") && failingCommits.getAndDecrement() > 0) {
                        real.rollback();
                        throw commitFailure;
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Long>> counts(OltpWorker worker) {
        return (Map<String, Map<String, Long>>) (Map<String, ?>) ConflictTally.figures(List.of(worker.conflicts()));
    }
}
