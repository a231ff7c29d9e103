package io.igen.oltp.state;

import io.igen.core.workload.Combination;
import io.igen.oltp.dialect.StateReading;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class WindowStatesTest {

    private static final List<StateReading> READINGS = List.of(
            StateReading.gauge("deadRows", "rows", Combination.SUM, "q1"),
            StateReading.gauge("historyList", "row versions", Combination.MAX, "q2"),
            StateReading.counter("checkpoints", "checkpoints", Combination.MAX, "q3"));

    private static ShardUpkeep.Pass pass(boolean maintained, double seconds, Map<Integer, ShardState> states) {
        return new ShardUpkeep.Pass(maintained, seconds, states, List.of());
    }

    @Test
    void gaugesAreTakenAtTheWindowsStartCountersOverItAndEachCombinesOverTheShardsAsItsReadingSays() {
        ShardUpkeep.Pass start = pass(true, 1.25, Map.of(
                0, new ShardState(Map.of("deadRows", 12L, "historyList", 40L, "checkpoints", 100L)),
                1, new ShardState(Map.of("deadRows", 3L, "historyList", 40L, "checkpoints", 101L))));
        ShardUpkeep.Pass end = pass(false, 0.1, Map.of(
                0, new ShardState(Map.of("deadRows", 5_000L, "historyList", 900L, "checkpoints", 102L)),
                1, new ShardState(Map.of("deadRows", 4_000L, "historyList", 900L, "checkpoints", 102L))));

        Map<String, Object> details = new WindowStates(READINGS).details(start, end);

        assertThat(details).contains(entry("maintenanceSeconds", 1.25), entry("deadRowsAtWindowStart", 15L),
                entry("historyListAtWindowStart", 40L), entry("checkpointsInWindow", 2L));
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Map<String, Long>>> byShard = (Map<String, Map<String, Map<String, Long>>>)
                details.get("dbState");
        assertThat(byShard).containsOnlyKeys("0", "1");
        assertThat(byShard.get("1").get("atWindowStart")).containsExactly(entry("deadRows", 3L),
                entry("historyList", 40L), entry("checkpoints", 101L));
        assertThat(byShard.get("1").get("atWindowEnd")).containsEntry("deadRows", 4_000L);
        assertThat(new WindowStates(READINGS).figures()).containsKeys("maintenanceSeconds", "deadRowsAtWindowStart",
                "historyListAtWindowStart", "checkpointsInWindow", "dbState");
    }

    @Test
    void aStateReadWithoutMaintenanceTakesNoMaintenanceTimeAndAFigureNoShardToldIsLeftOut() {
        ShardUpkeep.Pass start = pass(false, 0.3, Map.of(0, new ShardState(Map.of("deadRows", 7L))));
        ShardUpkeep.Pass end = pass(false, 0.1, Map.of(0, new ShardState(Map.of("deadRows", 9L))));

        Map<String, Object> details = new WindowStates(READINGS).details(start, end);

        assertThat(details).containsEntry("maintenanceSeconds", 0.0).containsEntry("deadRowsAtWindowStart", 7L)
                .doesNotContainKeys("historyListAtWindowStart", "checkpointsInWindow");
    }

    @Test
    void theConsoleLineSaysWhatWasDoneHowLongItTookTheStateItLeftAndWhatWasNotDone() {
        ShardUpkeep.Pass start = new ShardUpkeep.Pass(true, 1.25, Map.of(
                0, new ShardState(Map.of("deadRows", 12_000L, "historyList", 40L))), List.of("shard 0: CHECKPOINT refused: x"));

        assertThat(new WindowStates(READINGS).describe(start, "VACUUM (ANALYZE) orders, CHECKPOINT",
                "at window start")).isEqualTo(
                "maintenance: 1 shard(s) in 1.3 s (VACUUM (ANALYZE) orders, CHECKPOINT); at window start: "
                        + "deadRows 12,000, historyList 40; shard 0: CHECKPOINT refused: x");
    }
}
