package io.igen.oltp.tools.capacity;

import io.igen.core.result.LevelMark;

/**
 * One shard's peak in the vertical sweep: the thread level with the highest throughput.
 *
 * @param threads             load threads on the shard at the peak
 * @param throughput          transactions/s
 * @param statementsPerSecond SQL statements/s
 * @param meanMs              mean response time at the peak
 */
public record ShardPeak(int threads, double throughput, double statementsPerSecond, double meanMs) {

    /** The vertical run's peak mark (judged by the mean). */
    public static ShardPeak of(LevelMark peak, int statementsPerTransaction) {
        return new ShardPeak(peak.threads(), peak.throughput(), statementsPerTransaction * peak.throughput(),
                peak.latencyMs());
    }
}
