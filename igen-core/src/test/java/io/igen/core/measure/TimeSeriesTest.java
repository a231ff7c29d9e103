package io.igen.core.measure;

import io.igen.core.result.IntervalLatency;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LevelResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TimeSeriesTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000_000_000L;
    private static final long LEVEL_START = 5 * SECOND;
    private static final long WINDOW_START = 7 * SECOND;

    /** An operation due at {@code dueMs} into the window that completes {@code tookMs} later. */
    private static void complete(WorkerRecorder recorder, long dueMs, long tookMs, boolean succeeded) {
        long due = WINDOW_START + dueMs * MS;
        recorder.recordCompletion(LEVEL_START, WINDOW_START, due, due + tookMs * MS, succeeded);
    }

    @Test
    void aSlowOperationShowsInTheSecondItCompletesAndThreadsAddUp() {
        WorkerRecorder first = new WorkerRecorder(3, true);
        WorkerRecorder second = new WorkerRecorder(3, true);
        // second 0: 100 operations of 1..5 ms over both threads, and one failure
        for (int i = 0; i < 100; i++) {
            complete(i % 2 == 0 ? first : second, i * 5L, 1 + i % 5, true);
        }
        complete(second, 600, 2, false);
        // second 1: one operation due at 0.2 s (in second 0) completes 900 ms later; 49 fast ones beside it,
        // so it is 2 % of the second and sets its p99
        complete(first, 200, 900, true);
        for (int i = 0; i < 49; i++) {
            complete(i % 2 == 0 ? first : second, 1_000 + i * 5L, 1 + i % 5, true);
        }
        // second 2: 10 fast operations and two failures, one per thread
        for (int i = 0; i < 10; i++) {
            complete(second, 2_000 + i * 50L, 3, true);
        }
        complete(first, 2_500, 1, false);
        complete(second, 2_600, 1, false);
        // before the window and after its last whole second: not in the series
        first.recordCompletion(LEVEL_START, WINDOW_START, WINDOW_START - 10 * MS, WINDOW_START - MS, true);
        complete(second, 3_100, 1, true);

        List<IntervalPoint> series = LevelMeasurement.merge(List.of(first, second), 3 * SECOND + SECOND / 2)
                .timeSeries();

        assertThat(series).extracting(IntervalPoint::startSeconds).containsExactly(0.0, 1.0, 2.0);
        assertThat(series).extracting(IntervalPoint::operations).containsExactly(100L, 50L, 10L);
        assertThat(series).extracting(IntervalPoint::errors).containsExactly(1L, 0L, 2L);
        IntervalLatency stalled = series.get(1).latencyMs();
        assertThat(stalled.p99()).isGreaterThanOrEqualTo(900.0).isLessThan(910.0);
        assertThat(stalled.max()).isGreaterThanOrEqualTo(900.0).isLessThan(910.0);
        assertThat(stalled.p90()).isLessThan(10.0);
        for (int calm : new int[] {0, 2}) {
            IntervalLatency latency = series.get(calm).latencyMs();
            assertThat(latency.p99()).isLessThan(10.0);
            assertThat(latency.max()).isLessThan(10.0);
        }
        assertThat(series.get(2).latencyMs().p50()).isBetween(2.97, 3.03);
    }

    @Test
    void aSecondWithoutCompletionsHasZeroCountsAndNoLatency() {
        WorkerRecorder recorder = new WorkerRecorder(2, false);
        complete(recorder, 100, 1, true);
        complete(recorder, 200, 1_500, false);

        List<IntervalPoint> series = LevelMeasurement.merge(List.of(recorder), 2 * SECOND).timeSeries();

        assertThat(series).containsExactly(
                new IntervalPoint(0, 1, 0, series.get(0).latencyMs()),
                new IntervalPoint(1, 0, 1, null));
    }

    @Test
    void theLevelResultCarriesTheSeries() {
        WorkerRecorder recorder = new WorkerRecorder(1, false);
        recorder.recordSuccess(WINDOW_START, WINDOW_START, WINDOW_START, WINDOW_START + 2 * MS);
        recorder.recordWorkInWindow(1);
        complete(recorder, 0, 2, true);

        LevelResult result = LevelMeasurement.merge(List.of(recorder), SECOND).toResult(Level.ofThreads(1), Map.of());

        assertThat(result.timeSeries()).hasSize(1);
        assertThat(result.timeSeries().get(0).operations()).isEqualTo(1);
        assertThat(result.timeSeries().get(0).latencyMs().max()).isBetween(1.99, 2.03);
    }

    @Test
    void theWarmUpsWholeSecondsComeFirstWithNegativeStartsAndItsLastPartSecondIsLeftOut() {
        WorkerRecorder recorder = new WorkerRecorder(2, false);
        long windowStart = LEVEL_START + 2_400 * MS;
        // the level's second 0 (two operations), second 1 (a failure and one slow operation), and the part-second
        // before the window opens (left out), all recorded while the window had not opened yet
        for (long endMs : new long[] {300, 800}) {
            recorder.recordCompletion(LEVEL_START, Long.MAX_VALUE, LEVEL_START + (endMs - 1) * MS, LEVEL_START + endMs * MS,
                    true);
        }
        recorder.recordCompletion(LEVEL_START, Long.MAX_VALUE, LEVEL_START + 1_100 * MS, LEVEL_START + 1_200 * MS, false);
        recorder.recordCompletion(LEVEL_START, Long.MAX_VALUE, LEVEL_START + 1_100 * MS, LEVEL_START + 1_600 * MS, true);
        recorder.recordCompletion(LEVEL_START, Long.MAX_VALUE, LEVEL_START + 2_100 * MS, LEVEL_START + 2_200 * MS, true);
        // the window's second 0
        recorder.recordCompletion(LEVEL_START, windowStart, windowStart, windowStart + 4 * MS, true);

        List<IntervalPoint> series = LevelMeasurement.merge(List.of(recorder), LEVEL_START, windowStart, 2 * SECOND)
                .timeSeries();

        assertThat(series).extracting(IntervalPoint::startSeconds).containsExactly(-2.4, -1.4, 0.0, 1.0);
        assertThat(series).extracting(IntervalPoint::operations).containsExactly(2L, 1L, 1L, 0L);
        assertThat(series).extracting(IntervalPoint::errors).containsExactly(0L, 1L, 0L, 0L);
        assertThat(series.get(1).latencyMs().max()).isBetween(497.0, 503.0);
        assertThat(series.get(2).latencyMs().max()).isBetween(3.97, 4.03);
        assertThat(series.get(3).latencyMs()).isNull();
    }

    @Test
    void eachPartsSeriesAddsUpItsOwnThreadsInTheOrderOfThePartsNumbers() {
        WorkerRecorder shard10 = new WorkerRecorder(1, false);
        WorkerRecorder shard2a = new WorkerRecorder(1, false);
        WorkerRecorder shard2b = new WorkerRecorder(1, false);
        complete(shard10, 100, 50, true);
        complete(shard2a, 100, 1, true);
        complete(shard2b, 200, 1, true);
        complete(shard2b, 300, 2, false);

        Map<String, List<IntervalPoint>> byShard = LevelMeasurement.merge(List.of(shard10, shard2a, shard2b), SECOND)
                .timeSeriesBy(List.of("10", "2", "2"));

        assertThat(byShard.keySet()).containsExactly("2", "10");
        assertThat(byShard.get("2")).extracting(IntervalPoint::operations, IntervalPoint::errors)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2L, 1L));
        assertThat(byShard.get("10").get(0).operations()).isEqualTo(1);
        assertThat(byShard.get("10").get(0).latencyMs().max()).isBetween(49.5, 50.5);
        assertThat(byShard.get("2").get(0).latencyMs().max()).isLessThan(1.1);
    }
}
