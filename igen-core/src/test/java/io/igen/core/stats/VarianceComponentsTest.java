package io.igen.core.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class VarianceComponentsTest {

    @Test
    void launchesThatDifferMoreThanTheirWindowsCarryMostOfTheVariance() {
        // launch means 2 and 6; S1² = (2 + 2) / 2 = 2; S2² = 8; T2² = 8 - 2 / 2 = 7
        VarianceComponents components = VarianceComponents.of(new double[][] {{1, 3}, {5, 7}});

        assertThat(components.withinLaunch()).isCloseTo(2, within(1e-12));
        assertThat(components.betweenLaunches()).isCloseTo(7, within(1e-12));
        assertThat(components.launchShare()).isCloseTo(7.0 / 8, within(1e-12));
        // r = ceil(sqrt(14 / 1 * 2 / 7)) = 2
        assertThat(components.optimalBatchesPerLaunch(1, 14)).isEqualTo(2);
        // a launch 100 times dearer than a batch: longer windows pay, r = ceil(sqrt(100 * 2 / 7)) = 6
        assertThat(components.optimalBatchesPerLaunch(1, 100)).isEqualTo(6);
    }

    @Test
    void launchesThatAgreeAddNothingAndLongerWindowsAreTheCure() {
        VarianceComponents components = VarianceComponents.of(new double[][] {{1, 3}, {3, 1}, {2, 2}});

        assertThat(components.betweenLaunches()).isZero();
        assertThat(components.launchShare()).isZero();
        assertThat(components.optimalBatchesPerLaunch(1, 30)).isZero();
    }

    @Test
    void needsTwoLaunchesOfTwoBatchesEach() {
        assertThatThrownBy(() -> VarianceComponents.of(new double[][] {{1, 2}}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> VarianceComponents.of(new double[][] {{1, 2}, {1, 2, 3}}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
