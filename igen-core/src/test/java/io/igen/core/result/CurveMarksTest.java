package io.igen.core.result;

import io.igen.core.result.LatencySummary.Percentiles;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CurveMarksTest {

    /** Levels 1, 2, 4, 8 with throughput 100, 180, 250, 240 and mean / p99 response times as given. */
    private static final List<LevelResult> LEVELS = List.of(
            level(1, 100, 1.0, 2.0),
            level(2, 180, 2.0, 6.0),
            level(4, 250, 5.0, 12.0),
            level(8, 240, 3.0, 30.0));

    @Test
    void peakIsTheLevelWithTheHighestThroughput() {
        LevelMark peak = CurveMarks.peak(LEVELS).orElseThrow();
        assertThat(peak.level()).isEqualTo(4);
        assertThat(peak.throughput()).isEqualTo(250.0);
        assertThat(peak.latencyMs()).isEqualTo(5.0);
        assertThat(peak.statistic()).isEqualTo(LatencyStatistic.MEAN);
    }

    @Test
    void sweetSpotIsTheHighestLevelWithinTheSla() {
        // level 4 breaks a 3 ms mean, level 8 keeps it: the highest level within wins
        assertThat(CurveMarks.sweetSpot(LEVELS, 3.0, LatencyStatistic.MEAN).orElseThrow().level()).isEqualTo(8);
        assertThat(CurveMarks.sweetSpot(LEVELS, 2.0, LatencyStatistic.MEAN).orElseThrow().level()).isEqualTo(2);
        // exactly at the limit is within it
        assertThat(CurveMarks.sweetSpot(LEVELS, 1.0, LatencyStatistic.MEAN).orElseThrow().level()).isEqualTo(1);
    }

    @Test
    void sweetSpotCanBeJudgedByAPercentile() {
        LevelMark mark = CurveMarks.sweetSpot(LEVELS, 10.0, LatencyStatistic.P99).orElseThrow();
        assertThat(mark.level()).isEqualTo(2);
        assertThat(mark.latencyMs()).isEqualTo(6.0);
        assertThat(mark.statistic()).isEqualTo(LatencyStatistic.P99);
    }

    @Test
    void noLevelWithinTheSlaMeansNoSweetSpot() {
        assertThat(CurveMarks.sweetSpot(LEVELS, 0.5, LatencyStatistic.MEAN)).isEmpty();
        assertThat(CurveMarks.peak(List.of())).isEmpty();
    }

    static LevelResult level(int level, double throughput, double meanMs, double p99Ms) {
        LatencySummary latency = new LatencySummary(meanMs, 0.1,
                new Percentiles(meanMs, meanMs, meanMs, p99Ms, p99Ms, p99Ms));
        return LevelResult.builder().level(level).threads(level).operations((long) (throughput * 10))
                .durationSeconds(10.0).throughput(throughput).latencyMs(latency).perSecond(List.of()).errors(Map.of())
                .histogram("").build();
    }
}
