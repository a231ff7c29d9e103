package io.igen.oltp.dialect;

import io.igen.core.workload.Combination;

/**
 * One figure of a shard's database state, read before and after each level's window: dead rows in {@code orders}, its
 * size, the server's history list, the checkpoints so far. It tells whether two windows started from the same state.
 *
 * @param name        the name the result records it under ({@code deadRows})
 * @param unit        what it counts ("rows", "bytes")
 * @param query       a query whose first row's last column is the figure, a whole number ({@code SHOW GLOBAL STATUS}
 *                    answers name and value)
 * @param counter     whether it only grows (autovacuum runs, checkpoints): then what matters is its growth in the window,
 *                    not its value
 * @param overShards  how the shards' figures make the level's: {@code SUM} for a table's own figure, {@code MAX} for
 *                    the server's (every shard on one server reads the same history list)
 */
public record StateReading(String name, String unit, String query, boolean counter, Combination overShards) {

    /** A figure of the moment: its value at the window's start is the level's. */
    public static StateReading gauge(String name, String unit, Combination overShards, String query) {
        return new StateReading(name, unit, query, false, overShards);
    }

    /** A figure that only grows: its growth over the window is the level's. */
    public static StateReading counter(String name, String unit, Combination overShards, String query) {
        return new StateReading(name, unit, query, true, overShards);
    }

    /** The level's figure's name: {@code deadRowsAtWindowStart}, {@code checkpointsInWindow}. */
    public String levelFigure() {
        return name + (counter ? "InWindow" : "AtWindowStart");
    }
}
