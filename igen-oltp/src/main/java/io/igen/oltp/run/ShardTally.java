package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.core.workload.PartFigures;
import io.igen.core.workload.RunEvent;
import io.igen.oltp.outage.Outage;
import io.igen.oltp.outage.ShardOutages;
import io.igen.oltp.outage.WallTime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A finished level's transactions on each active shard of this driver, those that started in the measurement window,
 * and each shard's outages: the level's {@code perShard} figures, under the shards' numbers in the map, and the shards
 * that failed too often or were unavailable too long. A shard is judged on its own because a shard that was down for a level tried only a few times (each
 * waiting for a connection), which the level's total hides.
 */
public final class ShardTally {

    private final int firstShard;
    private final int[] threads;
    private final long[] committed;
    private final long[] failed;
    private final List<ShardOutages> outages;

    /**
     * Threads, committed and failed transactions and the outages of consecutive shards, the first being
     * {@code firstShard}: index i is shard {@code firstShard + i}.
     */
    ShardTally(int firstShard, int[] threads, long[] committed, long[] failed, List<ShardOutages> outages) {
        if (threads.length != committed.length || committed.length != failed.length
                || committed.length != outages.size()) {
            throw new IllegalArgumentException(threads.length + " shards with threads, " + committed.length
                    + " committed, " + failed.length + " failed, " + outages.size() + " with outages");
        }
        this.firstShard = firstShard;
        this.threads = threads.clone();
        this.committed = committed.clone();
        this.failed = failed.clone();
        this.outages = List.copyOf(outages);
    }

    /**
     * Adds up the workers' counts by the shard each worked on.
     *
     * @param outages one entry per active shard of this driver, the first for {@code firstShard}
     */
    static ShardTally of(List<OltpWorker> workers, int firstShard, List<ShardOutages> outages) {
        int[] threads = new int[outages.size()];
        long[] committed = new long[outages.size()];
        long[] failed = new long[outages.size()];
        for (OltpWorker worker : workers) {
            int position = worker.shard() - firstShard;
            threads[position]++;
            committed[position] += worker.measuredCommitted();
            failed[position] += worker.measuredFailed();
        }
        return new ShardTally(firstShard, threads, committed, failed, outages);
    }

    /** Each shard's outages in the level, as events of that shard, for the level's tail ({@link RunEvent}). */
    List<RunEvent> outageEvents() {
        List<RunEvent> events = new ArrayList<>();
        for (int i = 0; i < outages.size(); i++) {
            ShardOutages shard = outages.get(i);
            for (Outage outage : shard.outages()) {
                events.add(new RunEvent(RunEvent.Kind.OUTAGE, "shard " + (firstShard + i) + " unavailable",
                        Integer.toString(firstShard + i), outage.firstFailureNanos(),
                        outage.endNanos(shard.windowEndNanos())));
            }
        }
        return events;
    }

    /**
     * Shard -> {@code transactions}, {@code throughput} and {@code errors} in the window, {@code unavailableSeconds}
     * in the window and {@code outages} (see {@link ShardOutages#describe}), and its {@code statements}' times where
     * {@code statementsByShard} has them.
     */
    Map<String, Object> figures(double windowSeconds, WallTime wall, Map<Integer, ?> statementsByShard) {
        Map<String, Object> perShard = new LinkedHashMap<>();
        for (int i = 0; i < committed.length; i++) {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("transactions", committed[i]);
            figures.put(PartFigures.THROUGHPUT, windowSeconds == 0 ? 0.0 : committed[i] / windowSeconds);
            figures.put(PartFigures.ERRORS, failed[i]);
            figures.put(PartFigures.UNAVAILABLE_SECONDS, outages.get(i).unavailableSeconds());
            figures.put("outages", outages.get(i).describe(wall));
            Object statements = statementsByShard.get(firstShard + i);
            if (statements != null) {
                figures.put(TransactionFigures.STATEMENTS, statements);
            }
            perShard.put(Integer.toString(firstShard + i), figures);
        }
        return perShard;
    }

    /** The console lines of the outages still open at the end of the level. */
    List<String> openOutages(Level level, WallTime wall) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < outages.size(); i++) {
            lines.addAll(outages.get(i).stillOpen(level.level(), firstShard + i, wall));
        }
        return lines;
    }

    /**
     * The shards that committed nothing although threads worked on them, or whose failed share of their
     * transactions is above {@code maxErrorPercent}, however few they were; and each outage longer than
     * {@code maxUnavailableSeconds}.
     */
    List<String> problems(Level level, double maxErrorPercent, double maxUnavailableSeconds) {
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < committed.length; i++) {
            int shard = firstShard + i;
            long attempts = committed[i] + failed[i];
            double failedPercent = attempts == 0 ? 0 : 100.0 * failed[i] / attempts;
            if (committed[i] == 0 && threads[i] > 0) {
                problems.add(String.format(Locale.ROOT, "level %d: shard %d committed no transaction (%d failed)",
                        level.level(), shard, failed[i]));
            } else if (failed[i] > 0 && failedPercent > maxErrorPercent) {
                problems.add(String.format(Locale.ROOT, "level %d: shard %d failed %d of %d transactions "
                        + "(%.2f%%, limit %.2f%%)", level.level(), shard, failed[i], attempts, failedPercent,
                        maxErrorPercent));
            }
            problems.addAll(outages.get(i).problems(level.level(), shard, maxUnavailableSeconds));
        }
        return problems;
    }
}
