package io.igen.core.stats;

import org.apache.commons.math3.exception.ConvergenceException;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.exception.TooManyIterationsException;
import org.apache.commons.math3.exception.util.LocalizedFormats;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Why a sweep has no fit: too few levels, an optimiser that gave up (said with its own words), or levels that cannot
 * tell the coefficients apart; and what is not a failure to converge (a bug) is not taken for one.
 */
class ScalabilityFitAttemptTest {

    private static final int[] THREADS = {1, 2, 4, 8, 16};
    private static final double[] THROUGHPUT = {100, 190, 340, 560, 800};

    /** An optimiser that throws {@code failure} when asked to optimise. */
    private static LeastSquaresOptimizer throwing(RuntimeException failure) {
        return problem -> {
            throw failure;
        };
    }

    @Test
    void fewerThanFourLevelsSayHowManyThereWere() {
        ScalabilityFit.Attempt attempt = ScalabilityFit.attempt(new int[] {1, 2, 4}, new double[] {10, 19, 35});

        assertThat(attempt.fitted()).isEmpty();
        assertThat(attempt.whyNone()).isEqualTo("it needs 4 levels, 3 here");
    }

    @Test
    void anOptimiserThatRanOutOfEvaluationsSaysSo() {
        ScalabilityFit.Attempt attempt = ScalabilityFit.attempt(THREADS, THROUGHPUT,
                throwing(new TooManyEvaluationsException(10_000)));

        assertThat(attempt.fitted()).isEmpty();
        assertThat(attempt.whyNone()).isEqualTo("the fit did not converge: illegal state: maximal count (10,000) "
                + "exceeded: evaluations");
    }

    @Test
    void anOptimiserThatRanOutOfIterationsSaysSo() {
        ScalabilityFit.Attempt attempt = ScalabilityFit.attempt(THREADS, THROUGHPUT,
                throwing(new TooManyIterationsException(10_000)));

        assertThat(attempt.whyNone()).isEqualTo("the fit did not converge: illegal state: maximal count (10,000) "
                + "exceeded: iterations");
    }

    @Test
    void anOptimiserThatCouldNotReduceTheSumOfSquaresFurtherSaysSo() {
        ScalabilityFit.Attempt attempt = ScalabilityFit.attempt(THREADS, THROUGHPUT,
                throwing(new ConvergenceException(LocalizedFormats.TOO_SMALL_COST_RELATIVE_TOLERANCE, 1e-10)));

        assertThat(attempt.whyNone()).isEqualTo("the fit did not converge: illegal state: cost relative tolerance is "
                + "too small (0), no further reduction in the sum of squares is possible");
    }

    @Test
    void aFailureThatIsNotTheFitsIsNotTakenForNoFit() {
        IllegalStateException bug = new IllegalStateException("a bug in the model");

        assertThatThrownBy(() -> ScalabilityFit.attempt(THREADS, THROUGHPUT, throwing(bug))).isSameAs(bug);
    }

    @Test
    void levelsAllAtOneThreadCountCannotTellTheCoefficientsApart() {
        ScalabilityFit.Attempt attempt = ScalabilityFit.attempt(new int[] {4, 4, 4, 4},
                new double[] {300, 310, 290, 305});

        // the real optimiser: the Jacobian's columns are proportional, and it says so
        assertThat(attempt.fitted()).isEmpty();
        assertThat(attempt.whyNone()).isEqualTo("the fit did not converge: illegal state: unable to perform Q.R "
                + "decomposition on the 4x3 jacobian matrix");
    }

    @Test
    void aFitHasNoReasonForNone() {
        ScalabilityFit.Attempt attempt = ScalabilityFit.attempt(THREADS, THROUGHPUT);

        assertThat(attempt.fitted()).isPresent();
        assertThat(attempt.whyNone()).isNull();
    }
}
