package io.igen.core.merge;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.Repetition.LevelRepetition;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LaunchDimensioningTest {

    private static final RunHeader HEADER = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(),
            "2026-11-24T00:00:00Z");
    private static final RunConfig CONFIG = RunConfig.builder(List.of(Level.ofThreads(1))).fixedWarmup(5)
            .durationSeconds(10).build();

    @Test
    void launchesThatDifferAndFlatWindowsCallForMoreLaunches() {
        LevelRepetition level = dimensioned(List.of(launch(100, 100, 100, 100, 100, 100, 100, 100, 100, 100),
                launch(120, 120, 120, 120, 120, 120, 120, 120, 120, 120),
                launch(110, 110, 110, 110, 110, 110, 110, 110, 110, 110)));

        // samples 100, 110, 120: half width 24.84138 of 110
        assertThat(level.precisionPercent()).isCloseTo(22.58, within(0.01));
        assertThat(level.launchSharePercent()).isEqualTo(100.0);
        // no noise inside the windows: the cheapest window is one batch (2 s)
        assertThat(level.optimalWindowSeconds()).isEqualTo(2.0);
        assertThat(level.advice()).contains("launches differ", "more launches", "shorter windows");
        // sample standard deviation of 100, 110, 120 is 10: 10 / 110
        assertThat(level.launchCvPercent()).isEqualTo(9.09);
    }

    @Test
    void launchesThatAgreeAndNoisyWindowsCallForLongerWindows() {
        LevelRepetition level = dimensioned(List.of(launch(90, 110, 90, 110, 90, 110, 90, 110, 90, 110),
                launch(110, 90, 110, 90, 110, 90, 110, 90, 110, 90),
                launch(100, 100, 90, 110, 100, 100, 110, 90, 100, 100)));

        assertThat(level.launchSharePercent()).isZero();
        assertThat(level.optimalWindowSeconds()).isNull();
        assertThat(level.advice()).contains("the window's own noise dominates", "longer --duration");
    }

    @Test
    void throughputFallingLaunchAfterLaunchIsDriftAndLaunchesThatMerelyDifferAreNot() {
        LevelRepetition level = dimensioned(List.of(launch(130, 130, 130, 130), launch(125, 125, 125, 125),
                launch(120, 120, 120, 120), launch(116, 116, 116, 116), launch(110, 110, 110, 110)));

        // 5 launches, all 10 pairs falling: S = -10, z = -9 / sqrt(5 * 4 * 15 / 18) = -2.20
        assertThat(level.drift()).isEqualTo("throughput falls launch after launch (Mann-Kendall z = -2.20 over 5 "
                + "launches): the host or the database drifts; compare settings with ab (interleaved), and look at "
                + "each launch's database state");

        assertThat(dimensioned(List.of(launch(130, 130, 130, 130), launch(110, 110, 110, 110),
                launch(125, 125, 125, 125), launch(116, 116, 116, 116), launch(120, 120, 120, 120))).drift()).isNull();
    }

    /** The one level of the launches combined, dimensioned for launches of 40 s. */
    private static LevelRepetition dimensioned(List<RunResult> launches) {
        return LaunchDimensioning.of(RepeatedRuns.combine(HEADER, CONFIG, launches), launches, 40).get(0);
    }

    private static RunResult launch(long... perSecond) {
        double throughput = Arrays.stream(perSecond).average().orElse(0);
        Histogram histogram = new Histogram(3);
        histogram.recordValue(1_000_000);
        LevelResult level = LevelResult.builder().level(1).threads(1).operations(Arrays.stream(perSecond).sum())
                .durationSeconds(perSecond.length).throughput(throughput)
                .latencyMs(new LatencySummary(1, 0, new Percentiles(1, 1, 1, 1, 1, 1)))
                .perSecond(Arrays.stream(perSecond).boxed().toList()).errors(Map.of())
                .histogram(HistogramCodec.encode(histogram)).build();
        return HEADER.result(CONFIG, List.of(level), List.of());
    }
}
