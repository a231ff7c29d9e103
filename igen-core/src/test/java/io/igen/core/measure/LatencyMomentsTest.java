package io.igen.core.measure;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.byLessThan;
import static org.assertj.core.api.Assertions.within;

class LatencyMomentsTest {

    @Test
    void meanAndPopulationStandardDeviationOfKnownValues() {
        LatencyMoments moments = of(2, 4, 4, 4, 5, 5, 7, 9);
        assertThat(moments.count()).isEqualTo(8);
        assertThat(moments.mean()).isEqualTo(5.0);
        assertThat(moments.standardDeviation()).isCloseTo(2.0, within(1e-12));
    }

    @Test
    void smallSpreadOnLargeValuesSurvives() {
        // A sum-of-squares formula loses this spread entirely in double precision.
        LatencyMoments moments = of(1_000_000_000_000L, 1_000_000_000_001L, 1_000_000_000_002L);
        assertThat(moments.mean()).isEqualTo(1_000_000_000_001.0);
        assertThat(moments.standardDeviation()).isCloseTo(Math.sqrt(2.0 / 3), within(1e-6));
    }

    @Test
    void aFirstValueAwayFromTheRestKeepsTheirSpread() {
        // the sums are of distances from the first value: 1.1 ms first, then 1 ms give or take 1 us, so that the
        // 1 us spread makes most of the deviation (the first value about 1e10 ns² of the sum, the spread 6.7e10)
        long[] values = new long[100_001];
        values[0] = 1_100_000;
        for (int i = 1; i < values.length; i++) {
            values[i] = 1_000_000 + (i % 3 - 1) * 1_000L;
        }
        LatencyMoments moments = of(values);
        double mean = Arrays.stream(values).asDoubleStream().average().orElseThrow();
        double squares = Arrays.stream(values).mapToDouble(value -> (value - mean) * (value - mean)).sum();
        double deviation = Math.sqrt(squares / values.length);
        assertThat(deviation).isCloseTo(875.6, within(0.1)); // of which the spread alone: sqrt(2/3) us, 816 ns
        assertThat(moments.mean()).isCloseTo(mean, within(1e-6));
        assertThat(moments.standardDeviation()).isCloseTo(deviation, byLessThan(deviation * 1e-7));
    }

    @Test
    void mergingEqualsRecordingEverythingInOne() {
        LatencyMoments left = of(1, 2, 3);
        left.add(of(10, 20, 30, 40));
        LatencyMoments whole = of(1, 2, 3, 10, 20, 30, 40);
        assertThat(left.count()).isEqualTo(7);
        assertThat(left.mean()).isCloseTo(whole.mean(), within(1e-12));
        assertThat(left.standardDeviation()).isCloseTo(whole.standardDeviation(), within(1e-12));
        assertThat(whole.mean()).isCloseTo(106.0 / 7, within(1e-12));
    }

    @Test
    void summariesRebuiltFromCountMeanAndDeviationMergeLikeTheValues() {
        LatencyMoments left = of(1, 2, 3);
        LatencyMoments right = of(10, 20, 30, 40);
        LatencyMoments merged = LatencyMoments.of(left.count(), left.mean(), left.standardDeviation());
        merged.add(LatencyMoments.of(right.count(), right.mean(), right.standardDeviation()));
        merged.add(LatencyMoments.of(0, 99, 99));

        LatencyMoments whole = of(1, 2, 3, 10, 20, 30, 40);
        assertThat(merged.count()).isEqualTo(7);
        assertThat(merged.mean()).isCloseTo(whole.mean(), within(1e-12));
        assertThat(merged.standardDeviation()).isCloseTo(whole.standardDeviation(), within(1e-12));
    }

    @Test
    void emptyAndSingleValueHaveNoSpread() {
        assertThat(new LatencyMoments().mean()).isZero();
        assertThat(new LatencyMoments().standardDeviation()).isZero();
        LatencyMoments empty = new LatencyMoments();
        empty.add(new LatencyMoments());
        assertThat(empty.count()).isZero();
        assertThat(of(42).standardDeviation()).isZero();
        assertThat(of(42).mean()).isEqualTo(42.0);
    }

    private static LatencyMoments of(long... values) {
        LatencyMoments moments = new LatencyMoments();
        for (long value : values) {
            moments.record(value);
        }
        return moments;
    }
}
