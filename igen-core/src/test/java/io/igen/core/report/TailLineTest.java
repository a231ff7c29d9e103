package io.igen.core.report;

import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
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
    void aLevelWithoutTailFiguresHasNoLine() {
        assertThat(TailLine.of(level(Map.of()))).isEmpty();
    }
}
