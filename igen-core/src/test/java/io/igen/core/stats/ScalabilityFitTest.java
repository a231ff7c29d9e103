package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The Universal Scalability Law fitted to curves whose coefficients are known: exact, moved by small known
 * perturbations (where least squares' first-order answer, {@link LeastSquaresReference}, says where the fit must land),
 * and noisy (where each interval must hold the truth and be as wide as the covariance and Student's t make it).
 */
class ScalabilityFitTest {

    private static final int[] THREADS = {1, 2, 4, 8, 16, 32, 64};

    /** Throughput by the law with these coefficients, each level moved by its share of {@code noise} (+, -, +, ...). */
    private static double[] curve(double lambda, double sigma, double kappa, double noise) {
        double[] throughput = new double[THREADS.length];
        for (int i = 0; i < THREADS.length; i++) {
            throughput[i] = LeastSquaresReference.law(new double[]{lambda, sigma, kappa}, THREADS[i])
                    * (1 + (i % 2 == 0 ? noise : -noise));
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

    /**
     * Levels off the law by 0.1 % (+, -, +, ...): the fit moves from the truth by least squares' first-order step
     * {@code (J'J)^-1 J' r}, computed here apart from the optimizer; what remains is second order, under 1 % of the
     * step.
     */
    @Test
    void smallKnownPerturbationsMoveTheFitWhereLeastSquaresSays() {
        double[] truth = {1000, 0.05, 0.001};
        double[] throughput = curve(truth[0], truth[1], truth[2], 0.001);
        double[] step = LeastSquaresReference.firstOrderStep(THREADS, throughput, truth);

        ScalabilityFit fit = ScalabilityFit.of(THREADS, throughput).orElseThrow();

        // the perturbations move every coefficient measurably: the check below is not one of the truth alone
        assertThat(Math.abs(step[0])).isGreaterThan(0.5);
        assertThat(Math.abs(step[1])).isGreaterThan(1e-4);
        assertThat(Math.abs(step[2])).isGreaterThan(1e-6);
        assertThat(fit.lambda()).isCloseTo(truth[0] + step[0], within(0.01 * Math.abs(step[0])));
        assertThat(fit.sigma()).isCloseTo(truth[1] + step[1], within(0.01 * Math.abs(step[1])));
        assertThat(fit.kappa()).isCloseTo(truth[2] + step[2], within(0.01 * Math.abs(step[2])));
        double predictedPeak = Math.sqrt((1 - truth[1] - step[1]) / (truth[2] + step[2]));
        assertThat(fit.peakThreads()).isCloseTo(predictedPeak, within(0.01));
        // and it is least squares' minimum: the residuals are orthogonal to the law's gradient there
        double[] fitted = {fit.lambda(), fit.sigma(), fit.kappa()};
        assertThat(LeastSquaresReference.residualSquares(THREADS, throughput, fitted))
                .isLessThan(LeastSquaresReference.residualSquares(THREADS, throughput, truth));
        assertThat(LeastSquaresReference.firstOrderStep(THREADS, throughput, fitted))
                .containsExactly(new double[]{0, 0, 0}, within(1e-6));
    }

    @Test
    void aNoisyCurveIsFoundWithinIntervalsAsWideAsTheCovarianceMakesThem() {
        // A peak at 30.8 threads, inside the levels: the data show the fall after it.
        double[] throughput = curve(1000, 0.05, 0.001, 0.02);
        ScalabilityFit fit = ScalabilityFit.of(THREADS, throughput).orElseThrow();
        double[] fitted = {fit.lambda(), fit.sigma(), fit.kappa()};
        LeastSquaresReference reference = LeastSquaresReference.at(THREADS, throughput, fitted);

        assertThat(fit.lambdaCi95().contains(1000)).as("lambda %s", fit.lambdaCi95()).isTrue();
        assertThat(fit.sigmaCi95().contains(0.05)).as("sigma %s", fit.sigmaCi95()).isTrue();
        assertThat(fit.kappaCi95().contains(0.001)).as("kappa %s", fit.kappaCi95()).isTrue();
        assertThat(fit.peakThreadsCi95().contains(Math.sqrt(0.95 / 0.001))).as("N* %s", fit.peakThreadsCi95())
                .isTrue();
        // t(0.975, 4) x the standard error from s^2 (J'J)^-1, each coefficient's interval centred on its estimate
        assertThat(fit.lambdaCi95().halfWidth()).isCloseTo(reference.halfWidth(0), within(1e-6 * fit.lambda()));
        assertThat(fit.sigmaCi95().high() - fit.sigma()).isCloseTo(reference.halfWidth(1), within(1e-9));
        assertThat(fit.kappaCi95().high() - fit.kappa()).isCloseTo(reference.halfWidth(2), within(1e-12));
        // the peak's by the delta method: dN*/dsigma = -1 / (2 kappa N*), dN*/dkappa = -N* / (2 kappa)
        double peak = fit.peakThreads();
        assertThat(fit.peakThreadsCi95().halfWidth()).isCloseTo(reference.deltaHalfWidth(
                new double[]{0, -1 / (2 * fit.kappa() * peak), -peak / (2 * fit.kappa())}), within(1e-4 * peak));
        assertThat(reference.halfWidth(0)).as("the noise gives the interval a width").isGreaterThan(10);
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
    void aCoherencyCostTheNoiseCannotTellFromZeroPredictsNoPeakOnlyACeiling() {
        // kappa 1e-6 would peak at 975 threads, far beyond the 64 measured; 2 % noise hides it, and holds the estimate
        // at 0.
        double[] throughput = curve(100, 0.05, 0.000001, 0.02);
        ScalabilityFit fit = ScalabilityFit.of(THREADS, throughput).orElseThrow();
        LeastSquaresReference reference = LeastSquaresReference.at(THREADS, throughput,
                new double[]{fit.lambda(), fit.sigma(), fit.kappa()});

        assertThat(fit.kappa()).isZero();
        assertThat(fit.kappaCi95().low()).isZero();
        assertThat(fit.peakThreads()).isNull();
        assertThat(fit.pointPeakThreads()).isNull();
        assertThat(fit.peakThroughput()).isCloseTo(fit.lambda() / fit.sigma(), within(1e-6));
        assertThat(fit.peakThroughput()).isCloseTo(100 / 0.05, within(0.02 * 100 / 0.05));
        // the ceiling C's interval by the delta method over lambda and sigma: 1 / sigma and -C / sigma
        double ceiling = fit.peakThroughput();
        double half = reference.deltaHalfWidth(new double[]{1 / fit.sigma(), -ceiling / fit.sigma(), 0});
        assertThat(fit.peakThroughputCi95().low()).isCloseTo(ceiling - half, within(1e-4 * ceiling));
        assertThat(fit.peakThroughputCi95().high()).isCloseTo(ceiling + half, within(1e-4 * ceiling));
        assertThat(fit.peakThroughputCi95().contains(100 / 0.05)).isTrue();
        // finite and bounded: a ceiling beyond the levels is an extrapolation, wide but not unbounded
        assertThat(half).isBetween(0.1 * ceiling, 0.5 * ceiling);
    }

    @Test
    void aCoherencyCostAboveZeroWhoseIntervalReachesZeroIsNamedAsThePointEstimatesPeakOnly() {
        // the same curve with the noise's signs turned: the estimate lands above 0, its interval still reaches it
        double[] throughput = curve(100, 0.05, 0.000001, -0.02);
        ScalabilityFit fit = ScalabilityFit.of(THREADS, throughput).orElseThrow();
        double[] fitted = {fit.lambda(), fit.sigma(), fit.kappa()};
        LeastSquaresReference reference = LeastSquaresReference.at(THREADS, throughput, fitted);

        assertThat(fit.kappa()).isGreaterThan(1e-5);
        assertThat(LeastSquaresReference.firstOrderStep(THREADS, throughput, fitted))
                .containsExactly(new double[]{0, 0, 0}, within(1e-6));
        assertThat(fit.kappaCi95().low()).isZero();
        assertThat(fit.kappaCi95().high()).isCloseTo(fit.kappa() + reference.halfWidth(2), within(1e-12));
        assertThat(fit.peakThreads()).isNull();
        assertThat(fit.peakThreadsCi95()).isNull();
        assertThat(fit.pointPeakThreads()).isCloseTo(Math.sqrt((1 - fit.sigma()) / fit.kappa()), within(1e-6))
                .isBetween(64.0, 975.0);
        assertThat(fit.peakThroughput()).isCloseTo(fit.lambda() / fit.sigma(), within(1e-6));
    }

    @Test
    void fewerThanFourLevelsLeaveNoDegreeOfFreedomForIntervals() {
        assertThat(ScalabilityFit.of(new int[]{1, 2, 4}, new double[]{10, 19, 35})).isEmpty();
    }
}
