package io.igen.core.merge;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.result.DriverPart;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LevelResult;
import io.igen.core.result.MergedPart;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.result.StepLatency;
import io.igen.core.result.StepTimes;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

class RunMergerTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000 * MS;
    private static final String WINDOW = "2026-11-23T22:00:00Z";

    private static final Map<String, FigureKind> FIGURES = Map.of("ticketsPerMs", FigureKind.sum("tickets/ms"),
            "allocationMs", FigureKind.mean("ms"), "rows", FigureKind.sum("rows"), "worstMs", FigureKind.max("ms"),
            "winners", FigureKind.sum("tickets"), "perShard", FigureKind.byPartition("shard"),
            "hostIdleCores", FigureKind.perPart("cores"), "boundBy", FigureKind.perPart("judgment"),
            "statements", FigureKind.steps("ms"));

    /** Driver 0 (shards 0-1): 90 operations of 1 ms. Driver 1 (shards 2, 10): 10 operations of 100 ms. */
    private final RunResult driverA = run("run-1", driver(0, "0", "1"), part(90, MS, WINDOW, Map.of("ticketsPerMs",
            100.0,
            "allocationMs", 2.0, "rows", 90L, "worstMs", 7.5, "winners", Map.of("jackpot", 1L, "mega", 3L),
            "perShard", Map.of("0", Map.of("transactions", 50), "1", Map.of("transactions", 40)),
            "hostIdleCores", 0.4, "boundBy", "server CPU", "statements", statements(90, MS))), List.of());
    private final RunResult driverB = run("run-1", driver(1, "2", "10"), part(10, 100 * MS, WINDOW,
            Map.of("ticketsPerMs", 50.0, "allocationMs", 4.0, "rows", 10L, "worstMs", 3.0, "winners", Map.of("mega",
                    2L),
                    "perShard", Map.of("10", Map.of("transactions", 4), "2", Map.of("transactions", 6)),
                    "hostIdleCores", 1.2, "boundBy", "none found", "statements", statements(10, 100 * MS))),
            List.of("level 1: errors"));

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
    void countsAddUpAndEveryFigureCombinesAsDeclared() throws Exception {
        RunResult result = RunMerger.merge(List.of(driverA, driverB), List.of("a.json", "b.json"));
        LevelResult merged = result.levels().get(0);

        assertThat(merged.operations()).isEqualTo(100);
        assertThat(merged.threads()).isEqualTo(2);
        assertThat(merged.throughput()).isCloseTo(90 / 2.0 + 10 / 2.0, within(1e-9));
        assertThat(merged.perSecond()).containsExactly(50L, 50L);
        assertThat(merged.errors()).containsExactly(Map.entry("X", 2L));
        // sum: rates as numbers, counts stay whole, maps of counts key by key
        assertThat(merged.details()).containsEntry("ticketsPerMs", 150.0).containsEntry("rows", 100L)
                .containsEntry("winners", Map.of("jackpot", 1L, "mega", 5L));
        // mean weighted by operations: 2 ms over 90 operations and 4 ms over 10 = (180 + 40) / 100
        assertThat((Double) merged.details().get("allocationMs")).isCloseTo(2.2, within(1e-12));
        assertThat(merged.details()).containsEntry("worstMs", 7.5);
        // by partition: joined, in the shards' numeric order
        assertThat(List.copyOf(((Map<?, ?>) merged.details().get("perShard")).keySet()))
                .isEqualTo(List.of("0", "1", "2", "10"));
        // per part: a host's figures are its own, kept under each part's name
        assertThat(merged.details()).containsEntry("hostIdleCores", Map.of("a.json", 0.4, "b.json", 1.2))
                .containsEntry("boundBy", Map.of("a.json", "server CPU", "b.json", "none found"));
        // steps: counts add up, means weighted by count, percentiles from the summed histograms
        StepLatency select = ((Map<?, ?>) merged.details().get("statements")).values().stream()
                .map(StepLatency.class::cast).findFirst().orElseThrow();
        assertThat(select.count()).isEqualTo(100);
        assertThat(select.mean()).isCloseTo(10.9, within(1e-9));
        assertThat(select.percentiles().p50()).isCloseTo(1.0, within(0.01));
        assertThat(merged.serviceTimeMs()).isNull();
        assertThat(result.problems()).containsExactly("b.json: level 1: errors");
        assertThat(result.peak().throughput()).isCloseTo(50.0, within(1e-9));
        assertThat(result.runId()).isEqualTo("run-1");
        assertThat(result.figures()).isEqualTo(FIGURES);
    }

    @Test
    void theMergedResultListsEveryPartAndAMissingDriverIsAProblem() throws Exception {
        RunResult third = run("run-1", new DriverPart(2, 3, "shard 11", List.of("11")),
                part(5, MS, WINDOW, Map.of("rows", 5L)), List.of());
        RunResult missing = run("run-1", new DriverPart(0, 3, "shards 0-1", List.of("0", "1")),
                part(5, MS, WINDOW, Map.of("rows", 5L)), List.of());

        RunResult result = RunMerger.merge(List.of(driverA, driverB), List.of("a.json", "b.json"));
        assertThat(result.parts()).extracting(MergedPart::file, part -> part.driver().index(), MergedPart::problems)
                .containsExactly(tuple("a.json", 0, 0), tuple("b.json", 1, 1));
        assertThat(result.parts().get(1).driver().slice()).isEqualTo("shards 2, 10");
        assertThat(result.parts().get(0).host()).isEqualTo(EnvironmentProbe.capture().host());
        assertThat(result.parts().get(0).environment()).contains("hardware threads", "iGen");

        assertThat(RunMerger.merge(List.of(missing, third), List.of("a.json", "c.json")).problems())
                .containsExactly("driver(s) [1] of 3 missing: the merged levels hold only the given parts' shards and "
                        + "threads");
    }

    @Test
    void partsOfDifferentRunsOrWithTheSameDriverOrOverlappingShardsAreRefused() {
        RunResult otherRun = run("run-2", driver(1, "2"), part(10, MS, WINDOW, Map.of()), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, otherRun), List.of("a.json", "c.json")))
                .isInstanceOf(MismatchedPartsException.class)
                .hasMessage("a.json and c.json are parts of different runs: run id 'run-1' vs 'run-2'; give every "
                        + "driver of a run the same --run-id");

        RunResult sameIndex = run("run-1", driver(0, "2", "3"), part(10, MS, WINDOW, Map.of()), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, sameIndex), List.of("a.json", "c.json")))
                .hasMessage("a.json and c.json are both driver 0 of 2; each part of a run needs its own "
                        + "--driver-index");

        RunResult overlapping = run("run-1", driver(1, "1", "2"), part(10, MS, WINDOW, Map.of()), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, overlapping), List.of("a.json", "c.json")))
                .hasMessage("a.json and c.json overlap: shards 0, 1 and shards 1, 2");

        RunResult noRunId = run(null, null, part(10, MS, WINDOW, Map.of()), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(noRunId, driverA), List.of("old.json", "a.json")))
                .hasMessageStartingWith("old.json has no run id");
    }

    @Test
    void partsThatDifferInWhatTheyMeasuredAreRefused() {
        RunResult otherLevels = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "t",
                new RunIdentity("run-1", driver(1, "2")), FIGURES).result(config(), List.of(driverB.levels().get(0),
                withLevel(driverB.levels().get(0), 2)), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, otherLevels), List.of("a.json", "c.json")))
                .isInstanceOf(MismatchedPartsException.class)
                .hasMessage("a.json and c.json are not parts of the same run: they differ in levels [1] vs [1, 2]");
        RunResult otherBenchmark = new RunHeader("ram", "block", EnvironmentProbe.capture(), "t",
                new RunIdentity("run-1", driver(1, "2")), FIGURES).result(config(), driverB.levels(), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, otherBenchmark), List.of("a.json", "r.json")))
                .hasMessageContaining("benchmark cpu vs ram");
        RunResult otherDeclaration = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "t",
                new RunIdentity("run-1", driver(1, "2")), Map.of("rows", FigureKind.mean("rows"))).result(config(),
                        driverB.levels(), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, otherDeclaration), List.of("a.json", "d.json")))
                .hasMessageContaining("declare the figure 'rows' differently");
    }

    @Test
    void windowsMustOverlapAndTheMergedLevelSaysByHowMuch() throws Exception {
        // 2 s windows, the second opening 0.2 s later: 1.8 s in common
        RunResult late = run("run-1", driver(1, "2"), part(10, MS, "2026-11-23T22:00:00.200Z", Map.of()), List.of());
        LevelResult merged = RunMerger.merge(List.of(driverA, late), List.of("a.json", "b.json")).levels().get(0);
        assertThat(merged.windowOverlap()).isCloseTo(0.9, within(1e-9));
        assertThat(merged.windowStart()).isEqualTo(WINDOW);

        RunResult apart = run("run-1", driver(1, "2"), part(10, MS, "2026-11-23T22:00:05Z", Map.of()), List.of());
        assertThatThrownBy(() -> RunMerger.merge(List.of(driverA, apart), List.of("a.json", "b.json")))
                .hasMessage("level 1: the windows of a.json and b.json do not overlap: b.json's opened 3.0 s after "
                        + "a.json's closed; start every driver with the same --start-at");
    }

    @Test
    void whatEachPartDiscoveredOfItsOwnServersIsJoined() throws Exception {
        RunResult first = withServers(driver(0, "0"), 0);
        RunResult second = withServers(driver(1, "1"), 1);

        Map<String, Object> workload = RunMerger.merge(List.of(first, second), List.of("a.json", "b.json")).config()
                .workload();

        assertThat(workload.get("shardDatabases")).isEqualTo(List.of(Map.of("shard", 0, "version", "15"),
                Map.of("shard", 1, "version", "15")));
        assertThat(workload.get("shardSettings")).isEqualTo(List.of(Map.of("product", "PostgreSQL",
                "settings", Map.of("fsync", "on"), "shards", List.of(0, 1))));
        assertThat(workload).containsEntry("seed", 7);
    }

    @Test
    void aFigureWithoutDeclarationIsLeftOutAndSaidSo() throws Exception {
        RunResult undeclaredA = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "t",
                new RunIdentity("run-1", driver(0, "0")), Map.of()).result(config(), List.of(part(5, MS, WINDOW,
                        Map.of("speed", 1.0))), List.of());
        RunResult undeclaredB = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "t",
                new RunIdentity("run-1", driver(1, "1")), Map.of()).result(config(), List.of(part(5, MS, WINDOW,
                        Map.of("speed", 2.0))), List.of());

        RunResult merged = RunMerger.merge(List.of(undeclaredA, undeclaredB), List.of("a.json", "b.json"));

        assertThat(merged.levels().get(0).details()).doesNotContainKey("speed");
        assertThat(merged.problems()).containsExactly("left out [speed]: the parts do not declare how these figures "
                + "combine (files written before figures declared themselves)");
    }

    /** A step {@code select} run {@code count} times, each taking {@code nanos}. */
    private static Map<String, StepLatency> statements(int count, long nanos) {
        StepTimes times = new StepTimes(List.of("select"));
        for (int i = 0; i < count; i++) {
            times.record(new long[] {0, nanos});
        }
        return times.figures(true);
    }

    private static LevelResult part(int operations, long latencyNanos, String windowStart, Map<String,
            Object> details) {
        WorkerRecorder recorder = new WorkerRecorder(2, false);
        for (int i = 0; i < operations; i++) {
            long start = (i % 2) * SECOND + i;
            recorder.recordSuccess(0, start, start, start + latencyNanos);
            recorder.recordWorkInWindow(1);
        }
        recorder.recordError("X");
        return LevelMeasurement.merge(List.of(recorder), 2 * SECOND).toResult(Level.ofThreads(1), details)
                .toBuilder().windowStart(windowStart).build();
    }

    private static LevelResult withLevel(LevelResult level, int value) {
        return LevelResult.builder().level(value).threads(level.threads()).operations(level.operations())
                .durationSeconds(level.durationSeconds()).throughput(level.throughput()).latencyMs(level.latencyMs())
                .perSecond(level.perSecond()).errors(level.errors()).histogram(level.histogram())
                .details(level.details()).build();
    }

    private static RunResult run(String runId, DriverPart driver, LevelResult level, List<String> problems) {
        return new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T00:00:00Z",
                new RunIdentity(runId, driver), FIGURES).result(config(), List.of(level), problems);
    }

    /** A part whose workload settings name the one server it found for its shard. */
    private static RunResult withServers(DriverPart driver, int shard) {
        Map<String, Object> workload = Map.of("seed", 7,
                "shardDatabases", List.of(Map.of("shard", shard, "version", "15")),
                "shardSettings", List.of(Map.of("product", "PostgreSQL", "settings", Map.of("fsync", "on"),
                        "shards", List.of(shard))));
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1))).fixedWarmup(1).durationSeconds(2)
                .workload(workload).build();
        return new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "t", new RunIdentity("run-1", driver),
                FIGURES)
                .result(config, List.of(part(5, MS, WINDOW, Map.of())), List.of());
    }

    /** Driver {@code index} of 2, driving the given shards. */
    private static DriverPart driver(int index, String... shards) {
        return new DriverPart(index, 2, "shards " + String.join(", ", shards), List.of(shards));
    }

    private static RunConfig config() {
        return RunConfig.builder(List.of(Level.ofThreads(1))).fixedWarmup(1).durationSeconds(2).build();
    }
}
