package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import io.igen.oltp.options.OltpDefaults;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.DriverSlice;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScalingPlanTest {

    @Test
    void poolsHoldTheMostThreadsAnyLevelRoutesToTheirShard() {
        ScalingPlan plan = ScalingPlan.threads(LevelSpec.parse("28,1000"), new CustomerPartitioning(28, 10));

        int[] max = plan.maxThreadsOnShards();

        assertThat(max[0]).isEqualTo(36);
        assertThat(max[19]).isEqualTo(36);
        assertThat(max[20]).isEqualTo(35);
        assertThat(max[27]).isEqualTo(35);
        assertThat(plan.activeShards(Level.ofThreads(1_000))).isEqualTo(28);
    }

    @Test
    void defaultThreadLevelsAreOneTwoAndFourPerShard() {
        assertThat(ScalingPlan.threads(OltpDefaults.threadLevels(28), new CustomerPartitioning(28, 10)).levels())
                .containsExactly(Level.ofThreads(28), Level.ofThreads(56), Level.ofThreads(112));
    }

    @Test
    void firstShardLevelsPutEveryThreadOnShardZeroAndLeaveTheOthersIdle() {
        ScalingPlan plan = ScalingPlan.firstShard(LevelSpec.parse("1,4,16"), new CustomerPartitioning(4, 10));

        assertThat(plan.axis()).isEqualTo(ScalingPlan.Axis.FIRST_SHARD);
        assertThat(plan.levels()).containsExactly(Level.ofThreads(1), Level.ofThreads(4), Level.ofThreads(16));
        assertThat(plan.activeShards(Level.ofThreads(16))).isEqualTo(1);
        assertThat(plan.maxThreadsOnShards()).containsExactly(16, 0, 0, 0);
    }

    @Test
    void shardLevelsGrowTheActiveShardsWithFixedThreadsEach() {
        ScalingPlan plan = ScalingPlan.shards(LevelSpec.parse("1,2,4"), 3, new CustomerPartitioning(4, 10));

        assertThat(plan.levels()).containsExactly(new Level(1, 3), new Level(2, 6), new Level(4, 12));
        assertThat(plan.activeShards(new Level(2, 6))).isEqualTo(2);
        assertThat(plan.maxThreadsOnShards()).containsExactly(3, 3, 3, 3);
    }

    @Test
    void aDriverRunsItsSlicesShareOfEachLevelUnderTheLevelsOwnNumber() {
        ScalingPlan whole = ScalingPlan.threads(LevelSpec.parse("4,10"), new CustomerPartitioning(4, 10));

        ScalingPlan first = whole.forDriver(DriverSlice.of(2, 0, 4));
        ScalingPlan second = whole.forDriver(DriverSlice.of(2, 1, 4));

        // 10 threads over 4 shards: 3, 3, 2, 2
        assertThat(first.levels()).containsExactly(new Level(4, 2), new Level(10, 6));
        assertThat(second.levels()).containsExactly(new Level(4, 2), new Level(10, 4));
        assertThat(first.maxThreadsOnShards()).containsExactly(3, 3, 0, 0);
        assertThat(second.maxThreadsOnShards()).containsExactly(0, 0, 2, 2);
        assertThat(second.activeShards(new Level(10, 4))).isEqualTo(4);
    }

    @Test
    void aLevelThatLeavesADriverIdleIsRefused() {
        CustomerPartitioning fourShards = new CustomerPartitioning(4, 10);
        assertThatThrownBy(() -> ScalingPlan.threads(LevelSpec.parse("2,8"), fourShards)
                .forDriver(DriverSlice.of(2, 1, 4)))
                .hasMessage("level 2: 2 threads over 4 shards leave driver 1's shards 2-3 without a thread; with "
                        + "--drivers, give every level at least 4 threads");
        assertThatThrownBy(() -> ScalingPlan.shards(LevelSpec.parse("1..4"), 2, fourShards)
                .forDriver(DriverSlice.of(2, 1, 4)))
                .hasMessageStartingWith("level 1: 1 active shard(s) leave driver 1's shards 2-3 idle");
        assertThat(ScalingPlan.shards(LevelSpec.parse("3,4"), 2, fourShards).forDriver(DriverSlice.of(2, 1, 4))
                .levels()).containsExactly(new Level(3, 2), new Level(4, 4));
    }

    @Test
    void refusesMoreActiveShardsThanShards() {
        assertThatThrownBy(() -> ScalingPlan.shards(LevelSpec.parse("1..8"), 1, new CustomerPartitioning(4, 10)))
                .hasMessageContaining("up to 8 active shards but there are only 4");
    }
}
