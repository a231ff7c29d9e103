package io.igen.oltp.tools.capacity;

import io.igen.core.result.BuildInfo;
import io.igen.core.result.Environment;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The capacity file ({@code igen-capacity-<time>.json}) is a contract with its readers. The files under
 * {@code src/test/resources/golden} were written by the code before the capacity records were regrouped: a finished
 * study with a sweet spot ({@code capacity-full.json}), one that found none ({@code capacity-no-sweet-spot.json}) and
 * one written after the vertical sweep ({@code capacity-midway.json}). The same studies must still be written to the
 * byte, and the files must still be read.
 */
class CapacityJsonGoldenTest {

    private static final String STARTED_AT = "2026-11-23T09:00:00Z";

    @TempDir
    Path temp;

    @Test
    void aStudyIsWrittenExactlyAsBefore() throws Exception {
        assertThat(written(fullStudy())).isEqualTo(golden("capacity-full.json"));
        assertThat(written(noSweetSpotStudy())).isEqualTo(golden("capacity-no-sweet-spot.json"));
        assertThat(written(midwayStudy())).isEqualTo(golden("capacity-midway.json"));
    }

    @Test
    void aStudyWrittenBeforeIsReadWholeAndWrittenBackUnchanged() throws Exception {
        for (String file : List.of("capacity-full.json", "capacity-no-sweet-spot.json", "capacity-midway.json")) {
            Path copy = temp.resolve(file);
            Files.writeString(copy, golden(file));

            CapacityResult read = CapacityJson.read(copy);

            assertThat(written(read)).as(file).isEqualTo(golden(file));
        }
        CapacityResult full = CapacityJson.read(temp.resolve("capacity-full.json"));
        assertThat(full.capacity()).isEqualTo(fullStudy().capacity());
        assertThat(full.problems()).isEqualTo(fullStudy().problems());
    }

    private String written(CapacityResult study) throws IOException {
        Path file = temp.resolve("written.json");
        CapacityJson.write(study, file);
        return Files.readString(file).replace("\r\n", "\n").stripTrailing();
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = CapacityJsonGoldenTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n").stripTrailing();
        }
    }

    /** A finished study: a 2-level vertical sweep, a 3-level horizontal one with a problem, a sweet spot at 2 shards. */
    static CapacityResult fullStudy() {
        RunResult horizontal = horizontal(List.of(level(1, 4, 40, 5, 9), level(2, 8, 79, 12, 30),
                level(3, 12, 101.5, 60, 210)), List.of("level 3: 2 shards unavailable for 1.5 s"));
        CapacityPlan plan = new CapacityPlan(52.5, 0.75, 10);
        CapacityFigures figures = CapacityFigures.of(ShardPeak.of(vertical().peak(), 6), plan, horizontal, 30,
                LatencyStatistic.P99, 6);
        return CapacityResult.started("0.9.0", STARTED_AT).withVertical(vertical()).withHorizontal(horizontal)
                .withCapacity(figures);
    }

    /** A finished study whose every level exceeded the SLA. */
    static CapacityResult noSweetSpotStudy() {
        RunResult horizontal = horizontal(List.of(level(1, 4, 39.5, 45, 90)), List.of());
        CapacityFigures figures = CapacityFigures.of(ShardPeak.of(vertical().peak(), 6),
                new CapacityPlan(52.5, 0.75, 10), horizontal, 30, LatencyStatistic.MEAN, 6);
        return CapacityResult.started("0.9.0", STARTED_AT).withVertical(vertical()).withHorizontal(horizontal)
                .withCapacity(figures);
    }

    /** A study as written after its vertical sweep: no horizontal sweep and no figures yet. */
    static CapacityResult midwayStudy() {
        return CapacityResult.started("0.9.0", STARTED_AT).withVertical(vertical());
    }

    private static RunResult vertical() {
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).fixedWarmup(2)
                .maxWarmupSeconds(2.0).prime(false).loadThreads(null).durationSeconds(10).slaMs(30.0)
                .slaStatistic(LatencyStatistic.P99).workload(workload("first_shard")).build();
        return header().result(config, List.of(level(1, 1, 30.5, 3, 6), level(2, 2, 52.5, 4, 9)), List.of());
    }

    private static RunResult horizontal(List<LevelResult> levels, List<String> problems) {
        RunConfig config = RunConfig.builder(levels.stream().map(level -> new Level(level.level(), level.threads()))
                        .toList()).fixedWarmup(2).maxWarmupSeconds(2.0).prime(false).loadThreads(null)
                .durationSeconds(10).ratePerThread(10.0).slaMs(30.0).slaStatistic(LatencyStatistic.P99)
                .workload(workload("shards")).build();
        return header().result(config, levels, problems);
    }

    private static RunHeader header() {
        Environment environment = new Environment(new Environment.Platform("bench-1", "Linux", "6.1.0", "amd64"),
                new Environment.Hardware("AMD EPYC 7B13", 1, 2, 8_341_000_000L),
                new Environment.Jvm("Eclipse Adoptium", "OpenJDK 64-Bit Server VM", "17.0.12+7", List.of("-Xmx1g"),
                        1L << 30, List.of("G1 Young Generation")),
                new BuildInfo("0.9.0", "1a2b3c4"), null, null);
        return new RunHeader("oltp", "transaction", environment, STARTED_AT);
    }

    private static Map<String, Object> workload(String scalingAxis) {
        Map<String, Object> workload = new LinkedHashMap<>();
        workload.put("db", "h2");
        workload.put("shards", 4);
        workload.put("scalingAxis", scalingAxis);
        return workload;
    }

    /** A level of {@code level} (shards or threads), {@code throughput} transactions/s over a 10 s window. */
    private static LevelResult level(int level, int threads, double throughput, double meanMs, double p99Ms) {
        LatencySummary latency = new LatencySummary(meanMs, 1.5, new Percentiles(meanMs, p99Ms, p99Ms, p99Ms, p99Ms,
                2 * p99Ms));
        return LevelResult.builder().level(level).threads(threads).operations(Math.round(10 * throughput))
                .durationSeconds(10).throughput(throughput).latencyMs(latency).perSecond(List.of())
                .errors(Map.of()).histogram("").build();
    }
}
