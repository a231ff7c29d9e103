package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class MeanEstimateTest {

    @Test
    void theIntervalOfThreeKnownSamplesUsesStudentsT() {
        // mean 12, s = 2, t(0.975, 2) = 4.302653, half width 4.302653 * 2 / sqrt(3) = 4.968275
        MeanEstimate estimate = MeanEstimate.of(10, 12, 14);

        assertThat(estimate.mean()).isEqualTo(12.0);
        assertThat(estimate.standardDeviation()).isCloseTo(2.0, within(1e-12));
        assertThat(estimate.ci95().low()).isCloseTo(7.031725, within(1e-6));
        assertThat(estimate.ci95().high()).isCloseTo(16.968275, within(1e-6));
    }

    @Test
    void manySamplesApproachTheNormalQuantile() {
        double[] samples = new double[1000];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = i % 2 == 0 ? 99 : 101;
        }
        MeanEstimate estimate = MeanEstimate.of(samples);

        // s = 1.0005, t(0.975, 999) = 1.962341
        assertThat(estimate.ci95().halfWidth()).isCloseTo(1.962341 * 1.0005003 / Math.sqrt(1000), within(1e-6));
    }

    @Test
    void oneSampleHasAMeanButNoInterval() {
        MeanEstimate estimate = MeanEstimate.of(42);

        assertThat(estimate.mean()).isEqualTo(42.0);
        assertThat(estimate.ci95().known()).isFalse();
        assertThat(estimate.ci95().toJson()).containsExactly(null, null);
    }

    @Test
    void intervalsReadBackFromTheirJsonForm() {
        assertThat(Interval.fromJson(java.util.List.of(1.5, 2.5))).isEqualTo(Interval.of(1.5, 2.5));
        assertThat(Interval.fromJson(java.util.Arrays.asList(null, null)).known()).isFalse();
        assertThat(Interval.of(1, 3).contains(2)).isTrue();
        assertThat(Interval.of(1, 3).contains(3.5)).isFalse();
    }
}
