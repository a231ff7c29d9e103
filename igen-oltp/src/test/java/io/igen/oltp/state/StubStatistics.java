package io.igen.oltp.state;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A PostgreSQL server's checkpoint counters behind a stub JDBC connection: each query is answered with the counters set
 * last ({@link #counters}), or fails as set ({@link #refuse}, {@link #breakDown}); a refused server refuses new
 * connections too. Enough of JDBC for {@link CheckpointWatch}, no more.
 */
final class StubStatistics {

    private volatile Object[] row = {0L, 0L, 0.0, 0.0, 0L};
    private volatile SQLException refusal;
    private volatile RuntimeException breakdown;
    private int opened;

    /** The connection the watch opens: fails as the server does. */
    ServerConnection connection(int shard) {
        return new ServerConnection(shard, () -> {
            if (refusal != null) {
                throw refusal;
            }
            opened++;
            return proxy(Connection.class, (proxy, method, arguments) -> switch (method.getName()) {
                case "createStatement" -> statement();
                case "close" -> null;
                default -> throw new UnsupportedOperationException(method.getName());
            });
        });
    }

    /** How many connections the watch opened. */
    int opened() {
        return opened;
    }

    /** From now on, answers with these counters. */
    void counters(long checkpoints, long requested, double writeMillis, double syncMillis, long buffers) {
        row = new Object[] {checkpoints, requested, writeMillis, syncMillis, buffers};
        refusal = null;
        breakdown = null;
    }

    /** From now on, fails every query and every connection with {@code failure}. */
    void refuse(SQLException failure) {
        refusal = failure;
    }

    /** From now on, fails every query with {@code failure}, as a driver's bug would. */
    void breakDown(RuntimeException failure) {
        breakdown = failure;
    }

    private Statement statement() {
        return proxy(Statement.class, (proxy, method, arguments) -> switch (method.getName()) {
            case "executeQuery" -> {
                if (refusal != null) {
                    throw refusal;
                }
                if (breakdown != null) {
                    throw breakdown;
                }
                yield resultSet(row);
            }
            case "close" -> null;
            default -> throw new UnsupportedOperationException(method.getName());
        });
    }

    private static ResultSet resultSet(Object[] values) {
        return proxy(ResultSet.class, (proxy, method, arguments) -> switch (method.getName()) {
            case "next" -> true;
            case "getLong" -> ((Number) values[(int) arguments[0] - 1]).longValue();
            case "getDouble" -> ((Number) values[(int) arguments[0] - 1]).doubleValue();
            case "close" -> null;
            default -> throw new UnsupportedOperationException(method.getName());
        });
    }

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(StubStatistics.class.getClassLoader(), new Class<?>[] {type},
                handler));
    }
}
