package io.igen.core.merge;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class RunMergerTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000 * MS;

    /** Driver A: 90 operations of 1 ms. Driver B: 10 operations of 100 ms. Same run, same level. */
    private final RunResult driverA = run("hostA", part(90, MS, Map.of("ticketsPerMs", 100.0, "allocationMs", 2.0,
            "rows", 90, "perShard", Map.of("0", Map.of("transactions", 90)))), List.of());
    private final RunResult driverB = run("hostB", part(10, 100 * MS, Map.of("ticketsPerMs", 50.0, "allocationMs", 4.0,
            "rows", 10, "perShard", Map.of("1", Map.of("transactions", 10)))), List.of("level 1: errors"));

    @Test
    void percentilesComeFromTheMergedHistogramsNotFromAveraging() throws Exception {
        LevelResult merged = RunMerger.merge(List.of(driverA, driverB), List.of("a.json", "b.json")).levels().get(0);

        // Averaging the parts' medians would give (1 + 100) / 2 = 50.5 ms; 90 of 100 operations took 1 ms.
        assertThat(merged.latencyMs().p50()).isCloseTo(1.0, within(0.001));
        assertThat(merged.latencyMs().p90()).isCloseTo(1.0, within(0.001));
        assertThat(merged.latencyMs().p95()).isCloseTo(100.0, within(0.1));
        assertThat(merged.latencyMs().max()).isCloseTo(100.0, within(0.1));
        // (90 x 1 + 10 x 100) / 100 = 10.9; deviations -9.9 and 89.1 give sqrt(882.09) = 29.7 exactly
        assertThat(merged.latencyMs().mean()).isCloseTo(10.9, within(1e-9));
        assertThat(merged.latencyMs().stdDev()).isCloseTo(29.7, within(1e-9));
        assertThat(HistogramCodec.decode(merged.histogram()).getTotalCount()).isEqualTo(100);
    }

    @Test
    void countsRatesAndDetailsAddUpTimesAreWeighted() throws Exception {
        RunResult result = RunMerger.merge(List.of(driverA, driverB), List.of("a.json", "b.json"));
        LevelResult merged = result.levels().get(0);

        assertThat(merged.operations()).isEqualTo(100);
        assertThat(merged.threads()).isEqualTo(2);
        assertThat(merged.throughput()).isCloseTo(90 / 2.0 + 10 / 2.0, within(1e-9));
        assertThat(merged.perSecond()).containsExactly(50L, 50L);
        assertThat(merged.errors()).containsExactly(Map.entry("X", 2L));
        assertThat(merged.details()).containsEntry("ticketsPerMs", 150.0).containsEntry("rows", 100L);
        // 2 ms over 90 operations and 4 ms over 10: (180 + 40) / 100
        assertThat((Double) merged.details().get("allocationMs")).isCloseTo(2.2, within(1e-12));
        assertThat(merged.details().get("perShard")).isEqualTo(Map.of("0", Map.of("transactions", 90),
                "1", Map.of("transactions", 10)));
        assertThat(merged.serviceTimeMs()).isNull();
        assertThat(result.problems()).containsExactly("b.json: level 1: errors");
        assertThat(result.peak().throughput()).isCloseTo(50.0, within(1e-9));
    }

    @Test
    void partsOfDifferentRunsAreRefused() {
        RunResult otherLevels = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "t").result(
                config(), List.of(driverB.levels().get(0), withLevel(driverB.levels().get(0), 2)), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, otherLevels), List.of("a.json", "c.json")))
                .isInstanceOf(MismatchedPartsException.class)
                .hasMessage("a.json and c.json are not parts of the same run: they differ in levels [1] vs [1, 2]");
        RunResult otherBenchmark = new RunHeader("ram", "block", EnvironmentProbe.capture(), "t").result(
                config(), driverB.levels(), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, otherBenchmark), List.of("a.json", "r.json")))
                .hasMessageContaining("benchmark cpu vs ram");
    }

    private static LevelResult part(int operations, long latencyNanos, Map<String, Object> details) {
        WorkerRecorder recorder = new WorkerRecorder(2, false);
        for (int i = 0; i < operations; i++) {
            long start = (i % 2) * SECOND + i;
            recorder.recordSuccess(0, start, start, start + latencyNanos);
            recorder.recordWorkInWindow(1);
        }
        recorder.recordError("X");
        return LevelMeasurement.merge(List.of(recorder), 2 * SECOND).toResult(Level.ofThreads(1), details);
    }

    private static LevelResult withLevel(LevelResult level, int value) {
        return new LevelResult(value, level.threads(), level.operations(), level.durationSeconds(), level.throughput(),
                level.latencyMs(), null, level.perSecond(), 0, 0, level.errors(), level.histogram(), level.details());
    }

    private static RunResult run(String host, LevelResult level, List<String> problems) {
        return new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T00:00:00Z")
                .result(config(), List.of(level), problems);
    }

    private static RunConfig config() {
        return new RunConfig(List.of(Level.ofThreads(1)), 1, 2, null, null, null, 1, Map.of());
    }
}
