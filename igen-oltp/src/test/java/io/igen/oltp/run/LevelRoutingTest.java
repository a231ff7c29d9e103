package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import io.igen.oltp.keys.CustomerSlice;
import io.igen.oltp.load.DataSpec;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class LevelRoutingTest {

    @Test
    void threadsGoRoundTheActiveShardsEachWithASliceOfItsCustomers() {
        OltpSettings settings = TestShards.settings(3, 12, List.of(7), null);
        LevelRouting routing = new LevelRouting(settings, Level.ofThreads(7), 1);

        assertThat(IntStream.range(0, 7).map(routing::shardOf)).containsExactly(0, 1, 2, 0, 1, 2, 0);
        // shard 0 has threads 0, 3 and 6: slices 0, 1 and 2 of 3 of customers 1..12
        assertThat(IntStream.of(0, 3, 6).mapToObj(routing::sliceOf))
                .allSatisfy(slice -> assertThat(slice.slices()).isEqualTo(3))
                .extracting(CustomerSlice::slice).containsExactly(0L, 1L, 2L);
        assertThat(routing.sliceOf(1).range().firstCustomer()).isEqualTo(13);
    }

    @Test
    void withSharedCustomersEveryThreadDrawsFromTheWholeShard() {
        OltpSettings settings = TestShards.settings(2, 12, List.of(4), null, true);
        LevelRouting routing = new LevelRouting(settings, Level.ofThreads(4), 1);

        assertThat(routing.sliceOf(2).slices()).isEqualTo(1);
        assertThat(routing.sliceOf(2).customers()).isEqualTo(12);
    }

    @Test
    void onTheShardAxisOnlyTheLevelsShardsTakeLoad() {
        DataSpec spec = TestShards.spec(4, 10);
        OltpSettings settings = TestShards.settings(spec, ScalingPlan.shards(LevelSpec.parse("2,4"), 3,
                spec.partitioning()), null, false);
        LevelRouting routing = new LevelRouting(settings, new Level(2, 6), 1);

        assertThat(IntStream.range(0, 6).map(routing::shardOf)).containsExactly(0, 1, 0, 1, 0, 1);
    }

    @Test
    void everyLevelDrawsAStreamOfItsOwnAndTheSameLevelTheSameStream() {
        OltpSettings settings = TestShards.settings(2, 10, List.of(2), null);
        LevelRouting first = new LevelRouting(settings, Level.ofThreads(2), 1);
        LevelRouting again = new LevelRouting(settings, Level.ofThreads(2), 1);
        LevelRouting second = new LevelRouting(settings, Level.ofThreads(2), 2);

        assertThat(first.randomOf(0).nextLong()).isEqualTo(again.randomOf(0).nextLong())
                .isNotEqualTo(first.randomOf(1).nextLong())
                .isNotEqualTo(second.randomOf(0).nextLong());
    }
}
