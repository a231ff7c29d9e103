package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The round split on samples whose analysis of variance is worked by hand (log throughput given as e^x). */
class RoundShareTest {

    @Test
    void sidesThatMoveTogetherRoundByRoundShareAllTheirSpread() {
        RoundShare share = RoundShare.of(exp(0, 1, 2), exp(0.5, 1.5, 2.5));

        assertThat(share.launchVariance()).isCloseTo(0, within(1e-12));
        assertThat(share.roundVariance()).isCloseTo(1, within(1e-12));
        assertThat(share.share()).isCloseTo(1, within(1e-12));
        assertThat(share.pValue()).isZero();
    }

    @Test
    void launchesThatDifferByThemselvesShareNothing() {
        RoundShare share = RoundShare.of(exp(0, 1, 0, 1), exp(1, 0, 1, 0));

        assertThat(share.roundVariance()).isZero();
        assertThat(share.launchVariance()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(share.share()).isZero();
        assertThat(share.pValue()).isCloseTo(1, within(1e-12));
    }

    /**
     * Rounds' means 0.5, 3.5, 5: MSr = 2 x 5.25 = 10.5; differences -1, -1, 2: MSe = 3 / 2 = 1.5; so σ²round = 4.5,
     * σ²launch = 1.5, three quarters shared; F = 7 on (2, 2), whose distribution function is F / (1 + F): p = 1/8.
     */
    @Test
    void aMixedSpreadIsSplitAsTheAnalysisOfVarianceSays() {
        RoundShare share = RoundShare.of(exp(0, 3, 6), exp(1, 4, 4));

        assertThat(share.rounds()).isEqualTo(3);
        assertThat(share.roundVariance()).isCloseTo(4.5, within(1e-9));
        assertThat(share.launchVariance()).isCloseTo(1.5, within(1e-9));
        assertThat(share.share()).isCloseTo(0.75, within(1e-9));
        assertThat(share.pValue()).isCloseTo(0.125, within(1e-9));
    }

    @Test
    void fewerThanThreeRoundsOrUnequalSidesAreRefused() {
        assertThatThrownBy(() -> RoundShare.of(exp(0, 1), exp(0, 1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RoundShare.of(exp(0, 1, 2), exp(0, 1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RoundShare.of(new double[] {1, 0, 1}, exp(0, 1, 2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("above 0");
    }

    private static double[] exp(double... logs) {
        double[] values = new double[logs.length];
        for (int i = 0; i < logs.length; i++) {
            values[i] = Math.exp(logs[i]);
        }
        return values;
    }
}
