package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SteadyStateRuleTest {

    private final SteadyStateRule rule = SteadyStateRule.DEFAULT;

    @Test
    void aFlatSeriesWithSmallNoiseIsSteady() {
        double[] series = {1000, 1030, 980, 1010, 995, 1020, 985, 1005, 990, 1015};

        assertThat(rule.unsteadiness(series)).isEmpty();
    }

    @Test
    void aFlatButNoisySeriesIsSteadyWhenTheHalvesDoNotDifferSignificantly() {
        // per-second swings of +-15 % (GC pauses falling in some seconds), halves 6 % apart but not significantly
        double[] series = {1150, 850, 1100, 900, 1000, 1200, 900, 1150, 950, 1100};

        assertThat(rule.unsteadiness(series)).isEmpty();
    }

    @Test
    void aDriftingSeriesIsNot() {
        double[] series = new double[10];
        for (int t = 0; t < series.length; t++) {
            series[t] = 1000 + 30 * t + (t % 2 == 0 ? 5 : -5);
        }

        assertThat(rule.unsteadiness(series)).hasValueSatisfying(reason ->
                assertThat(reason).isEqualTo("throughput rose 14% from one 5 s half to the next"));
    }

    @Test
    void aFallingSeriesIsNot() {
        double[] series = {1000, 990, 985, 975, 960, 900, 890, 880, 875, 860};

        assertThat(rule.unsteadiness(series)).hasValueSatisfying(reason -> assertThat(reason).startsWith("throughput fell"));
    }

    @Test
    void aBistableSeriesIsNot() {
        double[] series = {1000, 1000, 500, 500, 1000, 1000, 500, 500, 1000, 1000};

        assertThat(rule.unsteadiness(series)).hasValueSatisfying(reason ->
                assertThat(reason).isEqualTo("throughput swings: per-second CV 32% over the last 10 s (limit 25%)"));
    }

    @Test
    void slowOperationsAreJudgedAllowingForTheirCountingNoise() {
        // two half-second operations a second: counts of 1, 2 and 3 are noise, not swings (CV 32 %, limit 1/sqrt(2))
        double[] series = {2, 2, 1, 3, 2, 2, 3, 1, 2, 2};

        assertThat(rule.unsteadiness(series)).isEmpty();
        assertThat(rule.unsteadiness(new double[] {2, 0, 4, 0, 2, 4, 0, 4, 0, 4})).hasValueSatisfying(reason ->
                assertThat(reason).startsWith("throughput swings: per-second CV 94%"));
    }

    @Test
    void onlyTheLastWindowCounts() {
        double[] series = {100, 300, 600, 900, 1000, 1000, 1010, 990, 1000, 1005, 995, 1000, 1000, 1000};

        assertThat(rule.unsteadiness(series)).isEmpty();
    }

    @Test
    void aShortSeriesCannotBeJudgedYet() {
        assertThat(rule.unsteadiness(new double[] {1000, 1000, 1000})).hasValue("fewer than 10 seconds to judge");
        assertThat(rule.unsteadiness(new double[10])).hasValue("no operation completed");
    }
}
