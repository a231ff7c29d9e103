package io.igen.core.measure;

import io.igen.core.result.LevelResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LevelMeasurementTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000_000_000L;

    @Test
    void mergesThreadsIntoOneLevel() {
        long windowStart = 5 * SECOND;
        WorkerRecorder first = new WorkerRecorder(3, false);
        WorkerRecorder second = new WorkerRecorder(3, false);
        // first thread: 1, 2, 3 ms in second 0; 4 ms in second 2
        first.recordSuccess(windowStart, windowStart, windowStart, windowStart + MS);
        first.recordWorkInWindow(1);
        first.recordSuccess(windowStart, windowStart + 10 * MS, windowStart + 10 * MS, windowStart + 12 * MS);
        first.recordWorkInWindow(1);
        first.recordSuccess(windowStart, windowStart + 20 * MS, windowStart + 20 * MS, windowStart + 23 * MS);
        first.recordWorkInWindow(1);
        first.recordSuccess(windowStart, windowStart + 2 * SECOND, windowStart + 2 * SECOND, windowStart + 2 * SECOND + 4 * MS);
        first.recordWorkInWindow(1);
        first.recordError("SQLState 40");
        // second thread: 10 ms in second 1, and errors of two kinds
        second.recordSuccess(windowStart, windowStart + SECOND, windowStart + SECOND, windowStart + SECOND + 10 * MS);
        second.recordWorkInWindow(1);
        second.recordError("SQLState 40");
        second.recordError("SQLState 08");

        LevelMeasurement measurement = LevelMeasurement.merge(List.of(first, second), 3 * SECOND + SECOND / 2);

        assertThat(measurement.operations()).isEqualTo(5);
        assertThat(measurement.windowSeconds()).isEqualTo(3.5);
        assertThat(measurement.throughput()).isCloseTo(5 / 3.5, within(1e-12));
        assertThat(measurement.operationsPerSecond()).containsExactly(3, 1, 1);
        assertThat(measurement.errors()).containsExactly(Map.entry("SQLState 08", 1L), Map.entry("SQLState 40", 2L));
        assertThat(measurement.errorCount()).isEqualTo(3);

        LevelResult result = measurement.toResult(new Level(2, 2), Map.of("shards", 2));
        // (1 + 2 + 3 + 4 + 10) / 5 = 4 ms; population deviation sqrt(((9+4+1+0+36)/5)) = sqrt(10)
        assertThat(result.latencyMs().mean()).isCloseTo(4.0, within(1e-9));
        assertThat(result.latencyMs().stdDev()).isCloseTo(Math.sqrt(10), within(1e-9));
        assertThat(result.latencyMs().p50()).isCloseTo(3.0, within(3.0 * 0.001));
        assertThat(result.latencyMs().max()).isCloseTo(10.0, within(10.0 * 0.001));
        assertThat(result.perSecond()).containsExactly(3L, 1L, 1L);
        assertThat(result.serviceTimeMs()).isNull();
        assertThat(result.details()).containsEntry("shards", 2);
        assertThat(result.errorPercent()).isCloseTo(100.0 * 3 / 8, within(1e-12));
    }

    @Test
    void operationsPastThePlannedWindowStillCount() {
        long windowStart = 0;
        WorkerRecorder recorder = new WorkerRecorder(1, false);
        recorder.recordSuccess(windowStart, 5 * SECOND, 5 * SECOND, 5 * SECOND + MS);
        recorder.recordWorkInWindow(1);
        LevelMeasurement measurement = LevelMeasurement.merge(List.of(recorder), SECOND);
        assertThat(measurement.operations()).isEqualTo(1);
        assertThat(measurement.operationsPerSecond()).hasSize(1);
    }

    @Test
    void pacedLoadKeepsServiceTimeApart() {
        WorkerRecorder recorder = new WorkerRecorder(1, true);
        recorder.recordSuccess(0, 0, 40 * MS, 41 * MS);
        recorder.recordWorkInWindow(1);
        LevelResult result = LevelMeasurement.merge(List.of(recorder), SECOND).toResult(Level.ofThreads(1), Map.of());
        assertThat(result.latencyMs().max()).isCloseTo(41.0, within(0.05));
        assertThat(result.serviceTimeMs().max()).isCloseTo(1.0, within(0.001));
    }

    @Test
    void primingRecordsServiceTimeForEveryOtherOperationSoBothPathsAreCompiled() {
        WorkerRecorder priming = WorkerRecorder.priming(1, Exception::toString);
        WorkerRecorder level = new WorkerRecorder(1, false);
        for (int i = 1; i <= 5; i++) {
            priming.recordSuccess(0, 0, MS, (1 + i) * MS);
            level.recordSuccess(0, 0, MS, (1 + i) * MS);
        }
        assertThat(priming.responseNanos().getTotalCount()).isEqualTo(5);
        // the 1st, 3rd and 5th: service times of 1, 3 and 5 ms
        assertThat(priming.serviceNanos().getTotalCount()).isEqualTo(3);
        assertThat(priming.serviceNanos().getMaxValue()).isCloseTo(5 * MS, within(5 * MS / 1000));
        assertThat(priming.serviceNanos().getMinValue()).isCloseTo(MS, within(MS / 1000));
        assertThat(level.serviceNanos()).isNull();
    }

    @Test
    void recorderCountsCompletedOperationsForProgress() {
        WorkerRecorder recorder = new WorkerRecorder(1, false);
        recorder.countCompleted();
        recorder.countCompleted();
        recorder.recordError("X");
        assertThat(recorder.completed()).isEqualTo(2);
    }
}
