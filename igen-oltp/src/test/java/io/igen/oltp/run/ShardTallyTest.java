package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.oltp.outage.Outage;
import io.igen.oltp.outage.ShardOutages;
import io.igen.oltp.outage.WallTime;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ShardTallyTest {

    private static final long MS = 1_000_000L;
    /** The runner's clock read 0 at 2026-11-23T11:57:00Z. */
    private static final WallTime WALL = new WallTime(1_795_435_020L * 1_000_000_000L, ZoneOffset.UTC);

    @Test
    void figuresGiveEachShardsTransactionsThroughputErrorsAndOutages() {
        ShardTally tally = new ShardTally(0, new int[] {2, 1}, new long[] {300, 150}, new long[] {0, 3},
                List.of(noOutage(), window(new Outage(500 * MS, 1_200 * MS))));

        assertThat(tally.figures(1.5, WALL, Map.of())).containsExactly(
                Map.entry("0", Map.of("transactions", 300L, "throughput", 200.0, "errors", 0L,
                        "unavailableSeconds", 0.0, "outages", List.of())),
                Map.entry("1", Map.of("transactions", 150L, "throughput", 100.0, "errors", 3L,
                        "unavailableSeconds", 0.7, "outages", List.of(Map.of("firstFailure", "2026-11-23T11:57:00.500Z",
                                "recovery", "2026-11-23T11:57:01.200Z", "seconds", 0.7)))));
        assertThat(tally.figures(0, WALL, Map.of())).extractingByKey("0").isEqualTo(Map.of("transactions", 300L,
                "throughput", 0.0, "errors", 0L, "unavailableSeconds", 0.0, "outages", List.of()));
    }

    @Test
    void aShardUnavailableLongerThanTheLimitIsAProblemAndAnOpenOutageIsTold() {
        ShardTally tally = new ShardTally(0, new int[] {1, 1}, new long[] {500, 200}, new long[] {0, 2},
                List.of(noOutage(), window(new Outage(100 * MS, 400 * MS), Outage.open(800 * MS))));

        // 2 failures in 202 (1 %) are under the 5 % error limit; the open outage's 0.7 s to the window's end is not
        assertThat(tally.problems(Level.ofThreads(2), 5.0, 0.5)).containsExactly(
                "level 2: shard 1 unavailable 0.7 s (limit 0.5 s)");
        assertThat(tally.problems(Level.ofThreads(2), 5.0, 1.0)).isEmpty();
        assertThat(tally.openOutages(Level.ofThreads(2), WALL)).containsExactly(
                "shard 1 unavailable 11:57:00.8-11:57:01.5, 0.7 s, not recovered by the end of level 2");
    }

    @Test
    void aShardIsJudgedOnItsOwnShareOfFailures() {
        // 3 active shards. The level's total is 6 failures in 1,200 transactions (0.5 %), under a 1 % limit; shard 2
        // alone is at 6 %.
        ShardTally tally = new ShardTally(0, new int[] {2, 2, 2}, new long[] {500, 600, 94}, new long[] {0, 0, 6},
                List.of(noOutage(), noOutage(), noOutage()));

        assertThat(tally.problems(new Level(3, 6), 1.0, 1.0)).containsExactly(
                "level 3: shard 2 failed 6 of 100 transactions (6.00%, limit 1.00%)");
        assertThat(tally.problems(new Level(3, 6), 10.0, 1.0)).isEmpty();
    }

    @Test
    void aShardWithThreadsThatCommittedNothingIsAProblemWhateverTheLimit() {
        ShardTally tally = new ShardTally(0, new int[] {1, 1, 0, 0}, new long[] {500, 0, 0, 0}, new long[] {0, 2, 0, 0},
                List.of(noOutage(), noOutage(), noOutage(), noOutage()));

        // 2 threads over 4 shards: shards 2 and 3 had no thread, so committing nothing is no fault of theirs.
        assertThat(tally.problems(Level.ofThreads(2), 100.0, 1.0)).containsExactly(
                "level 2: shard 1 committed no transaction (2 failed)");
    }

    @Test
    void aDriversSliceIsReportedAndJudgedUnderTheShardsNumbersInTheMap() {
        // driver 1 of 2 over 4 shards: shards 2 and 3
        ShardTally tally = new ShardTally(2, new int[] {2, 2}, new long[] {400, 0}, new long[] {0, 5},
                List.of(noOutage(), window(new Outage(100 * MS, 1_300 * MS))));

        assertThat(tally.figures(2.0, WALL, Map.of())).containsOnlyKeys("2", "3");
        assertThat(tally.figures(2.0, WALL, Map.of())).extractingByKey("2").isEqualTo(Map.of("transactions", 400L,
                "throughput", 200.0, "errors", 0L, "unavailableSeconds", 0.0, "outages", List.of()));
        assertThat(tally.problems(Level.ofThreads(8), 1.0, 1.0)).containsExactly(
                "level 8: shard 3 committed no transaction (5 failed)", "level 8: shard 3 unavailable 1.2 s (limit 1.0 s)");
    }

    /** The window of these levels: 0 to 1.5 s on the runner's clock. */
    private static ShardOutages window(Outage... outages) {
        return new ShardOutages(List.of(outages), 0, 1_500 * MS);
    }

    private static ShardOutages noOutage() {
        return window();
    }
}
