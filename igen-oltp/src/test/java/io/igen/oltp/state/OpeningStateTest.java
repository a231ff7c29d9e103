package io.igen.oltp.state;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class OpeningStateTest {

    private static ShardState postgres(long live, long dead) {
        return new ShardState(Map.of("liveRows", live, "deadRows", dead));
    }

    @Test
    void cleanShardsGiveNoWarningAndTheLowestClassWhichAllowsForTheStatisticsLag() {
        OpeningState opening = new OpeningState(Map.of(0, postgres(10_000, 900), 1, postgres(10_000, 0)),
                Map.of(0, 10_000L, 1, 10_000L), 10_000);

        assertThat(opening.warnings()).isEmpty();
        assertThat(opening.summary()).isEqualTo("orders: dead rows under 10 % of live rows");
    }

    @Test
    void deadRowsLeftByEarlierRunsAreWarnedOfPerShardAndTheWorstShardSetsTheClass() {
        OpeningState opening = new OpeningState(Map.of(0, postgres(10_000, 105_000), 1, postgres(10_000, 500)),
                Map.of(0, 10_000L, 1, 10_000L), 10_000);

        assertThat(opening.warnings()).containsExactly("shard 0 begins with 105,000 dead rows in orders (1050 % of its "
                + "10,000 live rows), left by earlier runs");
        assertThat(opening.summary()).isEqualTo("orders: dead rows over 100 % of live rows");
    }

    @Test
    void anOrderCountThatMovedFromTheLoadedOneOffersAReload() {
        OpeningState opening = new OpeningState(Map.of(), Map.of(0, 10_050L, 1, 9_700L), 10_000);

        assertThat(opening.warnings()).containsExactly(
                "shard 1 holds 9,700 orders where 10,000 were loaded (-3.0 %): pass --reload to load it afresh");
        assertThat(opening.summary()).isEmpty();
    }

    @Test
    void aPurgeBacklogIsWarnedOfAndClassedByTheLongestHistoryList() {
        OpeningState opening = new OpeningState(Map.of(0, new ShardState(Map.of("historyList", 250_000L)),
                1, new ShardState(Map.of("historyList", 12L))), Map.of(), 10_000);

        assertThat(opening.warnings()).containsExactly("shard 0's server begins with 250,000 row versions for purge to "
                + "remove (history list), left by earlier runs");
        assertThat(opening.summary()).isEqualTo("history list over 100,000");
    }
}
