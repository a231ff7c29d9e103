package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.igen.core.result.LevelResult;

/**
 * One level of the horizontal sweep as the capacity figures read it. In JSON one flat object:
 * {@code shards, threads, offered, achieved, achievedStatementsPerSecond, meanMs, p99Ms, saturated}.
 *
 * @param shards       active shards
 * @param threads      load threads over all active shards
 * @param throughput   what the level was offered and what it achieved
 * @param responseTime its response times, from the scheduled start
 * @param saturated    the achieved throughput fell short of {@link #SATURATION_SHARE} of the offered
 */
public record HorizontalPoint(int shards, int threads, @JsonUnwrapped Throughput throughput,
                              @JsonUnwrapped ResponseTime responseTime, boolean saturated) {

    /**
     * Below this share of the offered load a level is saturated: paced threads that fall behind their schedule start
     * fewer transactions inside the window, and 5 % is well above the edge effects of a 10 s window.
     */
    public static final double SATURATION_SHARE = 0.95;

    /** The level read against the load it was offered. */
    public static HorizontalPoint of(LevelResult level, double offered, int statementsPerTransaction) {
        double achieved = achieved(level);
        return new HorizontalPoint(level.level(), level.threads(),
                new Throughput(offered, achieved, statementsPerTransaction * achieved),
                new ResponseTime(level.latencyMs().mean(), level.latencyMs().p99()),
                achieved < SATURATION_SHARE * offered);
    }

    /** Transactions/s committed of those scheduled inside the level's window: its operations over the window. */
    public static double achieved(LevelResult level) {
        return level.durationSeconds() > 0 ? level.operations() / level.durationSeconds() : 0;
    }

    /**
     * A level's load, offered and achieved.
     *
     * @param offered                     transactions/s offered: shards x threads per shard x rate per thread
     * @param achieved                    transactions/s committed of those scheduled inside the window: the level's
     *                                    operations over its window. Not the level's throughput, which also counts the
     *                                    in-window share of late transactions scheduled before the window, and so
     *                                    credits a level with a backlog for work it owed earlier
     * @param achievedStatementsPerSecond SQL statements/s committed
     */
    public record Throughput(double offered, double achieved, double achievedStatementsPerSecond) {
    }

    /**
     * A level's response times, from the scheduled start, in milliseconds.
     *
     * @param meanMs the mean
     * @param p99Ms  the 99th percentile
     */
    public record ResponseTime(double meanMs, double p99Ms) {
    }
}
