package io.igen.oltp.shard;

import io.igen.oltp.dialect.Dialects;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.logging.Logger;
import javax.sql.DataSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The connector over a scripted driver: each call takes the next answer (a connection or a failure). */
class ShardConnectorTest {

    private static final Connection CONNECTION = (Connection) Proxy.newProxyInstance(
            ShardConnectorTest.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> null);
    private static final SQLException REFUSED = new SQLException("Connection refused", "08001");
    private static final SQLException STARTING_UP = new SQLException("the database system is starting up", "57P03");
    private static final SQLException WRONG_PASSWORD = new SQLException("password authentication failed", "28P01");

    /** The driver of the test in hand: its script and how often it was called. */
    private ScriptedDriver driver;

    /** A PostgreSQL shard's connector over a driver that answers each call with the next of the script. */
    private ShardConnector connectorOver(Object... script) {
        driver = new ScriptedDriver(script);
        return new ShardConnector(driver, Dialects.named("postgresql"));
    }

    /** The connector's next attempt throws the failure, the driver's second call: it was not tried again. */
    private void assertTheSecondCallFailsAtOnce(ShardConnector connector, SQLException failure) {
        assertThatThrownBy(connector::getConnection).isSameAs(failure);
        assertThat(driver.calls).isEqualTo(2);
    }

    @Test
    void aShardThatAnsweredBeforeIsTriedAgainWhileItIsAwayUntilItAnswers() throws SQLException {
        ShardConnector connector = connectorOver(CONNECTION, REFUSED, REFUSED, STARTING_UP, CONNECTION);

        assertThat(connector.getConnection()).isSameAs(CONNECTION);
        assertThat(connector.getConnection()).isSameAs(CONNECTION);
        assertThat(driver.calls).isEqualTo(5);
    }

    @Test
    void aShardThatNeverAnsweredFailsAtOnceSoAWrongPortIsReportedWhenThePoolsOpen() {
        ShardConnector connector = connectorOver(REFUSED, CONNECTION);

        assertThatThrownBy(connector::getConnection).isSameAs(REFUSED);
        assertThat(driver.calls).isEqualTo(1);
    }

    @Test
    void aRefusedLoginIsNeverTriedAgain() throws SQLException {
        ShardConnector connector = connectorOver(CONNECTION, WRONG_PASSWORD, CONNECTION);

        connector.getConnection();
        assertTheSecondCallFailsAtOnce(connector, WRONG_PASSWORD);
    }

    @Test
    void onceClosedItStopsTrying() throws SQLException {
        ShardConnector connector = connectorOver(CONNECTION, REFUSED, CONNECTION);

        connector.getConnection();
        connector.close();
        assertTheSecondCallFailsAtOnce(connector, REFUSED);
    }

    /** Answers each call with the next of its script: a connection, or a failure to throw. */
    private static final class ScriptedDriver implements DataSource {
        private final Deque<Object> script;
        int calls;

        ScriptedDriver(Object... answers) {
            this.script = new ArrayDeque<>(List.of(answers));
        }

        @Override
        public Connection getConnection() throws SQLException {
            calls++;
            Object answer = script.removeFirst();
            if (answer instanceof SQLException failure) {
                throw failure;
            }
            return (Connection) answer;
        }

        @Override
        public Connection getConnection(String username, String password) {
            throw new UnsupportedOperationException();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {
        }

        @Override
        public void setLoginTimeout(int seconds) {
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }
}
