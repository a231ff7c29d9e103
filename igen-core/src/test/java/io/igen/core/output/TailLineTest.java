package io.igen.core.output;

import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.tail.LevelTail;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The console's tail line, from a level's tail figures. */
class TailLineTest {

    private static LevelResult level(Map<String, Object> figures) {
        LatencySummary latency = new LatencySummary(0.521, 7.9, new Percentiles(0.061, 0.095, 0.122, 0.178, 60.2,
                368.0));
        return LevelResult.builder().level(28).threads(28).latencyMs(latency).details(figures).build();
    }

    @Test
    void saysWhatOverlappedTheOperationsSlowerThanP99() {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("tailSlowerThanP99", 5_360L);
        figures.put("tailKept", 5_300L);
        figures.put("tailJvmPausePercent", 82.0);
        figures.put("tailOutagePercent", 0.0);
        figures.put("tailCpuPressurePercent", 11.0);
        figures.put("tailUnexplainedPercent", 7.0);
        figures.put("jvmPauses", 14);
        figures.put("jvmPauseMs", 711.0);
        figures.put("jvmPauseLongestMs", 352.0);

        assertThat(TailLine.of(level(figures))).contains("tail: p99.9 60.20 ms, max 368.0 ms; of the 5,360 slower "
                + "than p99 (0.178 ms), 5,300 kept: 82 % overlapped a JVM pause (14 in the window, 711.0 ms, longest "
                + "352.0 ms), 11 % overlapped CPU pressure of 50 % or more, 7 % nothing recorded");
    }

    @Test
    void saysWhereTheAccountIsIncompleteAndWhy() {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("tailSlowerThanP99", 120L);
        figures.put("tailKept", 120L);
        figures.put("tailDatabasePercent", 25.0);
        figures.put("tailUnexplainedPercent", 75.0);
        // as the run holds them, and as a result file read back holds them
        figures.put("tail", Map.of("incomplete", List.of(
                new LevelTail.Gap("checkpointWatch", 12_345.6, 15_100.0,
                        "127.0.0.1:5432 did not answer: PSQLException [08001]: Connection refused."),
                Map.of("watch", "jvmPauses", "fromMs", 58_200.0,
                        "why", "JFR had handed over its events only up to here after 3 s of waiting"))));

        assertThat(TailLine.of(level(figures))).contains("tail: p99.9 60.20 ms, max 368.0 ms; of the 120 slower "
                + "than p99 (0.178 ms): 25 % overlapped a database event, 75 % nothing recorded; incomplete: "
                + "checkpointWatch not watching from 12.3 s to 15.1 s of the window (127.0.0.1:5432 did not answer: "
                + "PSQLException [08001]: Connection refused.), jvmPauses not watching from 58.2 s on (JFR had handed "
                + "over its events only up to here after 3 s of waiting)");
    }

    @Test
    void aLevelWithNoneSlowerThanP99StillSaysWhereItsAccountIsIncomplete() {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("tailSlowerThanP99", 0L);
        figures.put("tailKept", 0L);
        figures.put("tail", Map.of("incomplete", List.of(new LevelTail.Gap("jvmPauses", -500, 2_000.0,
                "JFR cannot stream in this JVM"))));

        assertThat(TailLine.of(level(figures))).contains("tail: p99.9 60.20 ms, max 368.0 ms; none slower than p99; "
                + "incomplete: jvmPauses not watching from -0.5 s to 2.0 s of the window (JFR cannot stream in this "
                + "JVM)");
    }

    @Test
    void aLevelWithoutTailFiguresHasNoLine() {
        assertThat(TailLine.of(level(Map.of()))).isEmpty();
    }
}
