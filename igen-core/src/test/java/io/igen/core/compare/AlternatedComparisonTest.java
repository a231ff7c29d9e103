package io.igen.core.compare;

import io.igen.core.result.Alternation;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunResult;
import io.igen.core.stats.Verdict;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** B against A block by block, over the blocks of every launch: the launches' own speeds cancel. */
class AlternatedComparisonTest {

    private static final Alternation EVERY_SECOND = new Alternation("a", "b", 1, 0);

    /**
     * Two launches, the second twice as fast as the first (a launch spread of 47 %), B at 0.95 of A in both: the ratio
     * is 0.95 with no width, and the launches' spread is reported, not counted.
     */
    @Test
    void whatALaunchDoesToBothSettingsCancels() {
        RunResult slow = launch(List.of(seconds(8, 1000, 950)), 975);
        RunResult fast = launch(List.of(seconds(8, 2000, 1900)), 1950);

        AlternatedComparison.Level level = AlternatedComparison.of(List.of(slow, fast), 0.05).levels().get(0);

        assertThat(level.blocks()).isEqualTo(4);
        assertThat(level.estimate().ratio()).isCloseTo(0.95, within(1e-12));
        assertThat(level.estimate().ci95().low()).isCloseTo(0.95, within(1e-12));
        assertThat(level.estimate().ci95().high()).isCloseTo(0.95, within(1e-12));
        assertThat(level.estimate().verdict()).isEqualTo(Verdict.LOWER);
        assertThat(level.launchRatios()).allSatisfy(ratio -> assertThat(ratio).isCloseTo(0.95, within(1e-12)));
        assertThat(level.aThroughput()).isEqualTo(1500);
        assertThat(level.bThroughput()).isEqualTo(1425);
        // sample CV of 975 and 1950: 689.4 / 1462.5
        assertThat(level.launchSpreadPercent()).isCloseTo(47.14, within(0.01));
    }

    /**
     * Two blocks, B/A 0.9 and 1.0: the geometric mean 0.9487, and Student's interval on one degree of freedom,
     * exp(-0.05268 ± 12.706 x 0.05268) = [0.4858, 1.8528], worked by hand.
     */
    @Test
    void theIntervalIsStudentsOverTheBlocksLogRatios() {
        List<Long> perSecond = new ArrayList<>();
        perSecond.addAll(seconds(4, 100, 90));
        perSecond.addAll(seconds(4, 100, 100));

        AlternatedComparison.Level level = AlternatedComparison.of(List.of(launch(List.of(perSecond), 97)), 0.05)
                .levels().get(0);

        assertThat(level.blocks()).isEqualTo(2);
        assertThat(level.estimate().ratio()).isCloseTo(Math.sqrt(0.9), within(1e-12));
        assertThat(level.estimate().ci95().low()).isCloseTo(0.4858, within(1e-4));
        assertThat(level.estimate().ci95().high()).isCloseTo(1.8528, within(1e-4));
        assertThat(level.estimate().verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(level.launchSpreadPercent()).isNaN();
        assertThat(level.precision()).isCloseTo((1.8528 - 0.4858) / 2 / Math.sqrt(0.9), within(1e-4));
    }

    @Test
    void aLaunchThatDidNotAlternateIsRefused() {
        RunResult plain = RunResult.builder().config(RunConfig.builder(List.of(Level.ofThreads(1))).build())
                .levels(List.of()).build();

        assertThatThrownBy(() -> AlternatedComparison.of(List.of(plain), 0.05))
                .hasMessageContaining("did not alternate its settings");
    }

    /** {@code count} seconds of the ABBA timetable at one-second segments, A's at {@code a}, B's at {@code b}. */
    private static List<Long> seconds(int count, long a, long b) {
        List<Long> perSecond = new ArrayList<>();
        for (int second = 0; second < count; second++) {
            perSecond.add(EVERY_SECOND.settingOf(second) == Alternation.Setting.A ? a : b);
        }
        return perSecond;
    }

    private static RunResult launch(List<List<Long>> levels, double throughput) {
        List<LevelResult> results = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            results.add(LevelResult.builder().level(i + 1).threads(i + 1).throughput(throughput)
                    .perSecond(levels.get(i)).build());
        }
        return RunResult.builder().config(RunConfig.builder(List.of(Level.ofThreads(1))).durationSeconds(8)
                .alternation(EVERY_SECOND).build()).levels(results).build();
    }
}
