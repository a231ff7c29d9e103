package io.igen.oltp.shard;

import com.zaxxer.hikari.util.DriverDataSource;
import io.igen.oltp.dialect.Dialect;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Opens a shard's connections for its pool, and keeps trying while a shard that answered before is away, so the
 * pool has a connection within {@link #RETRY_MILLIS} of the server's return.
 *
 * <p>Why: HikariCP opens new connections on one thread that, after each failed attempt, sleeps twice as long as
 * before, up to 5 s. A server back after 6 s was found by the pool up to 5 s later, and that delay counted as the
 * shard's outage. Here a refused connection (what the dialect calls a lost connection: refused, reset, the server
 * starting up) is tried again every {@link #RETRY_MILLIS} inside the pool's one attempt, until the server answers or
 * the pools close. The load threads still wait for a connection only as long as the pool's connection timeout.
 *
 * <p>Only a shard that has answered once is waited for: when the pools open, a wrong port or a stopped server fails
 * at once, and any other refusal (a wrong password, a missing database) always does.
 */
final class ShardConnector implements DataSource {

    /** How often a refused connection is tried again while the shard is away. */
    static final long RETRY_MILLIS = 50;

    private final DataSource driver;
    private final Dialect dialect;
    private volatile boolean answered;
    private volatile boolean closed;

    ShardConnector(DataSource driver, Dialect dialect) {
        this.driver = driver;
        this.dialect = dialect;
    }

    /** Connections through the JDBC driver, as HikariCP would open them from a URL. */
    static ShardConnector of(ShardTarget target, PoolSettings settings) {
        Properties properties = new Properties();
        properties.putAll(settings.driverProperties());
        return new ShardConnector(new DriverDataSource(target.jdbcUrl(), settings.driverClassName(), properties,
                settings.credentials().user(), settings.credentials().password()), settings.dialect());
    }

    @Override
    public Connection getConnection() throws SQLException {
        while (true) {
            try {
                Connection connection = driver.getConnection();
                answered = true;
                return connection;
            } catch (SQLException e) {
                if (!answered || closed || !dialect.connectionLost(e)) {
                    throw e;
                }
                pause(e);
            }
        }
    }

    /** Stops trying: the pools are closing. */
    void close() {
        closed = true;
    }

    private static void pause(SQLException refused) throws SQLException {
        try {
            TimeUnit.MILLISECONDS.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw refused;
        }
    }

    /** The pool is given the credentials with the driver: this form is not used. */
    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("a shard's credentials are set when its pool opens");
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return driver.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        driver.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        driver.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return driver.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return driver.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        throw new SQLException("not a wrapper for " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }
}
