package io.igen.oltp.run;

import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.outage.Outage;
import io.igen.oltp.outage.ShardAvailability;
import io.igen.oltp.keys.CustomerSlice;
import io.igen.oltp.shard.ShardRange;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.SplittableRandom;
import java.util.logging.Logger;
import javax.sql.DataSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What a worker tells its shard's availability of a failed transaction, with the runner's times. */
class OltpWorkerOutageTest {

    private static final long MS = 1_000_000L;

    private final ShardAvailability availability = new ShardAvailability(outage -> { });

    @Test
    void aPoolThatGivesNoConnectionInTimeStartsAnOutageAtTheStartOfTheWait() {
        // HikariCP's timeout carries no SQLState: it is a lack of connection because the pool gave none
        OltpWorker worker = worker(failingPool(new SQLTransientConnectionException(
                "igen-shard1 - Connection is not available, request timed out after 3000ms.")));

        assertThatThrownBy(worker::execute).isInstanceOf(SQLTransientConnectionException.class);
        worker.timed(1_000 * MS, 4_000 * MS, false);

        assertThat(availability.takeOutages()).containsExactly(Outage.open(1_000 * MS));
    }

    @Test
    void aFailureThatIsNotAboutTheConnectionStartsNoOutage() {
        Connection refusesToPrepare = (Connection) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("prepareStatement")) {
                        throw new SQLException("relation \"orders\" does not exist", "42P01");
                    }
                    return method.getReturnType() == boolean.class ? Boolean.FALSE : null;
                });
        OltpWorker worker = worker(pool(() -> refusesToPrepare));

        assertThatThrownBy(worker::execute).hasMessageContaining("does not exist");
        worker.timed(1_000 * MS, 1_001 * MS, false);

        assertThat(availability.takeOutages()).isEmpty();
    }

    private OltpWorker worker(DataSource pool) {
        SplittableRandom random = new SplittableRandom(1);
        return new OltpWorker(CustomerSlice.shared(new ShardRange(1, 11, 20)).drawnWith(random), random,
                new ShardSessions(pool::getConnection, TestShards.H2, 1, TransactionSettings.DEFAULT).forNextClient(),
                new OrderLedger(2), availability, 1);
    }

    private static DataSource failingPool(SQLException failure) {
        return pool(() -> {
            throw failure;
        });
    }

    /** Opens connections as told; nothing else of a DataSource is used by the worker. */
    private static DataSource pool(Opener opener) {
        return (DataSource) Proxy.newProxyInstance(OltpWorkerOutageTest.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getConnection" -> opener.open();
                    case "getLogWriter" -> new PrintWriter(System.err);
                    case "getParentLogger" -> Logger.getGlobal();
                    default -> null;
                });
    }

    @FunctionalInterface
    private interface Opener {
        Connection open() throws SQLException;
    }
}
