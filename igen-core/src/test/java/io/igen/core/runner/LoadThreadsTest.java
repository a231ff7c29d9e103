package io.igen.core.runner;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LoadThreadsTest {

    @Test
    void withoutALimitEveryClientHasAThreadOfItsOwn() {
        assertThat(LoadThreads.of(List.of("0", "1", "0"), 0)).containsExactly(new int[] {0}, new int[] {1},
                new int[] {2});
    }

    @Test
    void oneThreadPerPartitionServesAllItsClients() {
        // 6 clients on 2 shards, the way iGenOLTP spreads threads: client i on shard i mod 2
        assertThat(LoadThreads.of(List.of("0", "1", "0", "1", "0", "1"), 1))
                .containsExactly(new int[] {0, 2, 4}, new int[] {1, 3, 5});
    }

    @Test
    void aPartitionGetsAtMostTheLimitAndNoMoreThreadsThanClients() {
        // shard 0 has three clients on two threads; shard 1 a single client on one
        assertThat(LoadThreads.of(List.of("0", "1", "0", "0"), 2))
                .containsExactly(new int[] {0, 3}, new int[] {2}, new int[] {1});
    }

    @Test
    void aCapOnThreadsDealsThePartitionsThreadsOutInTurn() {
        // priming the default run's shape on 2 cores: 6 clients, 3 shards of 2, at most 2 threads
        assertThat(LoadThreads.of(List.of("0", "1", "2", "0", "1", "2"), 1, 2))
                .containsExactly(new int[] {0, 3, 2, 5}, new int[] {1, 4});
        // a thread per client, capped: clients dealt out in turn
        assertThat(LoadThreads.of(List.of("", "", ""), 0, 2)).containsExactly(new int[] {0, 2}, new int[] {1});
        // under the cap nothing changes
        assertThat(LoadThreads.of(List.of("0", "1"), 1, 2)).containsExactly(new int[] {0}, new int[] {1});
    }

    @Test
    void aNegativeLimitIsRefused() {
        assertThatThrownBy(() -> LoadThreads.of(List.of("0"), -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got -1");
    }
}
