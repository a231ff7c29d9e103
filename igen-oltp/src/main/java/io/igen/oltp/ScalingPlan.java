package io.igen.oltp;

import io.igen.core.runner.LevelSpec;
import io.igen.core.workload.Level;
import io.igen.oltp.shard.CustomerPartitioning;

import java.util.List;

/**
 * The levels of an OLTP run on one of its scaling axes, and which shards each level loads.
 * <ul>
 *   <li>{@link Axis#THREADS} (vertical): thread levels over all shards, threads spread evenly;</li>
 *   <li>{@link Axis#SHARDS} (horizontal): levels of active shards 1..N, each with the same threads, so the
 *       load and the data set in use grow with the shards;</li>
 *   <li>{@link Axis#FIRST_SHARD}: thread levels on shard 0 alone, the other shards idle: one instance's vertical
 *       curve, the first step of {@code igen-oltp capacity}.</li>
 * </ul>
 *
 * @param threadsPerShard on the shard axis, the threads each active shard gets; 0 on the thread axis
 */
public record ScalingPlan(Axis axis, List<Level> levels, CustomerPartitioning partitioning, int threadsPerShard) {

    /** The two scaling axes. */
    public enum Axis {
        THREADS, SHARDS, FIRST_SHARD
    }

    public ScalingPlan {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("a run needs at least one level");
        }
    }

    /** Thread levels over all shards. */
    public static ScalingPlan threads(LevelSpec threadLevels, CustomerPartitioning partitioning) {
        return new ScalingPlan(Axis.THREADS, threadLevels.asThreadLevels(), partitioning, 0);
    }

    /** Thread levels on shard 0 alone. */
    public static ScalingPlan firstShard(LevelSpec threadLevels, CustomerPartitioning partitioning) {
        return new ScalingPlan(Axis.FIRST_SHARD, threadLevels.asThreadLevels(), partitioning, 0);
    }

    /** The default thread levels: 1, 2 and 4 threads per shard. */
    public static ScalingPlan defaultThreads(CustomerPartitioning partitioning) {
        int shards = partitioning.shardCount();
        return threads(new LevelSpec(List.of(shards, 2 * shards, 4 * shards)), partitioning);
    }

    /**
     * Active-shard levels, each active shard with {@code threadsPerShard} threads.
     *
     * @throws IllegalArgumentException when a level asks for more shards than there are
     */
    public static ScalingPlan shards(LevelSpec shardLevels, int threadsPerShard, CustomerPartitioning partitioning) {
        if (threadsPerShard < 1) {
            throw new IllegalArgumentException("threads per shard must be at least 1, got " + threadsPerShard);
        }
        int highest = shardLevels.values().get(shardLevels.values().size() - 1);
        if (highest > partitioning.shardCount()) {
            throw new IllegalArgumentException("--shard-levels goes up to " + highest + " active shards but there are only "
                    + partitioning.shardCount() + "; raise --shards or lower the levels");
        }
        List<Level> levels = shardLevels.values().stream()
                .map(active -> new Level(active, Math.multiplyExact(active, threadsPerShard))).toList();
        return new ScalingPlan(Axis.SHARDS, levels, partitioning, threadsPerShard);
    }

    /** The shards 0 .. n-1 that take load at a level. */
    public int activeShards(Level level) {
        return switch (axis) {
            case THREADS -> partitioning.shardCount();
            case SHARDS -> level.level();
            case FIRST_SHARD -> 1;
        };
    }

    /** For each shard, the most load threads any level routes to it: what its pool must hold. */
    public int[] maxThreadsOnShards() {
        int[] max = new int[partitioning.shardCount()];
        for (Level level : levels) {
            int active = activeShards(level);
            for (int shard = 0; shard < active; shard++) {
                max[shard] = Math.max(max[shard], partitioning.threadsOn(shard, level.threads(), active));
            }
        }
        return max;
    }
}
