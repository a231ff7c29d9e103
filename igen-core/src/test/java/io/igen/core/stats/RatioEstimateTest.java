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
        RatioEstimate estimate = RatioEstimate.of(new double[] {98, 100, 102}, new double[] {147, 150, 153});

        assertThat(estimate.ratio()).isCloseTo(1.5, within(1e-12));
        assertThat(estimate.ci95().low()).isCloseTo(1.433510, within(1e-6));
        assertThat(estimate.ci95().high()).isCloseTo(1.569574, within(1e-6));
        assertThat(estimate.verdict()).isEqualTo(Verdict.HIGHER);
    }

    @Test
    void aSmallDifferenceInsideTheNoiseIsTheSame() {
        RatioEstimate estimate = RatioEstimate.of(new double[] {90, 100, 110}, new double[] {95, 105, 115});

        assertThat(estimate.ratio()).isCloseTo(1.05, within(1e-12));
        assertThat(estimate.ci95().contains(1.0)).isTrue();
        assertThat(estimate.verdict()).isEqualTo(Verdict.SAME);
    }

    @Test
    void aClearDropIsLower() {
        RatioEstimate estimate = RatioEstimate.of(new double[] {198, 200, 202}, new double[] {99, 100, 101});

        assertThat(estimate.ratio()).isCloseTo(0.5, within(1e-12));
        assertThat(estimate.ci95().high()).isLessThan(1);
        assertThat(estimate.verdict()).isEqualTo(Verdict.LOWER);
    }

    @Test
    void withoutSpreadOnOneSideTheIntervalIsUnknownAndTheVerdictSame() {
        RatioEstimate estimate = RatioEstimate.of(new double[] {100}, new double[] {300});

        assertThat(estimate.ratio()).isEqualTo(3.0);
        assertThat(estimate.ci95().known()).isFalse();
        assertThat(estimate.verdict()).isEqualTo(Verdict.SAME);
        assertThatThrownBy(() -> RatioEstimate.of(new double[0], new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theVerdictRuleLooksOnlyAtWhereTheIntervalLies() {
        assertThat(Verdict.of(Interval.of(1.01, 1.2))).isEqualTo(Verdict.HIGHER);
        assertThat(Verdict.of(Interval.of(0.8, 0.99))).isEqualTo(Verdict.LOWER);
        assertThat(Verdict.of(Interval.of(0.99, 1.01))).isEqualTo(Verdict.SAME);
        assertThat(Verdict.of(Interval.of(1.0, 1.2))).isEqualTo(Verdict.SAME);
        assertThat(Verdict.of(Interval.UNKNOWN)).isEqualTo(Verdict.SAME);
        assertThat(Verdict.HIGHER.label()).isEqualTo("higher");
    }
}
