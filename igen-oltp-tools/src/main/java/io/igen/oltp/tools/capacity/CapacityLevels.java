package io.igen.oltp.tools.capacity;

import io.igen.core.workload.LevelSpec;

import java.util.ArrayList;
import java.util.List;

/** The default levels of a capacity study's two sweeps. */
public final class CapacityLevels {

    /** Up to this many shards, the horizontal sweep visits every shard count. */
    static final int EVERY_SHARD_UP_TO = 8;

    private CapacityLevels() {
    }

    /**
     * Thread levels on one shard: 1..32 doubling for a database server (the study's instance peaked at a few dozen
     * sessions); 1, 2, 4 for an embedded shard, which runs one transaction at a time by default, so more threads
     * only queue.
     */
    public static LevelSpec vertical(boolean embedded) {
        return LevelSpec.parse(embedded ? "1..4x2" : "1..32x2");
    }

    /**
     * Active shard levels up to {@code shards}: every count up to 8 shards; beyond, 1, 2, 4 and then steps of an
     * eighth of the shards (rounded up), always ending at all shards (28: 1, 2, 4, 8, 12, ..., 28): nine or ten
     * points, dense enough to find the knee and then narrow it down with {@code --shard-levels}.
     */
    public static LevelSpec horizontal(int shards) {
        if (shards <= EVERY_SHARD_UP_TO) {
            return LevelSpec.parse("1.." + shards);
        }
        int step = (shards + EVERY_SHARD_UP_TO - 1) / EVERY_SHARD_UP_TO;
        List<Integer> levels = new ArrayList<>(List.of(1, 2, 4));
        for (int level = step * (4 / step + 1); level < shards; level += step) {
            levels.add(level);
        }
        levels.add(shards);
        return new LevelSpec(levels);
    }
}
