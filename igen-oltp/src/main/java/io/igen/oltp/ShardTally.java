package io.igen.oltp;

import io.igen.core.workload.Level;
import io.igen.oltp.shard.CustomerPartitioning;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A finished level's transactions on each active shard, those that started in the measurement window: the level's
 * {@code perShard} figures, and the shards that failed too often. A shard is judged on its own because a shard
 * that was down for a level tried only a few times (each waiting for a connection), which the level's total hides.
 */
final class ShardTally {

    private final long[] committed;
    private final long[] failed;

    /** Committed and failed transactions by shard, the array index being the shard. */
    ShardTally(long[] committed, long[] failed) {
        if (committed.length != failed.length) {
            throw new IllegalArgumentException(committed.length + " shards committed, " + failed.length + " failed");
        }
        this.committed = committed.clone();
        this.failed = failed.clone();
    }

    /** Adds up the workers' counts by the shard each worked on. */
    static ShardTally of(List<OltpWorker> workers, int activeShards) {
        long[] committed = new long[activeShards];
        long[] failed = new long[activeShards];
        for (OltpWorker worker : workers) {
            committed[worker.shard()] += worker.measuredCommitted();
            failed[worker.shard()] += worker.measuredFailed();
        }
        return new ShardTally(committed, failed);
    }

    /** Shard -> {@code transactions}, {@code throughput} and {@code errors} in the window. */
    Map<String, Object> figures(double windowSeconds) {
        Map<String, Object> perShard = new LinkedHashMap<>();
        for (int shard = 0; shard < committed.length; shard++) {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("transactions", committed[shard]);
            figures.put("throughput", windowSeconds == 0 ? 0.0 : committed[shard] / windowSeconds);
            figures.put("errors", failed[shard]);
            perShard.put(Integer.toString(shard), figures);
        }
        return perShard;
    }

    /**
     * The shards that committed nothing although threads worked on them, or whose failed share of their
     * transactions is above {@code maxErrorPercent}, however few they were.
     */
    List<String> problems(Level level, CustomerPartitioning partitioning, double maxErrorPercent) {
        List<String> problems = new ArrayList<>();
        for (int shard = 0; shard < committed.length; shard++) {
            long attempts = committed[shard] + failed[shard];
            double failedPercent = attempts == 0 ? 0 : 100.0 * failed[shard] / attempts;
            if (committed[shard] == 0 && partitioning.threadsOn(shard, level.threads(), committed.length) > 0) {
                problems.add(String.format(Locale.ROOT, "level %d: shard %d committed no transaction (%d failed)",
                        level.level(), shard, failed[shard]));
            } else if (failed[shard] > 0 && failedPercent > maxErrorPercent) {
                problems.add(String.format(Locale.ROOT, "level %d: shard %d failed %d of %d transactions "
                        + "(%.2f%%, limit %.2f%%)", level.level(), shard, failed[shard], attempts, failedPercent,
                        maxErrorPercent));
            }
        }
        return problems;
    }
}
