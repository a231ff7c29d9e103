package io.igen.oltp.capacity;

import io.igen.core.result.LevelResult;

/**
 * One level of the horizontal sweep as the capacity figures read it.
 *
 * @param shards                      active shards
 * @param threads                     load threads over all active shards
 * @param offered                     transactions/s offered: shards x threads per shard x rate per thread
 * @param achieved                    transactions/s committed of those scheduled inside the window: the level's
 *                                    operations over its window. Not the level's throughput, which also counts the
 *                                    in-window share of late transactions scheduled before the window, and so
 *                                    credits a level with a backlog for work it owed earlier
 * @param achievedStatementsPerSecond SQL statements/s committed
 * @param meanMs                      mean response time, from the scheduled start
 * @param p99Ms                       99th percentile response time, from the scheduled start
 * @param saturated                   the achieved throughput fell short of {@link #SATURATION_SHARE} of the offered
 */
public record HorizontalPoint(int shards, int threads, double offered, double achieved,
                              double achievedStatementsPerSecond, double meanMs, double p99Ms, boolean saturated) {

    /**
     * Below this share of the offered load a level is saturated: paced threads that fall behind their schedule start
     * fewer transactions inside the window, and 5 % is well above the edge effects of a 10 s window.
     */
    public static final double SATURATION_SHARE = 0.95;

    /** The level read against the load it was offered. */
    public static HorizontalPoint of(LevelResult level, double offered, int statementsPerTransaction) {
        double achieved = level.durationSeconds() > 0 ? level.operations() / level.durationSeconds() : 0;
        return new HorizontalPoint(level.level(), level.threads(), offered, achieved,
                statementsPerTransaction * achieved, level.latencyMs().mean(), level.latencyMs().p99(),
                achieved < SATURATION_SHARE * offered);
    }

}
