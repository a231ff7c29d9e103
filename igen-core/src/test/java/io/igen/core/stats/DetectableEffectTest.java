package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The minimum detectable effect against values computed independently (SciPy's t quantiles). */
class DetectableEffectTest {

    @Test
    void aSeriesResolvesAgainstATwinWhatItsSpreadAndCountAllow() {
        // the default iGenOLTP run's level 28 on 2026-11-28: 6 launches, CV 6.14 %
        assertThat(DetectableEffect.againstTwin(0.0614, 6)).isCloseTo(11.644, within(0.001));
        assertThat(DetectableEffect.againstTwin(0.02, 6)).isCloseTo(3.653, within(0.001));
        assertThat(DetectableEffect.againstTwin(0.02, 1)).isNaN();
    }

    @Test
    void twoSidesOfDifferentSpreadAndCountUseWelchsDegreesOfFreedom() {
        double percent = DetectableEffect.percent(new double[] {100, 104, 98}, new double[] {110, 113, 108, 111});

        // CVs 3.08 % and 1.90 %, 3.15 degrees of freedom
        assertThat(percent).isCloseTo(8.435, within(0.001));
        assertThat(DetectableEffect.percent(new double[] {100}, new double[] {100, 101})).isNaN();
    }

    @Test
    void pairsResolveFromTheSpreadOfTheirRatios() {
        // the pairs of RatioEstimateTest: s of the log ratios 0.0077764 over 4 pairs; t(0.975, 3) + t(0.8, 3) =
        // 3.182446 + 0.978472; 100 * (e^(4.160918 * 0.0038882) - 1)
        double[] a = {100, 200, 150, 120};
        double[] b = {105, 208, 159, 126};

        assertThat(DetectableEffect.pairedPercent(a, b)).isCloseTo(1.631, within(0.001));
        // unpaired, the same launches resolve only differences of about half
        assertThat(DetectableEffect.percent(a, b)).isGreaterThan(40);
        assertThat(DetectableEffect.pairedPercent(new double[] {100}, new double[] {105})).isNaN();
    }
}
