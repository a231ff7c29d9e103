package io.igen.oltp;

import io.igen.core.workload.Level;
import io.igen.oltp.shard.CustomerPartitioning;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ShardTallyTest {

    private static final CustomerPartitioning FOUR_SHARDS = new CustomerPartitioning(4, 10);

    @Test
    void figuresGiveEachShardsTransactionsThroughputAndErrors() {
        ShardTally tally = new ShardTally(new long[] {300, 150}, new long[] {0, 3});

        assertThat(tally.figures(1.5)).containsExactly(
                Map.entry("0", Map.of("transactions", 300L, "throughput", 200.0, "errors", 0L)),
                Map.entry("1", Map.of("transactions", 150L, "throughput", 100.0, "errors", 3L)));
        assertThat(tally.figures(0)).extractingByKey("0").isEqualTo(
                Map.of("transactions", 300L, "throughput", 0.0, "errors", 0L));
    }

    @Test
    void aShardIsJudgedOnItsOwnShareOfFailures() {
        // 3 active shards. The level's total is 6 failures in 1,200 transactions (0.5 %), under a 1 % limit; shard 2
        // alone is at 6 %.
        ShardTally tally = new ShardTally(new long[] {500, 600, 94}, new long[] {0, 0, 6});

        assertThat(tally.problems(new Level(3, 6), FOUR_SHARDS, 1.0)).containsExactly(
                "level 3: shard 2 failed 6 of 100 transactions (6.00%, limit 1.00%)");
        assertThat(tally.problems(new Level(3, 6), FOUR_SHARDS, 10.0)).isEmpty();
    }

    @Test
    void aShardWithThreadsThatCommittedNothingIsAProblemWhateverTheLimit() {
        ShardTally tally = new ShardTally(new long[] {500, 0, 0, 0}, new long[] {0, 2, 0, 0});

        // 2 threads over 4 shards: shards 2 and 3 had no thread, so committing nothing is no fault of theirs.
        assertThat(tally.problems(Level.ofThreads(2), FOUR_SHARDS, 100.0)).containsExactly(
                "level 2: shard 1 committed no transaction (2 failed)");
    }
}
