package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class RatioEstimateTest {

    @Test
    void aClearDifferenceIsHigherWithALogScaleInterval() {
        // both sides: CV 0.02 over 3 samples; se = sqrt(2 * 0.0004 / 3) = 0.0163299; Welch df = 4, t = 2.776445;
        // half width on the log scale 0.0453392: [1.5 * e^-0.0453392, 1.5 * e^0.0453392]
        RatioEstimate estimate = RatioEstimate.of(new double[] {98, 100, 102}, new double[] {147, 150, 153}, 0.05);

        assertThat(estimate.ratio()).isCloseTo(1.5, within(1e-12));
        assertThat(estimate.ci95().low()).isCloseTo(1.433510, within(1e-6));
        assertThat(estimate.ci95().high()).isCloseTo(1.569574, within(1e-6));
        assertThat(estimate.verdict()).isEqualTo(Verdict.HIGHER);
    }

    @Test
    void anIntervalThatHoldsOneButReachesPastTheToleranceIsInconclusive() {
        // the case: 0.91x [0.78, 1.06] holds 1, and a 22 % loss too: not "the same"
        RatioEstimate estimate = RatioEstimate.of(new double[] {90, 100, 110}, new double[] {95, 105, 115}, 0.05);

        assertThat(estimate.ratio()).isCloseTo(1.05, within(1e-12));
        assertThat(estimate.ci95().contains(1.0)).isTrue();
        assertThat(estimate.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    }

    @Test
    void aTightIntervalAroundOneIsTheSame() {
        // CV 0.5 % a side over 5 launches: the interval is about ±0.8 %, inside ±5 %
        RatioEstimate estimate = RatioEstimate.of(new double[] {99.5, 100, 100.5, 99.5, 100.5},
                new double[] {100, 100.5, 99.5, 100.5, 99.5}, 0.05);

        assertThat(estimate.ci95().low()).isGreaterThan(0.95);
        assertThat(estimate.ci95().high()).isLessThan(1.05);
        assertThat(estimate.verdict()).isEqualTo(Verdict.SAME);
        assertThat(RatioEstimate.of(new double[] {99.5, 100, 100.5, 99.5, 100.5},
                new double[] {100, 100.5, 99.5, 100.5, 99.5}, 0.001).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    }

    @Test
    void aClearDropIsLower() {
        RatioEstimate estimate = RatioEstimate.of(new double[] {198, 200, 202}, new double[] {99, 100, 101}, 0.05);

        assertThat(estimate.ratio()).isCloseTo(0.5, within(1e-12));
        assertThat(estimate.ci95().high()).isLessThan(1);
        assertThat(estimate.verdict()).isEqualTo(Verdict.LOWER);
    }

    @Test
    void aSingleLaunchOnEitherSideDecidesNothing() {
        RatioEstimate estimate = RatioEstimate.of(new double[] {100}, new double[] {300}, 0.05);

        assertThat(estimate.ratio()).isEqualTo(3.0);
        assertThat(estimate.ci95().known()).isFalse();
        assertThat(estimate.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(RatioEstimate.of(new double[] {100, 101, 99}, new double[] {300}, 0.05).verdict())
                .isEqualTo(Verdict.INCONCLUSIVE);
        assertThatThrownBy(() -> RatioEstimate.of(new double[0], new double[] {1}, 0.05))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theVerdictRuleLooksOnlyAtWhereTheIntervalLiesAndTheTolerance() {
        assertThat(Verdict.of(Interval.of(1.01, 1.2), 0.05)).isEqualTo(Verdict.HIGHER);
        assertThat(Verdict.of(Interval.of(1.01, 1.03), 0.05)).isEqualTo(Verdict.HIGHER);
        assertThat(Verdict.of(Interval.of(0.8, 0.99), 0.05)).isEqualTo(Verdict.LOWER);
        assertThat(Verdict.of(Interval.of(0.99, 1.01), 0.05)).isEqualTo(Verdict.SAME);
        assertThat(Verdict.of(Interval.of(0.95, 1.05), 0.05)).isEqualTo(Verdict.SAME);
        assertThat(Verdict.of(Interval.of(0.94, 1.01), 0.05)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(Verdict.of(Interval.of(1.0, 1.2), 0.05)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(Verdict.of(Interval.of(0.78, 1.06), 0.05)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(Verdict.of(Interval.UNKNOWN, 0.05)).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(Verdict.HIGHER.label()).isEqualTo("higher");
        assertThat(Verdict.INCONCLUSIVE.label()).isEqualTo("inconclusive");
    }

    @Test
    void pairsThatMoveTogetherGiveANarrowIntervalWhereLaunchesAloneCannot() {
        // the host moved each pair by up to 2x, B stayed 4-6 % ahead within every pair: log ratios ln(1.05), ln(1.04),
        // ln(1.06), ln(1.05); mean 0.0487675, s 0.0077764, se 0.0038882, t(0.975, 3) = 3.182446, half 0.0123740
        double[] a = {100, 200, 150, 120};
        double[] b = {105, 208, 159, 126};

        RatioEstimate paired = RatioEstimate.paired(a, b, 0.05);

        assertThat(paired.ratio()).isCloseTo(Math.exp(0.0487675), within(1e-6));
        assertThat(paired.ci95().low()).isCloseTo(Math.exp(0.0487675 - 0.0123740), within(1e-6));
        assertThat(paired.ci95().high()).isCloseTo(Math.exp(0.0487675 + 0.0123740), within(1e-6));
        assertThat(paired.verdict()).isEqualTo(Verdict.HIGHER);
        // the same launches unpaired: the host's swing swamps the 5 %
        assertThat(RatioEstimate.of(a, b, 0.05).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    }

    @Test
    void pairsNeedTheSameCountOnBothSidesAndTwoForAnInterval() {
        assertThatThrownBy(() -> RatioEstimate.paired(new double[] {1, 2}, new double[] {1}, 0.05))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 and 1");
        RatioEstimate one = RatioEstimate.paired(new double[] {100}, new double[] {110}, 0.05);
        assertThat(one.ratio()).isCloseTo(1.1, within(1e-12));
        assertThat(one.ci95().known()).isFalse();
        assertThat(one.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    }
}
