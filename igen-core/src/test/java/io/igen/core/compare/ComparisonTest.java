package io.igen.core.compare;

import io.igen.core.output.ComparisonJson;
import io.igen.core.output.ComparisonText;
import io.igen.core.result.Environment;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.Machine;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import io.igen.core.workload.SettingRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ComparisonTest {

    @TempDir
    Path temp;

    @Test
    void ratiosOfIgenRunsAtEveryCommonLevelAndAtPeak() throws Exception {
        Path a = write("a.json", run(Map.of("maxIterations", 512), new double[] {100, 200, 150}, new double[] {10, 10,
                27}));
        Path b = write("b.json", run(Map.of("maxIterations", 512), new double[] {154, 300, 330}, new double[] {6.5,
                6.7, 12}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b))).get(0);

        assertThat(comparison.subject()).isEqualTo("cpu");
        assertThat(comparison.commonLevels()).containsExactly(1, 2, 4);
        List<List<String>> rows = ComparisonText.rows(comparison);
        assertThat(rows.get(0)).containsExactly("level", "[1] fractals/s", "[2] fractals/s", "[2]/[1]", "95% CI",
                "verdict", "[1] mean ms", "[2] mean ms", "[2]/[1]");
        // single launches: a ratio, no interval, and never a verdict, however large the difference
        String single = "inconclusive (1 launch)";
        assertThat(rows.get(1)).containsExactly("1", "100.0", "154.0", "1.54x", "[?]", single, "10.00", "6.500",
                "0.65x");
        assertThat(rows.get(2)).containsExactly("2", "200.0", "300.0", "1.50x", "[?]", single, "10.00", "6.700",
                "0.67x");
        assertThat(rows.get(3)).containsExactly("4", "150.0", "330.0", "2.20x", "[?]", single, "27.00", "12.00",
                "0.44x");
        // peaks at different levels: 200 at level 2 against 330 at level 4
        assertThat(rows.get(4)).containsExactly("peak", "200.0 @2", "330.0 @4", "1.65x", "[?]", single, "10.00",
                "12.00",
                "1.20x");
        assertThat(comparison.uncertaintyNotes()).hasSize(2).allSatisfy(note -> assertThat(note)
                .contains("is a single launch", "cannot decide a comparison", "--repeat auto", "igen-cpu ab"));
        assertThat(comparison.differences()).isEmpty();
        assertThat(ComparisonText.render(comparison)).contains("No differences");
    }

    @Test
    void jmhResultsAreReadAsCurvesPerBenchmark() throws Exception {
        List<Curve> curves = ResultFileReader.curves(resource("jmh/machine-a.json"));

        assertThat(curves).extracting(Curve::subject).containsExactly("io.igen.core.measure.RecordingBench.record",
                "io.igen.cpu.FractalBench.fractal {size=100}");
        Curve record = curves.get(0);
        // avgt 10 ns/op at 1 thread and 12.5 ns/op at 2 threads
        assertThat(record.points()).hasSize(2);
        assertThat(record.points().get(0).threads()).isEqualTo(1);
        assertThat(record.points().get(0).throughput()).isCloseTo(1e8, within(1.0));
        assertThat(record.points().get(0).meanMs()).isCloseTo(1e-5, within(1e-12));
        assertThat(record.points().get(1).throughput()).isCloseTo(1.6e8, within(1.0));
        // thrpt 0.05 ops/ms is 50 ops/s, with no response time
        CurvePoint fractal = curves.get(1).points().get(0);
        assertThat(fractal.throughput()).isCloseTo(50.0, within(1e-9));
        assertThat(fractal.meanMs()).isNaN();
        assertThat(curves.get(1).workload()).containsEntry("mode", "thrpt");
    }

    @Test
    void jmhRunsOfTwoMachinesCompareBenchmarkByBenchmark() throws Exception {
        List<Comparison> comparisons = Comparison.of(List.of(ResultFileReader.curves(resource("jmh/machine-a.json")),
                ResultFileReader.curves(resource("jmh/machine-b.json"))));

        assertThat(comparisons).hasSize(2);
        Comparison record = comparisons.get(0);
        assertThat(ComparisonText.rows(record).get(1)).contains("1.25x", "0.80x");
        assertThat(record.differences()).containsKey("jvm");
        List<String> fractal = ComparisonText.rows(comparisons.get(1)).get(1);
        assertThat(fractal.get(1)).startsWith("50.00");
        assertThat(fractal.get(2)).startsWith("80.00");
        assertThat(fractal.get(3)).isEqualTo("1.60x");
    }

    @Test
    void differentBenchmarksAreRefused() throws Exception {
        Path igen = write("cpu.json", run(Map.of("maxIterations", 512), new double[] {1, 2, 3}, new double[] {1, 1,
                1}));

        assertThatThrownBy(() -> Comparison.of(List.of(ResultFileReader.curves(igen),
                ResultFileReader.curves(resource("jmh/machine-a.json")))))
                .isInstanceOf(IncomparableRunsException.class)
                .hasMessageStartingWith("these files measured different things and cannot be compared: ")
                .hasMessageContaining("cpu.json holds cpu");
    }

    @Test
    void differencesListTheMachinesKernelSettingsAndAnUnrecordedMachine() throws Exception {
        Environment here = EnvironmentProbe.capture();
        Machine madvise = new Machine(new Machine.Cpu(1, 2, 2, 1, null, 1996L),
                new Machine.Memory(Map.of("L3", 8_388_608L), List.of()),
                new Machine.OsSettings("Debian 12", "6.1.0", "schedutil", "madvise"));
        Machine always = new Machine(new Machine.Cpu(1, 2, 2, 1, null, 1996L),
                new Machine.Memory(Map.of("L3", 8_388_608L), List.of()),
                new Machine.OsSettings("Debian 12", "6.1.0", "performance", "always"));
        Path a = write("a.json", run(machine(here, madvise)));
        Path b = write("b.json", run(machine(here, always)));
        Path old = write("old.json", run(machine(here, null)));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b),
                ResultFileReader.curves(old))).get(0);

        assertThat(comparison.differences())
                .containsEntry("transparent huge pages", List.of("madvise", "always", "not recorded"))
                .containsEntry("frequency governor", List.of("schedutil", "performance", "not recorded"))
                .containsEntry("cpu caches", List.of("L3 8 MiB", "L3 8 MiB", "not recorded"))
                .doesNotContainKey("jvm");
    }

    @Test
    void theDriversAndTheServersCpuPerOperationStandSideBySide() throws Exception {
        RunResult plain = run(Map.of("maxIterations", 512), new double[] {100, 200}, new double[] {10, 10});
        RunResult measured = run(Map.of("maxIterations", 512), new double[] {110, 190}, new double[] {9, 11});
        List<LevelResult> levels = new java.util.ArrayList<>();
        double[][] cpu = {{0.19, 0.32}, {0.11, 0.28}};
        for (int i = 0; i < measured.levels().size(); i++) {
            LevelResult level = measured.levels().get(i);
            levels.add(LevelResult.builder().level(level.level()).threads(level.threads())
                    .operations(level.operations()).durationSeconds(level.durationSeconds())
                    .throughput(level.throughput()).latencyMs(level.latencyMs()).perSecond(List.of()).errors(Map.of())
                    .histogram("")
                    .details(Map.of("driverCpuMsPerOperation", cpu[i][0], "serverCpuMsPerOperation", cpu[i][1]))
                    .build());
        }
        Path a = write("a.json", plain);
        Path b = write("b.json", new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T00:00:00Z")
                .result(measured.config(), levels, List.of()));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b))).get(0);

        List<List<String>> rows = ComparisonText.rows(comparison);
        assertThat(rows.get(0)).endsWith("[1] driver ms/op", "[1] server ms/op", "[2] driver ms/op",
                "[2] server ms/op");
        assertThat(rows.get(1)).endsWith("-", "-", "0.190", "0.320");
        assertThat(rows.get(2)).endsWith("-", "-", "0.110", "0.280");
        Path json = temp.resolve("compare.json");
        ComparisonJson.write(List.of(comparison), json);
        assertThat(Files.readString(json)).containsPattern("\"cpuMsPerOperation\" : \\[ \\{\\s+\"level\" : "
                + "1,\\s+\"driver\" : \\[ null, 0.19 \\],\\s+\"server\" : \\[ null, 0.32 \\]");
    }

    private static RunResult run(Environment environment) {
        RunResult template = run(Map.of("maxIterations", 512), new double[] {1, 2, 3}, new double[] {1, 1, 1});
        return new RunHeader("cpu", "fractal", environment, "2026-11-21T00:00:00Z")
                .result(template.config(), template.levels(), List.of());
    }

    private static Environment machine(Environment e, Machine machine) {
        return new Environment(e.platform(), e.hardware(), e.jvm(), e.build(), machine, e.limits());
    }

    static RunResult run(Map<String, Object> workload, double[] throughput, double[] meanMs) {
        return run(workload, Map.of(), throughput, meanMs);
    }

    static RunResult run(Map<String, Object> workload, Map<String, SettingRole> roles, double[] throughput,
                         double[] meanMs) {
        int[] levels = {1, 2, 4};
        List<LevelResult> results = new java.util.ArrayList<>();
        for (int i = 0; i < throughput.length; i++) {
            LatencySummary latency = new LatencySummary(meanMs[i], 0,
                    new Percentiles(meanMs[i], meanMs[i], meanMs[i], meanMs[i], meanMs[i], meanMs[i]));
            results.add(LevelResult.builder().level(levels[i]).threads(levels[i]).operations((long) throughput[i] * 10)
                    .durationSeconds(10).throughput(throughput[i]).latencyMs(latency).perSecond(List.of())
                    .errors(Map.of()).histogram("").build());
        }
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2), Level.ofThreads(4)))
                .fixedWarmup(5).durationSeconds(10).workload(workload).settingRoles(roles).build();
        return new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T00:00:00Z")
                .result(config, results, List.of());
    }

    private Path write(String name, RunResult result) throws Exception {
        Path file = temp.resolve(name);
        ResultJson.write(result, file);
        return file;
    }

    static Path resource(String name) throws URISyntaxException {
        return Path.of(ComparisonTest.class.getClassLoader().getResource(name).toURI());
    }
}
