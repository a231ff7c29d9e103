package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BatchMeansTest {

    @Test
    void tenSecondsMakeFiveBatchesOfTwo() {
        assertThat(BatchMeans.of(new double[] {1, 3, 5, 7, 9, 11, 13, 15, 17, 19})).containsExactly(2, 6, 10, 14, 18);
    }

    @Test
    void theFirstSecondsAreDroppedWhenTheSeriesDoesNotDivideEvenly() {
        assertThat(BatchMeans.of(new double[] {100, 100, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}))
                .containsExactly(2, 6, 10, 14, 18);
    }

    @Test
    void aShortSeriesIsItsOwnBatches() {
        assertThat(BatchMeans.of(new double[] {4, 6})).containsExactly(4, 6);
        assertThat(BatchMeans.of(new double[0])).isEmpty();
    }

    @Test
    void ratiosAreTakenBatchByBatch() {
        // response-time sums over operation counts: mean response time per batch
        double[] nanos = {10, 30, 40, 40, 50, 70, 0, 0, 90, 110};
        double[] counts = {1, 1, 2, 2, 2, 2, 0, 0, 4, 6};

        assertThat(BatchMeans.ratios(nanos, counts)).containsExactly(20, 20, 30, Double.NaN, 20);
    }
}
