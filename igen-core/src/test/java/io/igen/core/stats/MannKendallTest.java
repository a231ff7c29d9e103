package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class MannKendallTest {

    @Test
    void sixRunsFallingOneAfterTheOtherTrendAndTheScoreIsTheTextbooksOne() {
        // The six PostgreSQL runs without maintenance: 2,493 / 2,252 / 2,156 / 2,189 / 2,153 / 1,809.
        MannKendall test = MannKendall.of(new double[] {2493, 2252, 2156, 2189, 2153, 1809});

        // 15 pairs in time order: 14 fall, 1 rises (2,156 -> 2,189): S = 1 - 14 = -13.
        assertThat(test.s()).isEqualTo(-13);
        // var = 6 * 5 * 17 / 18 = 28.33; z = (-13 + 1) / 5.32 = -2.25
        assertThat(test.z()).isCloseTo(-12 / Math.sqrt(6 * 5 * 17 / 18.0), within(1e-12));
        assertThat(test.trends()).isTrue();
    }

    @Test
    void launchesThatGoUpAndDownDoNotTrendNorDoesOneWildLaunchMakeATrend() {
        assertThat(MannKendall.of(new double[] {100, 104, 98, 103, 99, 101}).trends()).isFalse();
        assertThat(MannKendall.of(new double[] {100, 101, 99, 100, 40}).trends()).isFalse();
    }

    @Test
    void fourLaunchesCannotShowATrendAtFivePercentFiveCan() {
        assertThat(MannKendall.of(new double[] {4, 3, 2, 1}).trends()).isFalse();
        assertThat(MannKendall.of(new double[] {5, 4, 3, 2, 1}).trends()).isTrue();
        assertThat(MannKendall.of(new double[] {1}).z()).isZero();
    }
}
