package io.igen.core.report;

import io.igen.core.result.IntervalPoint;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.igen.core.report.TimelineSamples.second;
import static org.assertj.core.api.Assertions.assertThat;

class LevelTimelineTest {

    @Test
    void warmUpSecondsComeBeforeTheWindowEachOneSecondLongAndASecondWithoutCompletionsHasNoResponseTime() {
        LevelTimeline timeline = LevelTimeline.of(TimelineSamples.level(4, 4, 8.003,
                TimelineSamples.stalledSeries(400), Map.of())).orElseThrow();

        LevelTimeline.Series series = timeline.series();
        assertThat(series.seconds()).containsExactly(-2.75, -1.75, -0.75, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5);
        assertThat(series.throughput()).containsExactly(200, 300, 400, 400, 400, 400, 0, 800, 400, 400, 400);
        assertThat(series.p99Ms()).containsExactly(9, 6, 5, 4, 5, 4, Double.NaN, 950, 5, 4, 5);
        assertThat(series.errorsPerSecond()).containsExactly(0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0);
        assertThat(timeline.span().startSeconds()).isEqualTo(-3.25);
        assertThat(timeline.span().endSeconds()).isEqualTo(8);
        assertThat(timeline.span().windowSeconds()).isEqualTo(8.003);
        assertThat(series.hasErrors()).isTrue();
        assertThat(series.hasLatency()).isTrue();
    }

    @Test
    void aWindowWithoutWarmUpStartsAtZero() {
        LevelTimeline timeline = LevelTimeline.of(TimelineSamples.level(1, 1, 2.0,
                List.of(second(0, 5, 0, 2.0), second(1, 6, 0, 3.0)), Map.of())).orElseThrow();

        assertThat(timeline.series().seconds()).containsExactly(0.5, 1.5);
        assertThat(timeline.span().startSeconds()).isZero();
        assertThat(timeline.series().hasErrors()).isFalse();
    }

    @Test
    void aLevelWhereNothingCompletedHasThroughputZeroAndNoLatencyToDraw() {
        List<IntervalPoint> dead = List.of(second(0, 0, 3, null), second(1, 0, 2, null));

        LevelTimeline timeline = LevelTimeline.of(TimelineSamples.level(2, 2, 2.0, dead, Map.of())).orElseThrow();

        assertThat(timeline.series().throughput()).containsExactly(0, 0);
        assertThat(timeline.series().p99Ms()).containsExactly(Double.NaN, Double.NaN);
        assertThat(timeline.series().hasLatency()).isFalse();
    }

    @Test
    void aLevelCombinedFromRepeatsHasNoTimeline() {
        assertThat(LevelTimeline.of(TimelineSamples.level(1, 1, 2.0, List.of(), Map.of()))).isEmpty();
    }
}
