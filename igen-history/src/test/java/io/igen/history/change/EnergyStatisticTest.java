package io.igen.history.change;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class EnergyStatisticTest {

    @Test
    void twoSidesOfAStepAreAsFarApartAsTheStep() {
        // Q = m k / (m + k) * (2 * 4 - 0 - 0) for values 1 and 5 with no spread inside each side
        assertThat(EnergyStatistic.q(new double[] {1, 1, 1}, new double[] {5, 5})).isCloseTo(6.0 / 5 * 8,
                within(1e-12));
    }

    @Test
    void theBestSplitIsTheStepBetweenRuns() {
        List<double[]> runs = List.of(new double[] {10, 11}, new double[] {10.5, 9.5}, new double[] {10},
                new double[] {20, 21}, new double[] {19.5, 20});

        assertThat(EnergyStatistic.bestSplit(runs, 0, runs.size())).isEqualTo(3);
        assertThat(EnergyStatistic.bestSplit(runs, 0, 1)).isEqualTo(-1);
    }
}
