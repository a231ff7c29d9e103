package io.igen.oltp.tools.capacity;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CapacityLevelsTest {

    @Test
    void upToEightShardsEveryShardCountIsALevel() {
        assertThat(CapacityLevels.horizontal(1).values()).containsExactly(1);
        assertThat(CapacityLevels.horizontal(4).values()).containsExactly(1, 2, 3, 4);
        assertThat(CapacityLevels.horizontal(8).values()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    }

    @Test
    void beyondEightShardsOneTwoFourThenStepsOfAnEighthEndingAtAllShards() {
        assertThat(CapacityLevels.horizontal(9).values()).containsExactly(1, 2, 4, 6, 8, 9);
        assertThat(CapacityLevels.horizontal(28).values()).containsExactly(1, 2, 4, 8, 12, 16, 20, 24, 28);
        assertThat(CapacityLevels.horizontal(32).values()).containsExactly(1, 2, 4, 8, 12, 16, 20, 24, 28, 32);
        assertThat(CapacityLevels.horizontal(100).values()).startsWith(1, 2, 4, 13, 26).endsWith(91, 100);
    }

    @Test
    void theVerticalSweepDoublesUpTo32ThreadsOnAServerAnd4Embedded() {
        assertThat(CapacityLevels.vertical(false).values()).isEqualTo(List.of(1, 2, 4, 8, 16, 32));
        assertThat(CapacityLevels.vertical(true).values()).isEqualTo(List.of(1, 2, 4));
    }
}
