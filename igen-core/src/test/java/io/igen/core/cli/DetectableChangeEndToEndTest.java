package io.igen.core.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.merge.LaunchDimensioning;
import io.igen.core.merge.RepeatedRuns;
import io.igen.core.report.ConsoleTable;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.Repetition;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.stats.DetectableChangeFormula;
import io.igen.core.workload.Level;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a repeated run and a comparison say they can resolve, from launches of known throughput: the launches combined
 * as {@code --repeat} combines them, written and read back as files, their {@code detectableChangePercent} and the
 * console's "resolves" line, then {@code compare}'s JSON and its "resolvable:" line, each against the minimum
 * detectable effect computed here from the launches' throughputs by the formula
 * ({@link DetectableChangeFormula}).
 */
class DetectableChangeEndToEndTest {

    private static final RunHeader HEADER = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(),
            "2026-11-28T00:00:00Z");
    private static final RunConfig CONFIG = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2)))
            .fixedWarmup(5).durationSeconds(10).build();

    /** Per level, each launch's throughput: A 3 launches, B 4. */
    private static final double[][] A = {{100, 104, 98}, {190, 200, 196}};
    private static final double[][] B = {{110, 113, 108, 111}, {205, 198, 207, 201}};

    @TempDir
    Path temp;

    @Test
    void aRepeatedRunRecordsAndPrintsWhatItsLaunchesResolveAgainstATwin() throws IOException {
        Path file = temp.resolve("a.json");
        ResultJson.write(repeated(A), file);

        JsonNode levels = new ObjectMapper().readTree(file.toFile()).path("repetition").path("levels");
        String console = ConsoleTable.render(ResultJson.read(file));

        for (int level = 0; level < A.length; level++) {
            double expected = DetectableChangeFormula.againstTwin(A[level]);
            double recorded = levels.get(level).path("detectableChangePercent").asDouble();
            assertThat(recorded).as("level %d", level + 1).isEqualTo(Math.round(expected * 100) / 100.0);
            assertThat(console).contains(String.format(Locale.ROOT, "level %d: ±", level + 1))
                    .contains(String.format(Locale.ROOT, ", resolves %.1f%% against a series like it;", recorded));
        }
        // 3 launches of CV 3.08 % (level 1) and 2.58 % (level 2), 4 degrees of freedom: SciPy's t quantiles give
        // 9.649 % and 8.135 %
        assertThat(levels.get(0).path("detectableChangePercent").asDouble()).isEqualTo(9.65);
        assertThat(levels.get(1).path("detectableChangePercent").asDouble()).isEqualTo(8.14);
        assertThat(console).contains(", resolves 9.7% against a series like it;",
                ", resolves 8.1% against a series like it;");
    }

    @Test
    void compareRecordsAndPrintsWhatTheTwoSeriesResolveAtEachLevel() throws IOException {
        Path a = temp.resolve("a.json");
        Path b = temp.resolve("b.json");
        ResultJson.write(repeated(A), a);
        ResultJson.write(repeated(B), b);
        Path out = temp.resolve("out");

        CliRun run = CliRun.of(new CompareCommand(), a.toString(), b.toString(), "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode levels;
        try (Stream<Path> files = Files.list(out)) {
            Path json = files.filter(path -> path.toString().endsWith(".json")).findFirst().orElseThrow();
            levels = new ObjectMapper().readTree(json.toFile()).path("comparisons").get(0).path("runs").get(0)
                    .path("levels");
        }
        List<String> shown = new ArrayList<>();
        for (int level = 0; level < A.length; level++) {
            double expected = DetectableChangeFormula.percent(A[level], B[level]);
            assertThat(levels.get(level).path("detectableChangePercent").asDouble()).as("level %d", level + 1)
                    .isEqualTo(Math.round(expected * 100) / 100.0);
            shown.add(String.format(Locale.ROOT, "%d %.1f%%", level + 1, expected));
        }
        assertThat(run.out()).contains("resolvable: [2] against [1], the smallest difference these launches call "
                + "higher or lower with 80% power, at level " + String.join(", ", shown) + "\n");
        // level 1: CVs 3.08 % and 1.90 %, 3.15 degrees of freedom; level 2: 2.58 % and 1.99 %, 3.69: by SciPy 8.435 %
        // and 7.073 %
        assertThat(levels.get(0).path("detectableChangePercent").asDouble()).isEqualTo(8.43);
        assertThat(levels.get(1).path("detectableChangePercent").asDouble()).isEqualTo(7.07);
        assertThat(run.out()).contains("at level 1 8.4%, 2 7.1%\n");
    }

    /** The launches of one series, each a level per row of {@code throughputs}, combined as {@code --repeat} does. */
    private static RunResult repeated(double[][] throughputs) {
        List<RunResult> launches = new ArrayList<>();
        for (int launch = 0; launch < throughputs[0].length; launch++) {
            List<LevelResult> levels = new ArrayList<>();
            for (int level = 0; level < throughputs.length; level++) {
                levels.add(level(level + 1, (long) throughputs[level][launch]));
            }
            launches.add(HEADER.result(CONFIG, levels, List.of()));
        }
        RunResult combined = RepeatedRuns.combine(HEADER, CONFIG, launches);
        return combined.toBuilder().repetition(new Repetition("fixed", launches.size(), Repetition.AutoGoal.NONE,
                new Repetition.Outcome(40.0 * launches.size(), 40, "ran the " + launches.size()
                        + " launches asked for"), "off: --no-launch-cache",
                LaunchDimensioning.of(combined, launches, 40))).build();
    }

    /** A level whose window ran {@code perSecond} operations every second for 10 s. */
    private static LevelResult level(int threads, long perSecond) {
        Histogram histogram = new Histogram(3);
        histogram.recordValue(1_000_000);
        return LevelResult.builder().level(threads).threads(threads).operations(10 * perSecond).durationSeconds(10)
                .throughput(perSecond).latencyMs(new LatencySummary(1, 0, new Percentiles(1, 1, 1, 1, 1, 1)))
                .perSecond(Collections.nCopies(10, perSecond)).errors(Map.of())
                .histogram(HistogramCodec.encode(histogram)).build();
    }
}
