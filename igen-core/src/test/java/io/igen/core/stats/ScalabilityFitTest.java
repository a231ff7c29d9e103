package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The Universal Scalability Law fitted to curves whose coefficients are known. */
class ScalabilityFitTest {

    private static final int[] THREADS = {1, 2, 4, 8, 16, 32, 64};

    /** Throughput by the law with these coefficients, each level moved by its share of {@code noise} (+, -, +, ...). */
    private static double[] curve(double lambda, double sigma, double kappa, double noise) {
        double[] throughput = new double[THREADS.length];
        for (int i = 0; i < THREADS.length; i++) {
            double n = THREADS[i];
            throughput[i] = lambda * n / (1 + sigma * (n - 1) + kappa * n * (n - 1)) * (1 + (i % 2 == 0 ? noise
                    : -noise));
        }
        return throughput;
    }

    @Test
    void anExactCurveGivesBackItsCoefficientsAndItsPeak() {
        ScalabilityFit fit = ScalabilityFit.of(THREADS, curve(1000, 0.05, 0.0002, 0)).orElseThrow();

        assertThat(fit.lambda()).isCloseTo(1000, within(1e-3));
        assertThat(fit.sigma()).isCloseTo(0.05, within(1e-7));
        assertThat(fit.kappa()).isCloseTo(0.0002, within(1e-9));
        double peak = Math.sqrt((1 - 0.05) / 0.0002);   // 68.9 threads
        assertThat(fit.peakThreads()).isCloseTo(peak, within(1e-3));
        assertThat(fit.peakThroughput()).isCloseTo(1000 * peak / (1 + 0.05 * (peak - 1) + 0.0002 * peak * (peak - 1)),
                within(1e-2));
        assertThat(fit.levels()).isEqualTo(7);
    }

    @Test
    void aNoisyCurveIsFoundWithinItsIntervals() {
        // A peak at 30.8 threads, inside the levels: the data show the fall after it.
        ScalabilityFit fit = ScalabilityFit.of(THREADS, curve(1000, 0.05, 0.001, 0.02)).orElseThrow();

        assertThat(fit.lambdaCi95().contains(1000)).as("lambda %s", fit.lambdaCi95()).isTrue();
        assertThat(fit.sigmaCi95().contains(0.05)).as("sigma %s", fit.sigmaCi95()).isTrue();
        assertThat(fit.kappaCi95().contains(0.001)).as("kappa %s", fit.kappaCi95()).isTrue();
        assertThat(fit.peakThreadsCi95().contains(Math.sqrt(0.95 / 0.001))).as("N* %s", fit.peakThreadsCi95())
                .isTrue();
        assertThat(fit.lambdaCi95().halfWidth()).isPositive();
    }

    @Test
    void withoutCoherencyCostThereIsNoPeakOnlyACeiling() {
        ScalabilityFit fit = ScalabilityFit.of(THREADS, curve(100, 0.5, 0, 0)).orElseThrow();

        assertThat(fit.kappa()).isCloseTo(0, within(1e-9));
        assertThat(fit.peakThreads()).isNull();
        assertThat(fit.peakThroughput()).isCloseTo(200, within(1e-3));   // lambda / sigma
        assertThat(fit.throughput(64)).isCloseTo(100 * 64 / (1 + 0.5 * 63), within(1e-6));
    }

    @Test
    void aCoherencyCostTheNoiseCannotTellFromZeroPredictsNoPeak() {
        // kappa 1e-6 would peak at 975 threads, far beyond the 64 measured; 2 % noise hides it.
        ScalabilityFit fit = ScalabilityFit.of(THREADS, curve(100, 0.05, 0.000001, 0.02)).orElseThrow();

        assertThat(fit.kappaCi95().low()).isZero();
        assertThat(fit.peakThreads()).isNull();
        if (fit.kappa() > 0) {
            assertThat(fit.pointPeakThreads()).isCloseTo(Math.sqrt((1 - fit.sigma()) / fit.kappa()), within(1e-6));
        }
        assertThat(fit.peakThroughput()).isCloseTo(fit.lambda() / fit.sigma(), within(1e-6));
        assertThat(fit.peakThroughputCi95().contains(fit.peakThroughput())).isTrue();
        // finite and bounded: a ceiling beyond the levels is an extrapolation, wide but not unbounded
        assertThat(fit.peakThroughputCi95().halfWidth()).isLessThan(0.5 * fit.peakThroughput());
    }

    @Test
    void fewerThanFourLevelsLeaveNoDegreeOfFreedomForIntervals() {
        assertThat(ScalabilityFit.of(new int[]{1, 2, 4}, new double[]{10, 19, 35})).isEmpty();
    }
}
