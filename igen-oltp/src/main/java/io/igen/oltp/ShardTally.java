package io.igen.oltp;

import io.igen.core.workload.Level;
import io.igen.oltp.shard.CustomerPartitioning;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A finished level's transactions on each active shard, those that started in the measurement window, and each
 * shard's outages: the level's {@code perShard} figures, and the shards that failed too often or were unavailable
 * too long. A shard is judged on its own because a shard that was down for a level tried only a few times (each
 * waiting for a connection), which the level's total hides.
 */
final class ShardTally {

    private final long[] committed;
    private final long[] failed;
    private final List<ShardOutages> outages;

    /** Committed and failed transactions and the outages by shard, the index being the shard. */
    ShardTally(long[] committed, long[] failed, List<ShardOutages> outages) {
        if (committed.length != failed.length || committed.length != outages.size()) {
            throw new IllegalArgumentException(committed.length + " shards committed, " + failed.length + " failed, "
                    + outages.size() + " with outages");
        }
        this.committed = committed.clone();
        this.failed = failed.clone();
        this.outages = List.copyOf(outages);
    }

    /** Adds up the workers' counts by the shard each worked on; {@code outages} has one entry per active shard. */
    static ShardTally of(List<OltpWorker> workers, List<ShardOutages> outages) {
        long[] committed = new long[outages.size()];
        long[] failed = new long[outages.size()];
        for (OltpWorker worker : workers) {
            committed[worker.shard()] += worker.measuredCommitted();
            failed[worker.shard()] += worker.measuredFailed();
        }
        return new ShardTally(committed, failed, outages);
    }

    /**
     * Shard -> {@code transactions}, {@code throughput} and {@code errors} in the window, {@code unavailableSeconds}
     * in the window and {@code outages} (see {@link ShardOutages#describe}).
     */
    Map<String, Object> figures(double windowSeconds, WallTime wall) {
        Map<String, Object> perShard = new LinkedHashMap<>();
        for (int shard = 0; shard < committed.length; shard++) {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("transactions", committed[shard]);
            figures.put("throughput", windowSeconds == 0 ? 0.0 : committed[shard] / windowSeconds);
            figures.put("errors", failed[shard]);
            figures.put("unavailableSeconds", outages.get(shard).unavailableSeconds());
            figures.put("outages", outages.get(shard).describe(wall));
            perShard.put(Integer.toString(shard), figures);
        }
        return perShard;
    }

    /** The console lines of the outages still open at the end of the level. */
    List<String> openOutages(Level level, WallTime wall) {
        List<String> lines = new ArrayList<>();
        for (int shard = 0; shard < outages.size(); shard++) {
            lines.addAll(outages.get(shard).stillOpen(level.level(), shard, wall));
        }
        return lines;
    }

    /**
     * The shards that committed nothing although threads worked on them, or whose failed share of their
     * transactions is above {@code maxErrorPercent}, however few they were; and each outage longer than
     * {@code maxUnavailableSeconds}.
     */
    List<String> problems(Level level, CustomerPartitioning partitioning, double maxErrorPercent,
                          double maxUnavailableSeconds) {
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
            problems.addAll(outages.get(shard).problems(level.level(), shard, maxUnavailableSeconds));
        }
        return problems;
    }
}
