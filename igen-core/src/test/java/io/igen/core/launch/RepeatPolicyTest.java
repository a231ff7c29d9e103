package io.igen.core.launch;

import io.igen.core.result.CiBasis;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.stats.Interval;
import io.igen.core.stats.MeanEstimate;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RepeatPolicyTest {

    private static final RunHeader HEADER = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(),
            "2026-11-24T00:00:00Z");
    private static final RunConfig CONFIG = RunConfig.builder(List.of(Level.ofThreads(1))).fixedWarmup(5)
            .durationSeconds(10).build();

    @Test
    void aFixedRepeatRunsExactlyItsCount() {
        RepeatPolicy policy = RepeatPolicy.fixed(4);

        assertThat(policy.stopAfter(3, List.of(run(100, 1)), 30)).isEmpty();
        assertThat(policy.stopAfter(4, List.of(run(100, 50)), 40)).contains("ran the 4 launches asked for");
    }

    @Test
    void autoRunsAtLeastThreeThenStopsWhenEveryLevelIsPrecise() {
        RepeatPolicy policy = RepeatPolicy.auto(0.03, 1200);

        assertThat(policy.stopAfter(2, List.of(run(100, 1)), 20)).isEmpty();
        assertThat(policy.stopAfter(3, List.of(run(100, 2.9)), 30)).get().asString()
                .startsWith("every level's 95% throughput interval is within ±3.0% (widest: level 1 at ±2.9%)");
        // two sides (ab): the wider side decides
        assertThat(policy.stopAfter(3, List.of(run(100, 2.9), run(100, 3.5)), 30)).isEmpty();
    }

    @Test
    void autoStopsBeforeALaunchThatWouldOverrunTheBudget() {
        RepeatPolicy policy = RepeatPolicy.auto(0.03, 100);

        assertThat(policy.stopAfter(3, List.of(run(100, 8)), 60)).isEmpty();
        assertThat(policy.stopAfter(4, List.of(run(100, 8)), 84)).get().asString()
                .contains("another launch (about 21 s) would overrun the time budget (84 of 100 s spent)",
                        "level 1 reached ±8.0%, target ±3.0%");
        assertThat(RepeatPolicy.auto(0.03, 1e9).stopAfter(RepeatPolicy.AUTO_MAXIMUM, List.of(run(100, 8)), 80))
                .get().asString().startsWith("reached the most launches, 50");
    }

    @Test
    void theLaunchCachesTrainingIsPaidFromTheBudgetButNotCountedAsALaunch() {
        RepeatPolicy policy = RepeatPolicy.auto(0.03, 100);

        // 3 launches of 20 s after 25 s of training: 85 s spent, another launch (20 s, not 28) would overrun.
        assertThat(policy.stopAfter(3, List.of(run(100, 8)), 60, 25)).get().asString()
                .contains("another launch (about 20 s) would overrun the time budget (85 of 100 s spent, 25 s of it "
                        + "training the launch cache)");
        assertThat(policy.stopAfter(3, List.of(run(100, 8)), 60, 15)).isEmpty();
    }

    @Test
    void aDuetStopsWhenTheRatioJudgedPairByPairIsPrecise() {
        RepeatPolicy policy = RepeatPolicy.auto(0.03, 1e9);
        // the host swings each round by up to 2x, B stays 4-6 % ahead: each side's own interval is far from ±3 %
        RunResult a = launches(100, 200, 150, 120);
        RunResult b = launches(105, 208, 159, 126);

        assertThat(policy.stopAfter(4, List.of(a, b), 400)).isEmpty();
        // the pairs' log ratios have a 95 % half width of 0.012374 (RatioEstimateTest): ±1.2 %
        assertThat(policy.stopAfterPairs(4, a, b, 400, 0)).get().asString()
                .isEqualTo("every level's 95% paired ratio interval is within ±3.0% (widest: level 1 at ±1.2%)");
        assertThat(policy.stopAfterPairs(2, a, b, 200, 0)).as("at least three rounds").isEmpty();
        assertThat(RepeatPolicy.fixed(4).stopAfterPairs(4, a, b, 400, 0)).contains("ran the 4 launches asked for");
    }

    /** A one-level result combined from launches of these throughputs, in order. */
    private static RunResult launches(double... throughputs) {
        List<RepeatSample> samples = new ArrayList<>();
        for (double throughput : throughputs) {
            samples.add(new RepeatSample(throughput, 1, null, null));
        }
        MeanEstimate mean = MeanEstimate.of(throughputs);
        LevelResult level = LevelResult.builder().level(1).threads(1).operations(100).durationSeconds(10)
                .throughput(mean.mean()).latencyMs(new LatencySummary(1, 0, new Percentiles(1, 1, 1, 1, 1, 1)))
                .perSecond(List.of()).errors(Map.of()).histogram("").build()
                .withUncertainty(mean.ci95(), Interval.UNKNOWN, CiBasis.REPEATS, samples);
        return HEADER.result(CONFIG, List.of(level), List.of());
    }

    /** A one-level result whose throughput interval is ±{@code halfWidthPercent}. */
    private static RunResult run(double throughput, double halfWidthPercent) {
        double half = throughput * halfWidthPercent / 100;
        LevelResult level = LevelResult.builder().level(1).threads(1).operations(100).durationSeconds(10)
                .throughput(throughput).latencyMs(new LatencySummary(1, 0, new Percentiles(1, 1, 1, 1, 1, 1)))
                .perSecond(List.of()).errors(Map.of()).histogram("").build()
                .withUncertainty(Interval.of(throughput - half, throughput + half), Interval.UNKNOWN, null, List.of());
        return HEADER.result(CONFIG, List.of(level), List.of());
    }
}
