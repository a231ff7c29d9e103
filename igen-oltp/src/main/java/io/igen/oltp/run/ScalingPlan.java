package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.DriverSlice;

import java.util.ArrayList;
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
 * With several drivers ({@link DriverSlice}), a level keeps its number and its active shards, and its threads are the
 * share that falls on this driver's shards: {@code --threads 8} over 4 shards is 4 threads for each of 2 drivers.
 *
 * @param levels          the levels this driver runs: each level's threads are its slice's share
 * @param threadsPerShard on the shard axis, the threads each active shard gets; 0 on the thread axis
 * @param slice           the shards this driver drives; all of them when it is the only one
 */
public record ScalingPlan(Axis axis, List<Level> levels, CustomerPartitioning partitioning, int threadsPerShard,
                          DriverSlice slice) {

    /** The two scaling axes. */
    public enum Axis {
        THREADS, SHARDS, FIRST_SHARD
    }

    public ScalingPlan {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("a run needs at least one level");
        }
        if (slice.lastShard() >= partitioning.shardCount()) {
            throw new IllegalArgumentException(slice.describe() + " but the run has " + partitioning.shardCount()
                    + " shards");
        }
    }

    /** Thread levels over all shards. */
    public static ScalingPlan threads(LevelSpec threadLevels, CustomerPartitioning partitioning) {
        return new ScalingPlan(Axis.THREADS, threadLevels.asThreadLevels(), partitioning, 0,
                DriverSlice.whole(partitioning.shardCount()));
    }

    /** Thread levels on shard 0 alone. */
    public static ScalingPlan firstShard(LevelSpec threadLevels, CustomerPartitioning partitioning) {
        return new ScalingPlan(Axis.FIRST_SHARD, threadLevels.asThreadLevels(), partitioning, 0,
                DriverSlice.whole(partitioning.shardCount()));
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
        return new ScalingPlan(Axis.SHARDS, levels, partitioning, threadsPerShard,
                DriverSlice.whole(partitioning.shardCount()));
    }

    /**
     * This plan as one driver of several runs it: the same levels, each with the threads that fall on the slice's
     * shards.
     *
     * @throws IllegalArgumentException when a level leaves the slice without threads (its threads, or its active
     *                                  shards, all fall on other drivers' shards)
     */
    public ScalingPlan forDriver(DriverSlice driver) {
        if (!slice.alone()) {
            throw new IllegalStateException("this plan is already " + slice.describe() + " of driver " + slice.index());
        }
        List<Level> driverLevels = new ArrayList<>(levels.size());
        for (Level level : levels) {
            int threads = driver.threadsOf(level.threads(), activeShards(level), partitioning);
            if (threads == 0) {
                throw new IllegalArgumentException(idleDriver(level, driver));
            }
            driverLevels.add(new Level(level.level(), threads));
        }
        return new ScalingPlan(axis, driverLevels, partitioning, threadsPerShard, driver);
    }

    private String idleDriver(Level level, DriverSlice driver) {
        String why = axis == Axis.SHARDS
                ? level.level() + " active shard(s) leave driver " + driver.index() + "'s " + driver.describe()
                        + " idle; with --drivers, every shard level must reach each driver's first shard"
                : level.threads() + " threads over " + partitioning.shardCount() + " shards leave driver "
                        + driver.index() + "'s " + driver.describe() + " without a thread; with --drivers, give every "
                        + "level at least " + partitioning.shardCount() + " threads";
        return "level " + level.level() + ": " + why;
    }

    /** The shards 0 .. n-1 that take load at a level. */
    public int activeShards(Level level) {
        return switch (axis) {
            case THREADS -> partitioning.shardCount();
            case SHARDS -> level.level();
            case FIRST_SHARD -> 1;
        };
    }

    /**
     * For each shard of the map, the most load threads any level of this driver routes to it: what its pool must hold
     * (0 for other drivers' shards).
     */
    public int[] maxThreadsOnShards() {
        int[] max = new int[partitioning.shardCount()];
        for (Level level : levels) {
            int active = activeShards(level);
            for (int shard : slice.activeShards(active)) {
                max[shard] = Math.max(max[shard], slice.threadsOn(shard, level.threads(), active));
            }
        }
        return max;
    }
}
