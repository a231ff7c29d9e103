package io.igen.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.output.ProgressLine;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.PacedLoad;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A paced level's schedule figures and the run's limits, in every file and table the run writes. */
class PacedLoadReportTest {

    private static final PacedLoad OVERLOADED = new PacedLoad(2_000, 1_500, 1_480L, 480L);

    private final RunResult result = new RunHeader("oltp", "transaction", EnvironmentProbe.capture(),
            "2026-11-21T00:00:00Z").result(RunConfig.builder(List.of(Level.ofThreads(2))).ratePerThread(100.0)
                    .latencyLimitMs(100.0).operationsPerThread(1_000L).build(), List.of(level()), List.of());

    private static LevelResult level() {
        Histogram histogram = new Histogram(3);
        histogram.recordValueWithCount(100_000_000, 1_500);
        return LevelResult.builder().level(2).threads(2).operations(1_500).durationSeconds(10).throughput(150)
                .latencyMs(LatencySummary.of(histogram, 1e8, 0)).histogram(HistogramCodec.encode(histogram))
                .details(OVERLOADED.figures()).build();
    }

    @Test
    void theJsonHasTheLevelsCountsAndTheRunsLimitsAndReadsThemBack() throws Exception {
        String json = ResultJson.toJson(result);

        JsonNode tree = new ObjectMapper().readTree(json);
        JsonNode level = tree.get("levels").get(0);
        assertThat(level.get("offered").asLong()).isEqualTo(2_000);
        assertThat(level.get("achieved").asLong()).isEqualTo(1_500);
        assertThat(level.get("late").asLong()).isEqualTo(1_480);
        assertThat(level.get("skipped").asLong()).isEqualTo(480);
        assertThat(tree.get("config").get("latencyLimitMs").asDouble()).isEqualTo(100.0);
        assertThat(tree.get("config").get("operationsPerThread").asLong()).isEqualTo(1_000);
        RunResult read = ResultJson.fromJson(json);
        assertThat(PacedLoad.of(read.levels().get(0))).contains(OVERLOADED);
        assertThat(read.config().latencyLimitMs()).isEqualTo(100.0);
        assertThat(read.config().operationsPerThread()).isEqualTo(1_000L);
    }

    @Test
    void theCsvAndTheConsoleTableHaveAColumnForEachCount() {
        String csv = ResultCsv.toCsv(result);
        List<String> header = List.of(csv.lines().findFirst().orElseThrow().split(","));
        List<String> row = List.of(csv.lines().skip(1).findFirst().orElseThrow().split(","));
        assertThat(row.subList(header.indexOf("offered"), header.indexOf("offered") + 4))
                .containsExactly("2000", "1500", "1480", "480");

        assertThat(ConsoleTable.render(result)).contains("offered", "achieved", "late", "skipped");
    }

    @Test
    void theLevelsLineSaysItWasOverloaded() {
        StringWriter out = new StringWriter();
        ProgressLine line = new ProgressLine(new PrintWriter(out), false, "transaction");
        line.levelStarted(Level.ofThreads(2), 0, 1);

        line.levelFinished(result.levels().get(0));

        assertThat(out.toString()).contains(", OVERLOADED: 500 of 2000 due did not run: 480 skipped over the latency "
                + "limit, 20 not reached by the window's end");
    }
}
