package io.igen.oltp;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.load.DataSetLoader;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.load.ShardLoader;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.keys.CustomerSlice;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.txn.OrderEntryTransaction;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.ThreadParams;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * One iGenOLTP order-entry transaction (4 SELECT, INSERT, DELETE, COMMIT) per operation on one
 * in-memory H2 shard loaded as the stepwise {@code igen-oltp} loads it: the database engine and the
 * JDBC path on this CPU, with no network. As in the stepwise run, each of the {@code -t} threads holds
 * one connection and draws customers from its own slice of the shard.
 *
 * <pre>java -jar igen-oltp/target/igen-oltp-jmh.jar TransactionBench -t 2</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 10)
@Fork(1)
public class TransactionBench {

    private static final Dialect H2 = Dialects.named("h2");
    /** Pool room for the thread counts a CPU comparison uses. */
    private static final int MAX_CONNECTIONS = 256;

    /** One shard, loaded once per trial. */
    @State(Scope.Benchmark)
    public static class Shard {

        @Param("1000")
        public int customers;

        DataSpec spec;
        ShardPools pools;

        @Setup(Level.Trial)
        public void load() throws Exception {
            spec = new DataSpec(new CustomerPartitioning(1, customers), 42);
            String url = "jdbc:h2:mem:igen-bench-{shard};DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000";
            pools = ShardPools.open(List.of(ShardTarget.fromTemplate(url, 0)), H2,
                    new int[] {MAX_CONNECTIONS});
            new DataSetLoader(new ShardLoader(H2, SchemaScript.of(H2), spec), spec, 1, null).prepare(pools, true);
        }

        @TearDown(Level.Trial)
        public void close() {
            pools.close();
        }
    }

    /** A thread's connection, prepared transaction and customer slice. */
    @State(Scope.Thread)
    public static class Session {

        Connection connection;
        OrderEntryTransaction transaction;
        CustomerSlice slice;
        final SplittableRandom random = new SplittableRandom(7);

        @Setup(Level.Trial)
        public void open(Shard shard, ThreadParams threads) throws SQLException {
            connection = shard.pools.shard(0).getConnection();
            transaction = new OrderEntryTransaction(connection, H2);
            slice = CustomerSlice.ofThread(shard.spec.partitioning().range(0), threads.getThreadIndex(),
                    threads.getThreadCount());
        }

        @TearDown(Level.Trial)
        public void close() throws SQLException {
            transaction.close();
            connection.close();
        }
    }

    @Benchmark
    public OrderEntryTransaction.Outcome transaction(Session session) throws SQLException {
        return session.transaction.execute(session.slice.draw(session.random),
                session.random.nextInt(1, DataSpec.ITEMS + 1), session.random.nextInt(1, 6), LocalDateTime.now());
    }
}
