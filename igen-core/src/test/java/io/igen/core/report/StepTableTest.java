package io.igen.core.report;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.result.StepTimes;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The steps of each level's operation, as the console (--verbose), the HTML report and their CSV file show them. */
class StepTableTest {

    private static final long MS = 1_000_000L;

    /** One level of 4 operations of 10 ms mean: a 2 ms select and a 5 ms commit each, and 3 ms in no step. */
    private static RunResult result() {
        StepTimes shard0 = new StepTimes(List.of("select", "commit"));
        StepTimes shard1 = new StepTimes(List.of("select", "commit"));
        for (int i = 0; i < 2; i++) {
            shard0.record(new long[] {0, 2 * MS, 7 * MS});
            shard1.record(new long[] {0, 2 * MS, 7 * MS});
        }
        StepTimes all = new StepTimes(List.of("select", "commit"));
        all.add(shard0);
        all.add(shard1);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("statements", all.figures(true));
        details.put("perShard", Map.of("0", Map.of("statements", shard0.figures(false)),
                "1", Map.of("statements", shard1.figures(false))));
        LevelResult level = LevelResult.builder().level(2).threads(2).operations(4).durationSeconds(1).throughput(4)
                .latencyMs(new LatencySummary(10, 1, new LatencySummary.Percentiles(10, 10, 10, 10, 10, 10)))
                .perSecond(List.of(4L)).details(details).build();
        RunHeader header = new RunHeader("oltp", "transaction", EnvironmentProbe.capture(), "2026-11-26T01:00:00Z",
                RunIdentity.NONE, Map.of("statements", FigureKind.steps("ms"),
                "perShard", FigureKind.byPartition("shard")));
        return header.result(RunConfig.builder(List.of(Level.ofThreads(2))).build(), List.of(level), List.of());
    }

    @Test
    void eachStepHasItsShareOfTheMeanResponseTimeAndTheRestIsWhatNoStepHolds() {
        List<List<String>> rows = StepTable.rows(result(), "statements");

        assertThat(rows.get(0)).containsExactly("level", "threads", "step", "count", "mean ms", "p50 ms", "p90 ms",
                "p99 ms", "max ms", "% of mean");
        assertThat(rows.get(1)).startsWith("2", "2", "select", "4", "2.000").endsWith("20.0");
        assertThat(rows.get(2)).startsWith("2", "2", "commit", "4", "5.000").endsWith("50.0");
        assertThat(rows.get(3)).containsExactly("2", "2", "(rest)", "", "3.000", "", "", "", "", "30.0");
    }

    @Test
    void theConsoleShowsThemWithVerboseOnly() {
        assertThat(ConsoleTable.render(result(), true)).contains("statements in each window").contains("(rest)");
        assertThat(ConsoleTable.render(result(), false)).doesNotContain("statements in each window");
    }

    @Test
    void theHtmlReportHasATableOfThem() {
        String html = HtmlReport.render(result(), "", "", "", "");

        assertThat(html).contains("<h2>Statements in each window</h2>").contains(">(rest)</td>");
    }

    @Test
    void theCsvHasTheLevelAndEachPartitionRowByRow() {
        String csv = StepTable.csv(result(), "statements");

        assertThat(csv.lines().toList()).hasSize(1 + 3 * 2);
        assertThat(csv).startsWith("level,threads,part,step,count,meanMs,p50Ms,p90Ms,p95Ms,p99Ms,p999Ms,maxMs\n")
                .contains("\n2,2,all,select,4,2.0,").contains("\n2,2,0,commit,2,5.0,")
                .contains("\n2,2,1,select,2,2.0,");
    }
}
