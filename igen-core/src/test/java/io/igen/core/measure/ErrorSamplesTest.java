package io.igen.core.measure;

import io.igen.core.result.LevelResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A level keeps the first message of each error kind: the earliest over its threads, a bounded number of kinds. */
class ErrorSamplesTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void eachKindKeepsItsEarliestMessageOverAllThreads() {
        WorkerRecorder first = new WorkerRecorder(1, false, Exception::getMessage);
        WorkerRecorder second = new WorkerRecorder(1, false, Exception::getMessage);
        first.recordError("deadlock", new IllegalStateException("deadlock seen by the first thread at 30"), 30);
        first.recordError("deadlock", new IllegalStateException("its second deadlock, at 40"), 40);
        second.recordError("deadlock", new IllegalStateException("deadlock seen by the second thread at 20"), 20);
        second.recordError("gone", new IllegalStateException("connection gone at 50"), 50);

        LevelMeasurement measurement = LevelMeasurement.merge(List.of(first, second), SECOND);

        assertThat(measurement.errors()).containsExactly(Map.entry("deadlock", 3L), Map.entry("gone", 1L));
        assertThat(measurement.errorSamples()).containsExactly(
                Map.entry("deadlock", "deadlock seen by the second thread at 20"),
                Map.entry("gone", "connection gone at 50"));
    }

    @Test
    void onlyTheFirstFailureOfAKindIsDescribed() {
        List<String> described = new ArrayList<>();
        WorkerRecorder recorder = new WorkerRecorder(1, false, failure -> {
            described.add(failure.getMessage());
            return failure.getMessage();
        });

        for (int i = 0; i < 1_000; i++) {
            recorder.recordError(i % 2 == 0 ? "even" : "odd", new IllegalStateException("failure " + i), i);
        }

        assertThat(described).containsExactly("failure 0", "failure 1");
        assertThat(LevelMeasurement.merge(List.of(recorder), SECOND).errors())
                .containsExactly(Map.entry("even", 500L), Map.entry("odd", 500L));
    }

    @Test
    void kindsAreBoundedPerThreadAndPerLevelKeepingTheEarliest() {
        WorkerRecorder first = new WorkerRecorder(1, false, Exception::getMessage);
        WorkerRecorder second = new WorkerRecorder(1, false, Exception::getMessage);
        // 30 kinds each; the first thread's kinds fail at 0, 2, 4 ..., the second's at 1, 3, 5 ...
        for (int kind = 0; kind < 30; kind++) {
            first.recordError(String.format("a%02d", kind), new IllegalStateException("a" + kind), 2L * kind);
            second.recordError(String.format("b%02d", kind), new IllegalStateException("b" + kind), 2L * kind + 1);
        }

        LevelMeasurement measurement = LevelMeasurement.merge(List.of(first, second), SECOND);

        // Every failure is counted; only the 20 earliest kinds keep a sample: a00..a09 and b00..b09.
        assertThat(measurement.errors()).hasSize(60);
        assertThat(measurement.errorSamples()).hasSize(ErrorSamples.MAX_KINDS);
        assertThat(measurement.errorSamples().keySet()).containsExactlyElementsOf(
                IntStream.range(0, 10).boxed().flatMap(i -> List.of(String.format("a%02d", i), String.format("b%02d", i))
                        .stream()).sorted().toList());
    }

    @Test
    void theResultCarriesTheSamplesAfterTheWorkloadsDetailsAndOnlyWhenSomethingFailed() {
        WorkerRecorder failing = new WorkerRecorder(1, false);
        failing.recordError("IllegalStateException", new IllegalStateException("boom"), 0);
        WorkerRecorder clean = new WorkerRecorder(1, false);
        clean.recordSuccess(0, 0, 0, 1_000);
        clean.recordWorkInWindow(1);

        LevelResult failed = LevelMeasurement.merge(List.of(failing), SECOND).toResult(Level.ofThreads(1),
                Map.of("shards", 2));
        LevelResult succeeded = LevelMeasurement.merge(List.of(clean), SECOND).toResult(Level.ofThreads(1), Map.of());

        assertThat(failed.details().keySet()).containsExactly("shards", "errorSamples");
        assertThat(failed.details().get("errorSamples"))
                .isEqualTo(Map.of("IllegalStateException", "java.lang.IllegalStateException: boom"));
        assertThat(succeeded.details()).doesNotContainKey("errorSamples");
    }
}
