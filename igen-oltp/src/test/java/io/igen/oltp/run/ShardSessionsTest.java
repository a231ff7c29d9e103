package io.igen.oltp.run;

import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.keys.KeyDistribution;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** One session per load thread and shard, shared by the clients the thread serves, made with its first client. */
class ShardSessionsTest {

    private final AtomicInteger taken = new AtomicInteger();
    private final AtomicInteger closed = new AtomicInteger();

    @Test
    void clientsServedByOneThreadShareItsSessionMadeAndConnectedWithTheFirstOfThem() throws Exception {
        // 2 threads serve the shard: clients 0, 2, 4 on the first, 1 and 3 on the second
        ShardSessions sessions = new ShardSessions(countingPool()::getConnection, TestShards.H2, 2,
                TransactionSettings.DEFAULT);

        ShardSessions.Session first = sessions.forNextClient();
        assertThat(taken).hasValue(1);
        ShardSessions.Session second = sessions.forNextClient();
        List<ShardSessions.Session> more = List.of(sessions.forNextClient(), sessions.forNextClient(),
                sessions.forNextClient());

        assertThat(second).isNotSameAs(first);
        assertThat(more).containsExactly(first, second, first);
        assertThat(taken).hasValue(2);
        assertThat(first.prepared()).isNotNull();
        assertThat(taken).as("connected already").hasValue(2);
        sessions.releaseAll();
        assertThat(closed).hasValue(2);
    }

    @Test
    void aClientWithAThreadOfItsOwnHasASessionOfItsOwn() {
        ShardSessions sessions = new ShardSessions(countingPool()::getConnection, TestShards.H2, 0,
                TransactionSettings.DEFAULT);

        assertThat(sessions.forNextClient()).isNotSameAs(sessions.forNextClient());
        assertThat(taken).hasValue(2);
    }

    @Test
    void aShardWithoutAConnectionNowLeavesItToTheFirstTransaction() {
        DataSource down = (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    throw new SQLException("connection refused", "08001");
                });
        ShardSessions.Session session = new ShardSessions(down::getConnection, TestShards.H2, 1,
                TransactionSettings.DEFAULT).forNextClient();

        assertThatThrownBy(session::prepared).isInstanceOf(SQLException.class).hasMessage("connection refused");
    }

    @Test
    void afterTheShardGaveNoConnectionTheLevelsLaterSessionsDoNotAskUntilTheirFirstTransaction() throws Exception {
        // a server that allows one connection: the first session takes it, the second's ask fails, the rest never ask
        AtomicInteger asked = new AtomicInteger();
        DataSource pool = countingPool();
        ShardSessions sessions = new ShardSessions(() -> {
            if (asked.incrementAndGet() > 1) {
                throw new SQLException("too many clients already", "53300");
            }
            return pool.getConnection();
        }, TestShards.H2, 0, TransactionSettings.DEFAULT);

        List<ShardSessions.Session> made = List.of(sessions.forNextClient(), sessions.forNextClient(),
                sessions.forNextClient(), sessions.forNextClient());

        assertThat(asked).hasValue(2);
        assertThat(made.get(0).prepared()).isNotNull();
        assertThatThrownBy(made.get(3)::prepared).isInstanceOf(SQLException.class)
                .hasMessage("too many clients already");
        assertThat(asked).as("the first transaction asks").hasValue(3);
    }

    @Test
    void withAConnectionPerTransactionEachEndedTransactionGivesItsConnectionBackAndTheNextTakesANewOne()
            throws Exception {
        List<Integer> isolationLevels = new ArrayList<>();
        TransactionSettings perTransaction = new TransactionSettings(KeyDistribution.UNIFORM, 1,
                Isolation.SERIALIZABLE, true);
        ShardSessions.Session session = new ShardSessions(() -> {
            Connection connection = countingPool().getConnection();
            return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("setTransactionIsolation")) {
                            isolationLevels.add((Integer) args[0]);
                        }
                        return method.invoke(connection, args);
                    });
        }, TestShards.H2, 0, perTransaction).forNextClient();

        for (int transaction = 0; transaction < 3; transaction++) {
            assertThat(session.prepared()).isNotNull();
            session.finished();
        }

        assertThat(taken).hasValue(3);
        assertThat(closed).hasValue(3);
        assertThat(isolationLevels).containsExactly(Connection.TRANSACTION_SERIALIZABLE,
                Connection.TRANSACTION_SERIALIZABLE, Connection.TRANSACTION_SERIALIZABLE);
    }

    @Test
    void withPooledSessionsAnEndedTransactionKeepsItsConnection() throws Exception {
        ShardSessions.Session session = new ShardSessions(countingPool()::getConnection, TestShards.H2, 0,
                TransactionSettings.DEFAULT).forNextClient();

        session.prepared();
        session.finished();
        session.prepared();

        assertThat(taken).hasValue(1);
        assertThat(closed).hasValue(0);
    }

    /** Hands out connections that prepare anything and count their closing. */
    private DataSource countingPool() {
        PreparedStatement statement = (PreparedStatement) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> defaultOf(method.getReturnType()));
        return (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    if (!method.getName().equals("getConnection")) {
                        return null;
                    }
                    taken.incrementAndGet();
                    return Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                            (connection, call, callArgs) -> switch (call.getName()) {
                                case "prepareStatement" -> statement;
                                case "close" -> {
                                    closed.incrementAndGet();
                                    yield null;
                                }
                                default -> defaultOf(call.getReturnType());
                            });
                });
    }

    private static Object defaultOf(Class<?> type) {
        if (type == boolean.class) {
            return false;
        }
        if (type == int.class) {
            return 0;
        }
        return null;
    }
}
