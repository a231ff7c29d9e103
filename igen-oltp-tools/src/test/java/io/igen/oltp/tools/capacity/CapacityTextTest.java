package io.igen.oltp.tools.capacity;

import io.igen.core.stats.Interval;
import io.igen.core.stats.ScalabilityFit;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The fitted curve's line says a peak only where the fit supports one, and a ceiling only where it is bounded. */
class CapacityTextTest {

    @Test
    void aSupportedPeakIsPredictedWithItsIntervals() {
        ScalabilityFit fit = new ScalabilityFit(1000, Interval.of(950, 1050), 0.05, Interval.of(0.04, 0.06), 0.001,
                Interval.of(0.0008, 0.0012), 30.8, Interval.of(27, 35), 30.8, 12_000, Interval.of(11_500, 12_500), 7);

        assertThat(CapacityText.fit(fit)).isEqualTo("USL fit of the vertical sweep (7 levels): lambda 1000 [950.0, "
                + "1050]/s, sigma 0.050 [0.040, 0.060], kappa 0.001 [0.001, 0.001]: predicted peak at 30.80 [27.00, "
                + "35.00] threads, 12000 [11500, 12500] transactions/s");
    }

    @Test
    void aPeakTheIntervalsDoNotSupportIsNamedAsSuchWithoutAnUnboundedCeiling() {
        ScalabilityFit fit = new ScalabilityFit(1148, Interval.of(264, 2032), 0.109, Interval.of(0, 0.481), 0.014,
                Interval.of(0, 0.030), null, null, 8.0, 10_540, Interval.UNKNOWN, 6);

        assertThat(CapacityText.fit(fit)).endsWith("kappa 0.014 [0.000, 0.030]: no peak the data support at 95 % (the "
                + "point estimates peak at 8.000 threads), nor a ceiling (sigma's interval reaches 0)");
    }

    @Test
    void withoutAPeakABoundedCeilingIsGiven() {
        ScalabilityFit fit = new ScalabilityFit(168, Interval.of(141, 195), 0.797, Interval.of(0.572, 1.022), 0,
                Interval.of(0, 0.008), null, null, null, 211.1, Interval.of(175.2, 247.0), 6);

        assertThat(CapacityText.fit(fit)).endsWith(": no peak the data support at 95 %, throughput approaches 211.1 "
                + "[175.2, 247.0] transactions/s");
    }
}
