package io.igen.core.result;

/**
 * A level singled out on the curves: the peak, or the sweet spot.
 *
 * @param latencyMs the response time the mark was judged by, in the named statistic
 */
public record LevelMark(int level, int threads, double throughput, double latencyMs, LatencyStatistic statistic) {

    static LevelMark of(LevelResult result, LatencyStatistic statistic) {
        return new LevelMark(result.level(), result.threads(), result.throughput(),
                result.latencyMs().get(statistic), statistic);
    }
}
