package io.igen.core.result;

import io.igen.core.report.ConsoleTable;
import io.igen.core.report.ResultCsv;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Windows measured again say so in every form a result takes: JSON (and back), CSV, the console and its table. */
class RemeasuredWindowsTest {

    private static final List<String> REASONS = List.of("throughput fell 16% across the window (trend, t = -3.2)",
            "the JIT compiled for 1.5 s in the window, 8% of the machine's CPU (limit 5%)");

    private static RunResult withRemeasuredLevel() {
        RunResult full = ResultJsonGoldenTest.fullResult();
        LevelResult first = full.levels().get(0).toBuilder().remeasured(REASONS).unsteady(null).build();
        return full.toBuilder().levels(List.of(first)).build();
    }

    @Test
    void theJsonKeepsTheReasonsInOrderAndReadsThemBack() throws Exception {
        String json = ResultJson.toJson(withRemeasuredLevel());

        assertThat(json).contains("\"remeasured\" : [ \"throughput fell 16% across the window (trend, t = -3.2)\", "
                + "\"the JIT compiled for 1.5 s in the window, 8% of the machine's CPU (limit 5%)\" ]");
        assertThat(ResultJson.fromJson(json).levels().get(0).remeasured()).isEqualTo(REASONS);
    }

    @Test
    void aLevelMeasuredOnceHasNoRemeasuredField() throws Exception {
        RunResult full = ResultJsonGoldenTest.fullResult();

        assertThat(ResultJson.toJson(full)).doesNotContain("remeasured");
        assertThat(ResultJson.fromJson(ResultJson.toJson(full)).levels().get(0).remeasured()).isEmpty();
    }

    @Test
    void theCsvHasTheReasonsInTheirColumn() {
        List<String> lines = ResultCsv.toCsv(withRemeasuredLevel()).lines().toList();

        List<String> header = List.of(lines.get(0).split(","));
        assertThat(header.indexOf("remeasured")).isEqualTo(header.indexOf("unsteady") + 1);
        assertThat(lines.get(1)).contains("\"throughput fell 16% across the window (trend, t = -3.2); the JIT "
                + "compiled for 1.5 s in the window, 8% of the machine's CPU (limit 5%)\"");
    }

    @Test
    void theConsoleNamesTheLevelAndItsTableTheWindowKept() {
        String text = ConsoleTable.render(withRemeasuredLevel(), false);

        assertThat(text).contains("MEASURED AGAIN: level " + withRemeasuredLevel().levels().get(0).level()
                + ": the window was measured 3 times; the earlier ones did not hold still: " + String.join("; ",
                REASONS));
        assertThat(text).contains("yes, 3rd window");
    }
}
