package io.igen.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.output.ResultFiles;
import io.igen.core.result.DriverPart;
import io.igen.core.result.Environment;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LevelResult;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

public class ResultJsonTest {

    private static final long MS = 1_000_000L;

    @Test
    void resultSurvivesARoundTripWhole() throws Exception {
        RunResult result = sampleResult();

        RunResult back = ResultJson.fromJson(ResultJson.toJson(result));

        assertThat(back).usingRecursiveComparison()
                .withComparatorForType(Double::compare, Double.class).isEqualTo(result);
        assertThat(back.levels().get(1).details()).containsEntry("ticketsPerMs", 1234.5);
        assertThat(HistogramCodec.decode(back.levels().get(1).histogram()).getTotalCount()).isEqualTo(4);
    }

    @Test
    void fieldNamesFollowTheContract() throws Exception {
        JsonNode json = new ObjectMapper().readTree(ResultJson.toJson(sampleResult()));

        assertThat(json.fieldNames()).toIterable().contains("benchmark", "version", "startedAt", "environment",
                "config", "levels", "peak", "sweetSpot");
        JsonNode level = json.get("levels").get(1);
        assertThat(level.fieldNames()).toIterable().contains("level", "threads", "operations", "durationSeconds",
                "throughput", "latencyMs", "perSecond", "errors", "histogram", "serviceTimeMs",
                "ticketsPerMs", "perShard");
        assertThat(level.get("latencyMs").fieldNames()).toIterable()
                .containsExactly("mean", "stdDev", "p50", "p90", "p95", "p99", "p999", "max");
        assertThat(json.get("levels").get(0).has("serviceTimeMs")).isFalse();
        JsonNode series = json.get("levels").get(0).get("timeSeries");
        assertThat(series).hasSize(2);
        assertThat(series.get(0).fieldNames()).toIterable()
                .containsExactly("startSeconds", "operations", "errors", "latencyMs");
        assertThat(series.get(0).get("latencyMs").fieldNames()).toIterable().containsExactly("p50", "p90", "p99",
                "max");
        assertThat(series.get(0).get("operations").asLong()).isEqualTo(2);
        assertThat(series.get(0).get("errors").asLong()).isEqualTo(1);
        assertThat(series.get(1).get("latencyMs").isNull()).isTrue();
        assertThat(json.get("config").get("slaStatistic").asText()).isEqualTo("p99");
        assertThat(json.get("environment").get("gitCommit").asText()).isNotBlank();
        assertThat(json.get("peak").get("level").asInt()).isEqualTo(2);
    }

    @Test
    void filesAreWrittenAndReadBack(@TempDir Path directory) throws Exception {
        RunResult result = sampleResult();
        ResultFiles files = ResultFiles.in(directory.resolve("nested/results"), "cpu",
                java.time.ZonedDateTime.parse("2026-11-21T08:30:00Z"));
        files.write(result);
        assertThat(files.html()).as("between levels: no charts drawn in the measuring JVM").doesNotExist();
        files.finish(result);

        assertThat(files.json().getFileName().toString()).isEqualTo("igen-cpu-20261121-083000.json");
        assertThat(ResultJson.read(files.json())).usingRecursiveComparison()
                .withComparatorForType(Double::compare, Double.class).isEqualTo(result);
        List<String> csv = Files.readAllLines(files.csv());
        assertThat(csv).hasSize(3);
        assertThat(files.html()).content().contains("<svg", "throughput-chart", "response-time-chart");
        assertThat(csv.get(0)).startsWith("level,threads,operations,durationSeconds,throughput,throughputCi95Low,throughputCi95High,meanMs,")
                .endsWith(",errors,shards,ticketsPerMs");
        assertThat(csv.get(2)).startsWith("2,2,4,").contains(",1234.5");
        // A second run in the same second gets its own files.
        ResultFiles second = ResultFiles.in(directory.resolve("nested/results"), "cpu",
                java.time.ZonedDateTime.parse("2026-11-21T08:30:00Z"));
        assertThat(second.json().getFileName().toString()).isEqualTo("igen-cpu-20261121-083000-2.json");
    }

    public static RunResult sampleResult() {
        return sampleResult(EnvironmentProbe.capture());
    }

    /** The sample result, measured on {@code environment}. */
    public static RunResult sampleResult(Environment environment) {
        return sampleResult(new RunHeader("cpu", "fractal", environment, "2026-11-21T08:30:00Z"), "0");
    }

    /**
     * Driver {@code index} of 2 of run {@code run-1}, each driving one shard, their windows opening at the same time.
     */
    public static RunResult samplePart(int index) {
        return sampleResult(new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T08:30:00Z",
                new RunIdentity("run-1", new DriverPart(index, 2, "shard " + index, List.of(String.valueOf(index)))),
                        Map.of("shards", FigureKind.sum("shards"), "ticketsPerMs", FigureKind.sum("tickets/ms"),
                        "perShard", FigureKind.byPartition("shard"))), String.valueOf(index));
    }

    private static RunResult sampleResult(RunHeader header, String shard) {
        List<LevelResult> levels = new ArrayList<>();
        WorkerRecorder stream = new WorkerRecorder(2, false);
        stream.recordSuccess(0, 0, 0, 3 * MS);
        stream.recordWorkInWindow(1);
        stream.recordSuccess(0, 5 * MS, 5 * MS, 9 * MS);
        stream.recordWorkInWindow(1);
        stream.recordCompletion(0, 0, 0, 3 * MS, true);
        stream.recordCompletion(0, 0, 5 * MS, 9 * MS, true);
        stream.recordCompletion(0, 0, 10 * MS, 11 * MS, false);
        levels.add(LevelMeasurement.merge(List.of(stream), 2_000 * MS).toResult(Level.ofThreads(1), Map.of("shards", 4))
                .toBuilder().windowStart("2026-11-21T08:30:10Z").build());

        WorkerRecorder paced = new WorkerRecorder(2, true);
        for (int i = 0; i < 4; i++) {
            paced.recordSuccess(0, i * 100 * MS, i * 100 * MS + MS, i * 100 * MS + 3 * MS);
            paced.recordWorkInWindow(1);
        }
        paced.recordError("SQLState 40");
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("shards", 4);
        details.put("ticketsPerMs", 1234.5);
        details.put("perShard", Map.of(shard, Map.of("transactions", 3, "errors", 1)));
        levels.add(LevelMeasurement.merge(List.of(paced), 1_500 * MS).toResult(Level.ofThreads(2), details)
                .toBuilder().windowStart("2026-11-21T08:30:25Z").build());

        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).fixedWarmup(5)
                .maxWarmupSeconds(5.0).prime(false).loadThreads(null).durationSeconds(10).ratePerThread(50.0).slaMs(20.0).slaStatistic(LatencyStatistic.P99)
                .workload(Map.of("gridWidth", 100, "seed", 20261121)).build();
        return header.result(config, levels, List.of("level 2: something to report"));
    }
}
