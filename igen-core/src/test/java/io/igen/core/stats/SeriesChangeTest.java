package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Trends and steps in short per-second series, on series whose answer is known. */
class SeriesChangeTest {

    /** Ten seconds around 1000 a second, with a fixed pattern of ±3 % noise and no trend. */
    private static final double[] FLAT = {1030, 970, 1010, 990, 1030, 970, 1000, 1000, 990, 1010};

    @Test
    void aFlatNoisySeriesHasNeitherTrendNorStep() {
        assertThat(SeriesChange.trend(FLAT)).isEmpty();
        assertThat(SeriesChange.largestStep(FLAT)).isEmpty();
    }

    @Test
    void aSteadyFallIsATrendAndItsSizeIsTheFittedChangeAcrossTheSeries() {
        // a hundred thousand a second, so the noise (±500) is above the counting floor (sqrt(91,000) = 302)
        double[] falling = new double[10];
        for (int i = 0; i < falling.length; i++) {
            falling[i] = 100 * (1000 - 20 * i + (i % 2 == 0 ? 5 : -5));
        }
        SeriesChange.Change trend = SeriesChange.trend(falling).orElseThrow();

        // least squares (as scipy.stats.linregress gives, on the series / 100): slope -20.3030, intercept 1,001.3636,
        // t -33.5
        assertThat(trend.relativeChange()).isCloseTo(-20.303030303 * 9 / 1001.363636364, within(1e-9));
        assertThat(trend.t()).isCloseTo(-33.5, within(1e-6));
        assertThat(trend.atSecond()).isEqualTo(-1);
    }

    @Test
    void aDropHalfWayIsAStepAtItsSecond() {
        double[] stepped = {1000, 1010, 990, 1000, 1005, 760, 750, 770, 745, 755};

        SeriesChange.Change step = SeriesChange.largestStep(stepped).orElseThrow();

        assertThat(step.atSecond()).isEqualTo(5);
        double before = (1000 + 1010 + 990 + 1000 + 1005) / 5.0;
        double after = (760 + 750 + 770 + 745 + 755) / 5.0;
        assertThat(step.relativeChange()).isCloseTo((after - before) / before, within(1e-12));
    }

    @Test
    void aSeriesTooShortToTellSaysNothing() {
        assertThat(SeriesChange.trend(new double[]{1000, 900, 800})).isEmpty();
        assertThat(SeriesChange.largestStep(new double[]{1000, 1000, 500})).isEmpty();
    }

    @Test
    void aChangeWithinTheNoiseOfTwoSecondsIsNotASignificantStep() {
        // the last two seconds 6 % lower, but the seconds before swing by as much
        double[] noisy = {1060, 940, 1070, 930, 1060, 940, 1050, 950, 940, 940};

        assertThat(SeriesChange.largestStep(noisy)).isEmpty();
    }

    @Test
    void slowOperationsCountedInWholeSecondsMakeNoStepOutOfRounding() {
        // iGenRAM's one thread at 1.8 blocks a second: 2 in most seconds, 1 where a block ends just past the second;
        // the last two seconds hold one each and have no variance, as had seconds 1-8 of a window measured again
        double[] rounding = {2, 2, 2, 2, 2, 2, 2, 2, 1, 1};

        assertThat(SeriesChange.largestStep(rounding)).isEmpty();
        assertThat(SeriesChange.trend(rounding)).isEmpty();
    }

    @Test
    void theCountingFloorTakesTheVarianceOfEachSecondAsAtLeastItsMean() {
        // the same shape in thousands a second is a step: a count of 2,000 varies by about 45 by counting alone
        double[] stepped = {2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 1000, 1000};

        SeriesChange.Change step = SeriesChange.largestStep(stepped).orElseThrow();

        assertThat(step.atSecond()).isEqualTo(8);
        assertThat(step.relativeChange()).isCloseTo(-0.5, within(1e-12));
        // variances of the means: 2,000 / 8 and 1,000 / 2, so t = -1,000 / sqrt(750)
        assertThat(step.t()).isCloseTo(-1000 / Math.sqrt(750), within(1e-9));
    }
}
