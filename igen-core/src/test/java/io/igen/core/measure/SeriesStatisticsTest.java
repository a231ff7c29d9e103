package io.igen.core.measure;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SeriesStatisticsTest {

    @Test
    void steadilyRisingSeriesHasTrendOne() {
        SeriesStatistics statistics = SeriesStatistics.of(new long[] {10, 20, 30, 40});
        assertThat(statistics.mean()).isEqualTo(25.0);
        assertThat(statistics.standardDeviation()).isCloseTo(Math.sqrt(125), within(1e-12));
        assertThat(statistics.trend()).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void steadilyFallingSeriesHasTrendMinusOne() {
        assertThat(SeriesStatistics.of(new long[] {9, 7, 5, 3, 1}).trend()).isCloseTo(-1.0, within(1e-12));
    }

    @Test
    void trendIsPearsonsCorrelationWithTime() {
        // values 1, 3, 2, 4 against t = 0..3, by hand: sum of products 4 / sqrt(5 * 5) = 0.8
        assertThat(SeriesStatistics.of(new long[] {1, 3, 2, 4}).trend()).isCloseTo(0.8, within(1e-12));
    }

    @Test
    void flatSeriesHasNoTrendAndNoSpread() {
        SeriesStatistics statistics = SeriesStatistics.of(new long[] {5, 5, 5});
        assertThat(statistics.trend()).isZero();
        assertThat(statistics.standardDeviation()).isZero();
    }

    @Test
    void emptyAndSingleSeriesAreAllZero() {
        assertThat(SeriesStatistics.of(new long[0])).isEqualTo(new SeriesStatistics(0, 0, 0));
        assertThat(SeriesStatistics.of(new long[] {7})).isEqualTo(new SeriesStatistics(7, 0, 0));
    }
}
