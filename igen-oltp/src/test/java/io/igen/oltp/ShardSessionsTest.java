package io.igen.oltp;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

import static org.assertj.core.api.Assertions.assertThat;

/** One session per load thread and shard, shared by the clients the thread serves. */
class ShardSessionsTest {

    private final AtomicInteger taken = new AtomicInteger();
    private final AtomicInteger closed = new AtomicInteger();

    @Test
    void theClientsOfOneThreadShareItsSessionAndEachThreadHasItsOwn() throws Exception {
        ShardSessions sessions = new ShardSessions(countingPool(), TestShards.H2);

        ShardSessions.Session first = sessions.ofThisThread();
        first.prepared();
        sessions.ofThisThread().prepared();
        ShardSessions.Session[] other = new ShardSessions.Session[1];
        Thread thread = new Thread(() -> {
            other[0] = sessions.ofThisThread();
            try {
                other[0].prepared();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        thread.start();
        thread.join();

        assertThat(sessions.ofThisThread()).isSameAs(first);
        assertThat(other[0]).isNotSameAs(first);
        assertThat(taken).hasValue(2);
        sessions.releaseAll();
        assertThat(closed).hasValue(2);
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
