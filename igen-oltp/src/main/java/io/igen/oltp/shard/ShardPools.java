package io.igen.oltp.shard;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Dialect;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * One HikariCP pool per shard this driver drives (all of them, or its {@link DriverSlice}), each sized to the most load threads ever routed to its shard (plus one
 * for the loader and the integrity check) unless the shard's target fixes a size. Connections come with
 * auto-commit off.
 *
 * <p>The pools are fixed in size and full before anything runs ({@link #awaitFull}), and keep their connections for
 * the whole run (no retirement by age), as HikariCP advises for a steady load. A pool that grew on demand opened
 * connections in the middle of a run: its housekeeper, every 30 s, topped up the idle connections a level had taken.
 * On H2 a new connection runs its URL's settings ({@code SET LOCK_TIMEOUT ...}), and every {@code SET} marks the
 * database's metadata changed, so every prepared statement of every session on that shard was parsed and planned
 * again, and the JIT threw away the compiled transaction path and compiled it again under full load: up to 9 s of
 * compilation inside a 10 s window, 20 % fewer transactions in that launch (lab note 2026-11-27-launches-that-agree).
 *
 * <p>A shard that goes away during a run does not stop the others: its pool hands out no connection
 * within {@link #CONNECTION_TIMEOUT_MS}, the load threads count that as an error of the level, and the
 * pool connects again once the server is back, within {@link ShardConnector#RETRY_MILLIS}.
 */
public final class ShardPools implements AutoCloseable {

    /** How long taking a connection may wait, whether for a free one or for a new one to be opened. */
    public static final long CONNECTION_TIMEOUT_MS = 3_000;
    /** HikariCP's lower bound for the connection timeout. */
    public static final long MIN_CONNECTION_TIMEOUT_MS = 250;
    /** How often {@link #awaitFull} looks at the pools. */
    private static final long FILL_POLL_MS = 10;

    private final List<ShardTarget> targets;
    private final List<HikariDataSource> pools;
    private final List<ShardConnector> connectors;

    private ShardPools(List<ShardTarget> targets, List<HikariDataSource> pools, List<ShardConnector> connectors) {
        this.targets = targets;
        this.pools = pools;
        this.connectors = connectors;
    }

    /** Pools without credentials (H2 and tests). */
    public static ShardPools open(List<ShardTarget> targets, Dialect dialect, int[] maxThreadsOnShard) {
        return open(targets, new PoolSettings(dialect, Credentials.NONE), maxThreadsOnShard);
    }

    /**
     * Opens a pool per target; fails fast when a shard cannot be reached.
     *
     * @param targets           the shards to open, in order of their numbers: all of the map, or a driver's slice
     * @param maxThreadsOnShard for each shard of the map, the most load threads any level routes to it
     * @throws BadConfigurationException naming the shard (index and redacted URL) that cannot be reached, and what to
     *                           check; or whose pool size, fixed in the shard map, is below its threads
     */
    public static ShardPools open(List<ShardTarget> targets, PoolSettings settings, int[] maxThreadsOnShard) {
        for (int i = 1; i < targets.size(); i++) {
            if (targets.get(i).shard() != targets.get(0).shard() + i) {
                throw new IllegalArgumentException("the shards to open are not consecutive: " + targets.get(i - 1).shard()
                        + " then " + targets.get(i).shard());
            }
        }
        if (targets.isEmpty() || targets.get(targets.size() - 1).shard() >= maxThreadsOnShard.length) {
            throw new IllegalArgumentException(targets.size() + " targets but " + maxThreadsOnShard.length + " pool sizes");
        }
        for (ShardTarget target : targets) {
            if (target.maxPoolSize() != null && target.maxPoolSize() < maxThreadsOnShard[target.shard()]) {
                throw new BadConfigurationException(target.describe() + " has maxPoolSize " + target.maxPoolSize()
                        + " but a level runs " + maxThreadsOnShard[target.shard()] + " threads on it, each holding a "
                        + "connection; raise its maxPoolSize in the shard map or lower the threads");
            }
        }
        List<HikariDataSource> pools = new ArrayList<>(targets.size());
        List<ShardConnector> connectors = new ArrayList<>(targets.size());
        try {
            for (ShardTarget target : targets) {
                int size = target.maxPoolSize() != null ? target.maxPoolSize()
                        : Math.max(1, maxThreadsOnShard[target.shard()]) + 1;
                ShardConnector connector = ShardConnector.of(target, settings);
                connectors.add(connector);
                pools.add(new HikariDataSource(config(target, connector, size)));
            }
        } catch (HikariPool.PoolInitializationException | IllegalArgumentException | IllegalStateException e) {
            connectors.forEach(ShardConnector::close);
            pools.forEach(HikariDataSource::close);
            throw ConnectFailure.of(targets.get(pools.size()), settings.dialect(), e);
        }
        return new ShardPools(List.copyOf(targets), List.copyOf(pools), List.copyOf(connectors));
    }

    private static HikariConfig config(ShardTarget target, ShardConnector connector, int size) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("igen-shard" + target.shard());
        config.setDataSource(connector);
        config.setAutoCommit(false);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        config.setMaxLifetime(0);
        config.setConnectionTimeout(target.connectionTimeoutMs() != null ? target.connectionTimeoutMs()
                : CONNECTION_TIMEOUT_MS);
        return config;
    }

    /**
     * Waits until every pool holds all its connections (HikariCP opens all but the first in the background), so that no
     * connection is opened while the load runs, or until {@code timeoutMs} has passed.
     *
     * @return the shards whose pools are not full by then, by their numbers in the shard map; empty when all are
     */
    public List<Integer> awaitFull(long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000;
        while (true) {
            List<Integer> filling = new ArrayList<>();
            for (int position = 0; position < pools.size(); position++) {
                HikariDataSource pool = pools.get(position);
                if (pool.getHikariPoolMXBean().getTotalConnections() < pool.getMaximumPoolSize()) {
                    filling.add(targets.get(position).shard());
                }
            }
            if (filling.isEmpty() || System.nanoTime() - deadline >= 0) {
                return filling;
            }
            Thread.sleep(FILL_POLL_MS);
        }
    }

    /** The shards these pools reach, by their numbers in the shard map, in order. */
    public List<Integer> shards() {
        return targets.stream().map(ShardTarget::shard).toList();
    }

    /** Shard k's pool, k numbered as in the shard map. */
    public DataSource shard(int shard) {
        return pools.get(position(shard));
    }

    private int position(int shard) {
        int position = shard - targets.get(0).shard();
        if (position < 0 || position >= pools.size()) {
            throw new IllegalArgumentException("shard " + shard + " is not among the shards opened here, "
                    + targets.get(0).shard() + ".." + targets.get(targets.size() - 1).shard());
        }
        return position;
    }

    /**
     * A connection to shard k's database of its own, outside the pool, with auto-commit on: for a sampler that must
     * not take a load thread's connection. The caller closes it.
     */
    public Connection connectOutsidePool(int shard) throws SQLException {
        Connection connection = connectors.get(position(shard)).getConnection();
        connection.setAutoCommit(true);
        return connection;
    }

    /**
     * A new connection to shard k's database, outside the pool, with auto-commit off like the pool's: for a run that
     * measures connecting as part of every transaction ({@code --connect-per-transaction}). The caller closes it.
     */
    public Connection connectDirect(int shard) throws SQLException {
        Connection connection = connectors.get(position(shard)).getConnection();
        try {
            connection.setAutoCommit(false);
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    /**
     * Each shard's database product and version, as its driver reports them, and the dialect's key settings as the
     * server tells them ({@link Dialect#keySettings()}).
     */
    public ShardDatabases databases(Dialect dialect) throws SQLException {
        List<ShardDatabase> databases = new ArrayList<>(pools.size());
        for (int position = 0; position < pools.size(); position++) {
            try (Connection connection = pools.get(position).getConnection()) {
                DatabaseMetaData metaData = connection.getMetaData();
                databases.add(ShardDatabase.of(targets.get(position), metaData.getDatabaseProductName(),
                        metaData.getDatabaseProductVersion(), ServerSettings.read(connection, dialect.keySettings())));
                connection.commit();
            }
        }
        return new ShardDatabases(databases);
    }

    @Override
    public void close() {
        connectors.forEach(ShardConnector::close);
        pools.forEach(HikariDataSource::close);
    }
}
