package io.igen.core.tail;

import io.igen.core.measure.SlowOperation;
import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Slow operations set against known events, on a window that opens at 10 s: each counted under the first cause that
 * overlapped at least half of its time beyond p99, in the documented order.
 */
class TailAttributionTest {

    private static final long MS = 1_000_000L;
    private static final long WINDOW = 10_000 * MS;

    /** Two threads: thread 0 serves shard "0", thread 1 shard "1"; 5 whole seconds in the window. */
    private static TailAttribution attribution(long[] shard0, long[] shard1) {
        Map<String, long[]> completions = new LinkedHashMap<>();
        completions.put("0", shard0);
        completions.put("1", shard1);
        return new TailAttribution(List.of("0", "1"), List.of("read", "write"), completions);
    }

    private static SlowOperation slow(long dueMs, long endMs, int thread) {
        return new SlowOperation(WINDOW + dueMs * MS, WINDOW + endMs * MS, thread, 0, new long[] {MS, 2 * MS});
    }

    private static RunEvent event(RunEvent.Kind kind, String part, long startMs, long endMs) {
        return new RunEvent(kind, kind.figureName(), part, WINDOW + startMs * MS, WINDOW + endMs * MS);
    }

    @Test
    void eachOperationCountsUnderTheFirstCauseThatOverlappedIt() {
        long[] flowing = {900, 900, 900, 900, 900};
        long[] stoodInSecond3 = {900, 900, 900, 0, 900};
        List<RunEvent> events = List.of(
                event(RunEvent.Kind.JVM_PAUSE, null, 100, 400),
                event(RunEvent.Kind.OUTAGE, "1", 1_000, 1_500),
                event(RunEvent.Kind.DATABASE, null, 2_000, 2_100));
        List<SlowOperation> slow = List.of(
                slow(2_500, 4_200, 1), // 1.7 s, shard 1 completed nothing in second 3
                slow(300, 420, 0),     // 100 ms in the pause: more than half of its 70 beyond p99
                slow(1_200, 1_300, 1), // shard 1's outage
                slow(1_200, 1_300, 0), // in the outage's time, but shard 0 was not out: the CPU-pressed second 1
                slow(2_000, 2_090, 0), // the checkpoint, and the CPU-pressed second 2
                slow(4_500, 4_600, 0)); // nothing

        LevelTail tail = attribution(flowing, stoodInSecond3).explain(slow, 6, 50 * MS, events, WINDOW,
                new double[] {10, 80, 90, 20, 5});

        assertThat(tail.byCause()).containsExactly(Map.entry("jvmPause", 1L), Map.entry("outage", 1L),
                Map.entry("database", 1L), Map.entry("partStall", 1L), Map.entry("cpuPressure", 1L),
                Map.entry("unexplained", 1L));
        assertThat(tail.slowest()).extracting(LevelTail.Slowest::cause).containsExactly("partStall", "jvmPause",
                "outage", "cpuPressure", "database", "unexplained");
        assertThat(tail.slowest().get(0)).isEqualTo(new LevelTail.Slowest(2_500, 1_700, "1", "partStall",
                Map.of("read", 1.0, "write", 2.0)));
        assertThat(tail.jvmPauses()).isEqualTo(1);
        assertThat(tail.jvmPauseMs()).isEqualTo(300);
        assertThat(tail.events()).isEqualTo(3);
        assertThat(tail.listedEvents()).extracting(LevelTail.Event::kind).containsExactly("jvmPause", "outage",
                "database");
    }

    @Test
    void theFiguresGiveEachCausesShareOfTheKept() {
        List<SlowOperation> slow = List.of(slow(100, 200, 0), slow(150, 250, 0), slow(300, 390, 0),
                slow(4_000, 4_100, 0));
        List<RunEvent> pause = List.of(event(RunEvent.Kind.JVM_PAUSE, null, 120, 380));

        Map<String, Object> figures = attribution(new long[5], new long[5]).explain(slow, 8, 40 * MS, pause, WINDOW,
                null).figures();

        assertThat(figures).containsEntry("tailSlowerThanP99", 8L).containsEntry("tailKept", 4L)
                .containsEntry("tailJvmPausePercent", 75.0).containsEntry("tailUnexplainedPercent", 25.0)
                .containsEntry("tailCpuPressurePercent", 0.0).containsEntry("jvmPauses", 1)
                .containsEntry("jvmPauseMs", 260.0).containsEntry("jvmPauseLongestMs", 260.0);
        assertThat(LevelTail.declarations().keySet()).containsAll(figures.keySet());
    }

    @Test
    void aPauseThatOverlappedLittleOfAnOperationDoesNotExplainIt() {
        List<RunEvent> events = List.of(event(RunEvent.Kind.JVM_PAUSE, null, 120, 380),
                event(RunEvent.Kind.JVM_PAUSE, null, 395, 400), event(RunEvent.Kind.JVM_PAUSE, null, 405, 420));
        List<SlowOperation> slow = List.of(slow(370, 500, 0), slow(370, 430, 0));

        LevelTail tail = attribution(new long[5], new long[5]).explain(slow, 2, 40 * MS, events, WINDOW, null);

        // 10 + 5 + 15 ms of the first's 90 beyond p99: not half; 10 + 5 + 15 of the second's 20: three pauses add up
        assertThat(tail.slowest()).extracting(LevelTail.Slowest::cause).containsExactly("unexplained", "jvmPause");
    }

    @Test
    void aSecondInWhichEveryPartStoodStillIsNotOnePartsStall() {
        long[] allStill = {900, 0, 900, 900, 900};
        List<SlowOperation> slow = List.of(slow(500, 2_500, 0));

        LevelTail tail = attribution(allStill, allStill).explain(slow, 1, 50 * MS, List.of(), WINDOW, null);

        assertThat(tail.byCause()).containsEntry("unexplained", 1L).containsEntry("partStall", 0L);
    }

    @Test
    void whereWatchesWereNotWatchingIsListedFromTheWindowsStartInTheOrderItBegan() {
        LevelTail tail = attribution(new long[5], new long[5]).explain(List.of(), 0, 40 * MS, List.of(), WINDOW, null)
                .withGaps(List.of(new WatchGap("jvmPauses", "late", WINDOW + 4_000 * MS, null),
                        new WatchGap("checkpointWatch", "refused", WINDOW - 500 * MS, WINDOW + 1_500 * MS)), WINDOW);

        @SuppressWarnings("unchecked")
        Map<String, Object> lists = (Map<String, Object>) tail.figures().get("tail");
        assertThat(lists.get("incomplete")).isEqualTo(List.of(
                new LevelTail.Gap("checkpointWatch", -500, 1_500.0, "refused"),
                new LevelTail.Gap("jvmPauses", 4_000, null, "late")));
    }

    @Test
    void anAccountWithoutGapsSaysSoWithAnEmptyList() {
        LevelTail tail = attribution(new long[5], new long[5]).explain(List.of(), 0, 40 * MS, List.of(), WINDOW, null);

        @SuppressWarnings("unchecked")
        Map<String, Object> lists = (Map<String, Object>) tail.figures().get("tail");
        assertThat(lists.get("incomplete")).isEqualTo(List.of());
    }

    @Test
    void aSecondOfCpuPressureAtTheThresholdCountsAndOneJustBelowItDoesNot() {
        List<SlowOperation> slow = List.of(slow(100, 200, 0), slow(1_100, 1_200, 0));

        LevelTail tail = attribution(new long[5], new long[5]).explain(slow, 2, 40 * MS, List.of(), WINDOW,
                new double[] {TailAttribution.CPU_PRESSURE_PERCENT, TailAttribution.CPU_PRESSURE_PERCENT - 0.1, 0, 0,
                        0});

        assertThat(tail.slowest()).extracting(LevelTail.Slowest::cause).containsExactly("cpuPressure", "unexplained");
    }
}
