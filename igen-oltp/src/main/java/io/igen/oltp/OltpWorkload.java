package io.igen.oltp;

import io.igen.core.workload.Level;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Workload;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.integrity.IntegrityCheck;
import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.load.DataSetLoader;
import io.igen.oltp.load.ShardLoader;
import io.igen.oltp.shard.CustomerSlice;
import io.igen.oltp.shard.FailureText;
import io.igen.oltp.shard.ShardDatabase;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardRange;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * iGenOLTP: opens a pool per shard, loads (or re-uses) the data set, runs the order-entry transaction
 * with each level's threads spread over its active shards, reports per-shard figures, and checks every
 * shard's order count after the run.
 */
public final class OltpWorkload implements Workload<OltpWorker> {

    private static final double DEFAULT_MAX_ERROR_PERCENT = 1;

    private final OltpSettings settings;
    private final PrintWriter progress;
    private final CustomerPartitioning partitioning;
    private final OrderLedger ledger;
    private final double maxErrorPercent;
    /** Shards that failed more than the limit in a level, found as each level ends. */
    private final List<String> shardProblems = new ArrayList<>();
    private final List<OltpWorker> liveWorkers = new ArrayList<>();
    private final ShardTurns turns;
    private ShardPools pools;
    private IntegrityCheck integrity;
    private List<ShardDatabase> databases = List.of();
    private int levelIndex;

    /** @param progress where loading progress goes; null for none */
    public OltpWorkload(OltpSettings settings, PrintWriter progress) {
        this(settings, progress, DEFAULT_MAX_ERROR_PERCENT);
    }

    /**
     * @param progress        where loading progress goes; null for none
     * @param maxErrorPercent a shard whose failed share of a level's transactions is above this is a problem of
     *                        the run, however few its transactions: a shard that was down for a level tried
     *                        only a few times (each waiting for a connection), which the level's total hides
     */
    public OltpWorkload(OltpSettings settings, PrintWriter progress, double maxErrorPercent) {
        this.settings = settings;
        this.progress = progress;
        this.maxErrorPercent = maxErrorPercent;
        this.partitioning = settings.data().partitioning();
        this.ledger = new OrderLedger(partitioning.shardCount());
        this.turns = new ShardTurns(partitioning.shardCount(), settings.embeddedConcurrency());
    }

    @Override
    public void open() throws SQLException, InterruptedException {
        pools = ShardPools.open(settings.targets(), settings.poolSettings(), settings.plan().maxThreadsOnShards());
        databases = pools.databases();
        sayDatabases();
        ShardLoader shardLoader = new ShardLoader(settings.dialect(), SchemaScript.of(settings.dialect()), settings.data());
        int parallelism = Math.max(2, Runtime.getRuntime().availableProcessors());
        new DataSetLoader(shardLoader, settings.data(), parallelism, progress).prepare(pools, settings.reload());
        integrity = IntegrityCheck.before(pools);
    }

    /** {@code shardDatabases}: each shard's redacted URL and its server's product and version. */
    @Override
    public Map<String, Object> discoveredSettings() {
        List<Map<String, Object>> shards = new ArrayList<>();
        for (ShardDatabase database : databases) {
            Map<String, Object> shard = new LinkedHashMap<>();
            shard.put("shard", database.shard());
            shard.put("url", database.url());
            shard.put("product", database.product());
            shard.put("version", database.version());
            shards.add(shard);
        }
        return Map.of("shardDatabases", shards);
    }

    private void sayDatabases() {
        if (progress == null) {
            return;
        }
        Map<String, List<Integer>> shardsByServer = new LinkedHashMap<>();
        for (ShardDatabase database : databases) {
            shardsByServer.computeIfAbsent(database.productAndVersion(), server -> new ArrayList<>()).add(database.shard());
        }
        List<String> parts = new ArrayList<>();
        shardsByServer.forEach((server, shards) -> parts.add(server + (shardsByServer.size() == 1
                ? " on all " + shards.size() + " shard(s)"
                : " on shard(s) " + shards.stream().map(String::valueOf).collect(Collectors.joining(", ")))));
        progress.println("databases: " + String.join("; ", parts));
        progress.flush();
    }

    @Override
    public OltpWorker createWorker(int workerIndex, Level level) {
        if (workerIndex == 0) {
            releaseWorkers();
            levelIndex++;
        }
        int active = settings.plan().activeShards(level);
        int shard = partitioning.shardOfThread(workerIndex, active);
        ShardRange range = partitioning.range(shard);
        CustomerSlice customers = settings.sharedCustomers() ? CustomerSlice.shared(range)
                : CustomerSlice.ofThread(range, workerIndex / active,
                        partitioning.threadsOn(shard, level.threads(), active));
        SplittableRandom random = new SplittableRandom(settings.data().seed() * 1_000_003L + levelIndex * 65_537L + workerIndex);
        OltpWorker worker = new OltpWorker(customers, random, pools.shard(shard), settings.dialect(), ledger,
                turns.of(shard));
        liveWorkers.add(worker);
        return worker;
    }

    /**
     * {@code statementsPerSecond}, {@code shards} (active), {@code perShard}: shard -> transactions,
     * throughput and errors in the window.
     */
    @Override
    public Map<String, Object> levelDetails(Level level, List<OltpWorker> workers, MeasuredLevel measurement) {
        int active = settings.plan().activeShards(level);
        long[] committed = new long[active];
        long[] failed = new long[active];
        for (OltpWorker worker : workers) {
            committed[worker.shard()] += worker.measuredCommitted();
            failed[worker.shard()] += worker.measuredFailed();
        }
        Map<String, Object> perShard = new LinkedHashMap<>();
        for (int shard = 0; shard < active; shard++) {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("transactions", committed[shard]);
            figures.put("throughput", measurement.windowSeconds() == 0 ? 0.0 : committed[shard] / measurement.windowSeconds());
            figures.put("errors", failed[shard]);
            perShard.put(Integer.toString(shard), figures);
            long attempts = committed[shard] + failed[shard];
            double failedPercent = attempts == 0 ? 0 : 100.0 * failed[shard] / attempts;
            if (committed[shard] == 0 && partitioning.threadsOn(shard, level.threads(), active) > 0) {
                shardProblems.add(String.format(Locale.ROOT, "level %d: shard %d committed no transaction (%d failed)",
                        level.level(), shard, failed[shard]));
            } else if (failed[shard] > 0 && failedPercent > maxErrorPercent) {
                shardProblems.add(String.format(Locale.ROOT, "level %d: shard %d failed %d of %d transactions "
                        + "(%.2f%%, limit %.2f%%)", level.level(), shard, failed[shard], attempts, failedPercent,
                        maxErrorPercent));
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("statementsPerSecond", OrderEntryTransaction.STATEMENTS * measurement.throughput());
        details.put("shards", active);
        details.put("perShard", perShard);
        releaseWorkers();
        return details;
    }

    /** The dialect's kind of a failure: SQL failures by SQLState class ({@code SQLState 40}, {@code SQLState 08}). */
    @Override
    public String errorKind(Exception failure) {
        return settings.dialect().errorKind(failure);
    }

    /** The failure's class, SQLState and first line, with credentials removed from any URL the driver quotes. */
    @Override
    public String errorMessage(Exception failure) {
        return FailureText.of(failure);
    }

    @Override
    public List<String> checkAfterRun() throws SQLException {
        releaseWorkers();
        List<String> integrityFailures = integrity.verify(pools, ledger);
        List<String> failures = new ArrayList<>(shardProblems);
        failures.addAll(integrityFailures);
        if (integrityFailures.isEmpty() && progress != null) {
            long inserted = 0;
            long deleted = 0;
            for (int shard = 0; shard < partitioning.shardCount(); shard++) {
                inserted += ledger.inserted(shard);
                deleted += ledger.deleted(shard);
            }
            progress.println(String.format(Locale.ROOT, "integrity check passed on all %d shards: orders = before "
                    + "+ %,d inserted - %,d deleted by committed transactions", partitioning.shardCount(), inserted,
                    deleted));
            progress.flush();
        }
        return failures;
    }

    /** The pools, once open: for tests that look behind the workload's back. */
    ShardPools pools() {
        return pools;
    }

    @Override
    public void close() {
        releaseWorkers();
        if (pools != null) {
            pools.close();
        }
    }

    private void releaseWorkers() {
        liveWorkers.forEach(OltpWorker::release);
        liveWorkers.clear();
    }
}
