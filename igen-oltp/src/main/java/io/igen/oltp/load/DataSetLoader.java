package io.igen.oltp.load;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.shard.ShardPools;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * Makes every shard hold the run's data set: re-uses a shard whose metadata matches, loads one that has
 * none (new, or an unfinished load), and refuses one loaded differently unless told to reload. Shards
 * are loaded in parallel, rows/s shown every second.
 */
public final class DataSetLoader {

    private final ShardLoader shardLoader;
    private final DataSpec spec;
    private final int parallelism;
    private final PrintWriter progress;

    /**
     * @param parallelism shards loaded at once
     * @param progress    where loading progress goes; null for none
     */
    public DataSetLoader(ShardLoader shardLoader, DataSpec spec, int parallelism, PrintWriter progress) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism " + parallelism);
        }
        this.shardLoader = shardLoader;
        this.spec = spec;
        this.parallelism = parallelism;
        this.progress = progress;
    }

    /**
     * Prepares the shards the pools reach (all of the map, or a driver's slice), each by its number in the map.
     *
     * @param reload load every shard afresh, even when its data matches
     * @throws BadConfigurationException when a shard holds a different data set and {@code reload} is off
     */
    public LoadReport prepare(ShardPools pools, boolean reload) throws SQLException, InterruptedException {
        DataSetSurvey survey = DataSetSurvey.of(pools, spec);
        if (!reload && survey.anyOtherDataSet()) {
            throw new BadConfigurationException("the databases hold a different data set: "
                    + survey.describeOtherDataSets() + ". Pass --reload to replace it with this run's data set, or "
                    + "run with the options it was loaded with");
        }
        List<Integer> toLoad = reload ? pools.shards() : survey.notLoaded();
        int reused = pools.shards().size() - toLoad.size();
        if (toLoad.isEmpty()) {
            say(String.format(Locale.ROOT, "re-using the data set in all %d shards (metadata matches)", reused));
            return new LoadReport(0, reused, 0, 0, Map.of());
        }
        return load(pools, toLoad, reused);
    }

    private LoadReport load(ShardPools pools, List<Integer> shards, int reused) throws SQLException, InterruptedException {
        LongAdder rows = new LongAdder();
        AtomicInteger done = new AtomicInteger();
        Map<Integer, Long> shardNanos = new ConcurrentHashMap<>();
        long start = System.nanoTime();
        long expectedRows = spec.rowsPerShard() * shards.size();
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(daemon("igen-load-progress"));
        ExecutorService loaders = Executors.newFixedThreadPool(Math.min(parallelism, shards.size()), daemon("igen-loader"));
        try {
            say(String.format(Locale.ROOT, "loading %d shard(s), %,d rows each (%,d customers, %,d items, %,d orders)%s",
                    shards.size(), spec.rowsPerShard(), spec.partitioning().customersPerShard(), DataSpec.ITEMS,
                    spec.partitioning().customersPerShard() * DataSpec.ORDERS_PER_CUSTOMER,
                    reused > 0 ? ", re-using " + reused : ""));
            ticker.scheduleAtFixedRate(() -> say(line("loading", done.get(), shards.size(), rows.sum(), expectedRows,
                    System.nanoTime() - start)), 1, 1, TimeUnit.SECONDS);
            List<Future<Long>> results = new ArrayList<>();
            for (int shard : shards) {
                results.add(loaders.submit(() -> {
                    long shardStart = System.nanoTime();
                    try (Connection connection = pools.shard(shard).getConnection()) {
                        long written = shardLoader.load(shard, connection, rows);
                        shardNanos.put(shard, System.nanoTime() - shardStart);
                        done.incrementAndGet();
                        return written;
                    } catch (SQLException e) {
                        throw new SQLException("loading shard " + shard + " failed: " + e.getMessage(), e.getSQLState(), e);
                    }
                }));
            }
            long total = 0;
            for (Future<Long> result : results) {
                total += join(result);
            }
            long nanos = System.nanoTime() - start;
            ticker.shutdownNow();
            LoadReport report = new LoadReport(shards.size(), reused, total, nanos, Map.copyOf(shardNanos));
            say(String.format(Locale.ROOT, "loaded %d shard(s): %,d rows in %.1f s, %,.0f rows/s",
                    shards.size(), total, nanos / 1e9, report.rowsPerSecond()));
            return report;
        } finally {
            ticker.shutdownNow();
            loaders.shutdownNow();
        }
    }

    private static long join(Future<Long> result) throws SQLException, InterruptedException {
        try {
            return result.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            throw new IllegalStateException("loading failed: " + e.getCause(), e.getCause());
        }
    }

    private static String line(String what, int done, int shards, long rows, long expectedRows, long nanos) {
        return String.format(Locale.ROOT, "%s: %d/%d shards done, %,d of %,d rows, %,.0f rows/s",
                what, done, shards, rows, expectedRows, rows / (nanos / 1e9));
    }

    private void say(String line) {
        if (progress != null) {
            synchronized (progress) {
                progress.println(line);
                progress.flush();
            }
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
