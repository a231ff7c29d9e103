package io.igen.cpu;

import io.igen.core.cli.Cli;
import io.igen.core.cli.CliRun;
import io.igen.core.cli.HelpLayout;
import io.igen.core.result.LevelResult;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class CpuCommandTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--threads=0      | Invalid value for option '--threads': '0' is not a level list: level 0 is below 1; use "
                    + "a list like 1,2,4,8",
            "--threads=abc    | Invalid value for option '--threads': 'abc' is not a level list: 'abc' is not a number "
                    + "or a range",
            "--threads=8..2   | Invalid value for option '--threads': '8..2' is not a level list: the range 8..2 runs "
                    + "backwards",
            "--duration=-5    | Invalid value for option '--duration': '-5' is not above zero; give a number of "
                    + "seconds above 0",
            "--duration=soon  | Invalid value for option '--duration': 'soon' is not a number of seconds",
            "--warmup=-1      | Invalid value for option '--warmup': '-1' is negative",
            "--sla-statistic=p42 | 'p42' is not a response-time statistic; use one of mean, p50, p90, p95, p99, p999, "
                    + "max",
            "--frobnicate     | Unknown option: '--frobnicate'",
            "--metrics-port=70000 | Invalid value for option '--metrics-port': '70000' is above 65535; give a whole "
                    + "number from 1 to 65535, or 0 for any free port",
            "--load-threads=green | Invalid value for option '--load-threads': 'green' is not a kind of load thread; "
                    + "give platform or virtual",
    })
    void badInputIsOneLineAndExitTwo(String argument, String message) throws IOException {
        CliRun run = CliRun.of(new CpuCommand(), argument, "--out", temp.resolve("r").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("igen-cpu: ").contains(message).endsWith("(see igen-cpu --help)"
                + System.lineSeparator());
        assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
        assertThat(temp.resolve("r")).doesNotExist();
    }

    @Test
    @Tag("slow")
    void virtualLoadThreadsOnAJavaWithoutThemAreBadInput() {
        CliRun run = CliRun.of(new CpuCommand(), "--load-threads", "virtual", "--threads", "1", "--duration", "0.2",
                "--out", temp.resolve("r").toString());

        if (Runtime.version().feature() < LoadThreadKind.VIRTUAL_SINCE) {
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).startsWith("igen-cpu: --load-threads virtual needs Java 21 or later; this is Java "
                    + Runtime.version().feature() + ": run it with a newer java, or leave --load-threads out");
            assertThat(run.hasStackTrace()).isFalse();
        } else {
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.err()).contains("load threads: virtual");
        }
    }

    @Test
    void spaceSeparatedNegativeDurationIsRefusedToo() {
        CliRun run = CliRun.of(new CpuCommand(), "--duration", "-5");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("'-5' is not above zero");
    }

    @Test
    void unwritableResultDirectoryIsRefusedBeforeAnyWork() throws IOException {
        Path file = Files.writeString(temp.resolve("a-file"), "not a directory");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--out", file.resolve("results").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("igen-cpu: cannot write result files to '" + file.resolve("results") + "'")
                .contains("choose a writable directory with --out DIR");
        assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
    }

    @Test
    @Tag("slow")
    void shortRunPrintsTheTableAndWritesResults() throws IOException {
        Path out = temp.resolve("results");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1,2", "--warmup", "0.2", "--no-priming",
                "--duration", "1", "--sla-ms", "10000", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("fractals/s", "peak: level ", "sweet spot: level 2 (2 threads)", "results: ");
        List<Path> files;
        try (Stream<Path> listing = Files.list(out)) {
            files = listing.sorted().toList();
        }
        assertThat(files).extracting(file -> file.getFileName().toString().replaceAll("^igen-cpu-[0-9]{8}-[0-9]{6}",
                ""))
                .containsExactlyInAnyOrder(".csv", ".json", ".html", ".hlog", "-throughput.png", "-throughput.svg",
                        "-response-time.png", "-response-time.svg", "-per-second.png", "-per-second.svg",
                        "-time-series.png");
        RunResult result = ResultJson.read(file(files, ".json"));
        assertThat(result.benchmark()).isEqualTo("cpu");
        assertThat(result.operation()).isEqualTo("fractal");
        assertThat(result.levels()).extracting(LevelResult::threads).containsExactly(1, 2);
        assertThat(result.levels()).allSatisfy(level -> {
            assertThat(level.throughput()).isPositive();
            assertThat(level.latencyMs().mean()).isPositive();
            assertThat(level.perSecond()).hasSize(1);
            assertThat(((Number) level.details().get("verified")).longValue()).isEqualTo(level.operations());
            assertThat(((Number) level.details().get("checkMismatches")).longValue()).isZero();
        });
        assertThat(result.problems()).isEmpty();
        assertThat(result.config().workload()).containsEntry("maxIterations", 512).containsEntry("gridWidth", 100);
        assertThat(result.config().loadThreads()).isEqualTo(LoadThreadKind.PLATFORM);
        assertThat(result.environment().hardwareThreads()).isPositive();
        assertThat(result.sweetSpot().level()).isEqualTo(2);
        assertThat(Files.readAllLines(file(files, ".csv"))).hasSize(3);
        assertThat(file(files, ".html")).content().contains("<svg", "fractals/s");
    }

    @Test
    @Tag("slow")
    void aWrongGoldenChecksumFailsTheRunWithTheFractalNamed() throws IOException {
        Path out = temp.resolve("wrong");

        CliRun run = CliRun.of(new CpuCommand(FractalWorkloadTest.withWrong(0, 1L)), "--threads", "1", "--warmup",
                "0", "--no-priming", "--duration", "1", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        String problem = "level 1: fractal 0 of the viewport sequence (centre -0.7646937880959503, "
                + "0.08753124574521487, width 1.5789473684210527) has checksum b2d84b750f1de2ec, "
                + "expected 0000000000000001; ";
        assertThat(run.out()).contains("PROBLEM: " + problem);
        RunResult result = ResultJson.read(jsonIn(out));
        LevelResult level = result.levels().get(0);
        long verified = ((Number) level.details().get("verified")).longValue();
        long mismatches = ((Number) level.details().get("checkMismatches")).longValue();
        // the window renders a run of consecutive fractals, one in 64 of them fractal 0 of a cycle
        assertThat(mismatches).isBetween(verified / ViewportSequence.PERIOD,
                (verified + ViewportSequence.PERIOD - 1) / ViewportSequence.PERIOD);
        assertThat(level.errors()).isEqualTo(mismatches == 0 ? java.util.Map.of()
                : java.util.Map.of("ChecksumMismatchException", mismatches));
        assertThat(verified).isEqualTo(level.operations() + mismatches);
        assertThat(result.problems()).anySatisfy(line -> assertThat(line).startsWith(problem)
                .endsWith(String.format(java.util.Locale.ROOT, " the level rendered, %,d of the %,d in its window, "
                        + "counted as errors, not as work done", mismatches, verified)));
    }

    @Test
    @Tag("slow")
    void withoutAFixedWarmUpTheJitIsPrimedAndEachLevelWarmsUpUntilSteady() throws IOException {
        Path out = temp.resolve("steady");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--duration", "4", "--max-warmup", "12",
                "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).containsPattern("priming the JIT on 1 thread: 1[0-2] s");
        RunResult result = ResultJson.read(jsonIn(out));
        assertThat(result.config().warmupMode()).isEqualTo(io.igen.core.result.WarmupMode.STEADY_STATE);
        assertThat(result.priming().threads()).isEqualTo(1);
        assertThat(result.priming().seconds()).isBetween(10.0, 12.0);
        LevelResult level = result.levels().get(0);
        // after priming, at least the warm rule's 4 s window, at most --max-warmup
        assertThat(level.warmupSeconds()).isBetween((double) RunDefaults.MIN_WARM_JIT_WARMUP_SECONDS, 12.0);
        assertThat(level.throughputCi95().contains(level.throughput())).isTrue();
        assertThat(level.ciBasis()).isEqualTo(io.igen.core.result.CiBasis.WITHIN_RUN);
        assertThat(run.out()).contains("warm-up s", "ONE LAUNCH: this run describes, it does not compare",
                "--repeat auto", "igen-cpu ab");
    }

    @Test
    @Tag("slow")
    void aFixedWarmUpIsStillPrecededByPrimingUnlessTurnedOff() throws IOException {
        Path primed = temp.resolve("fixed-primed");
        Path unprimed = temp.resolve("fixed-unprimed");

        CliRun withPriming = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--duration", "1",
                "--max-warmup", "12", "--quiet", "--out", primed.toString());
        CliRun without = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--no-priming",
                "--duration", "1", "--quiet", "--out", unprimed.toString());

        assertThat(withPriming.exitCode()).as(withPriming.err()).isZero();
        RunResult result = ResultJson.read(jsonIn(primed));
        assertThat(result.config().warmupMode()).isEqualTo(io.igen.core.result.WarmupMode.FIXED);
        assertThat(result.config().prime()).isTrue();
        // primed until steady (the rule's 10 s window at least), however short the levels' own warm-up
        assertThat(result.priming().seconds()).isBetween(10.0, 12.0);
        assertThat(result.levels().get(0).warmupSeconds()).isEqualTo(0.2);

        assertThat(without.exitCode()).as(without.err()).isZero();
        RunResult unprimedResult = ResultJson.read(jsonIn(unprimed));
        assertThat(unprimedResult.config().prime()).isFalse();
        assertThat(unprimedResult.priming()).isNull();
    }

    private static Path jsonIn(Path directory) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    private static Path file(List<Path> files, String suffix) {
        return files.stream().filter(file -> file.toString().endsWith(suffix)).findFirst().orElseThrow();
    }

    @Test
    void helpExplainsTheOptions() {
        CliRun run = CliRun.of(new CpuCommand(), "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Mandelbrot", "--threads=LEVELS", "1..64x2", "--warmup=SECONDS",
                "--duration=SECONDS", "--out=DIR", "--sla-ms=MS", "--quiet", "--verbose", "Exit codes:")
                .containsSubsequence("Levels:", "Warm-up and measurement", "Results:", "Repeating", "While it runs:",
                        "Commands:", "compare", "ab")
                .doesNotContain("--run-id", "--start-at", "--driver-index", "merge", "shard");
        assertThat(HelpLayout.problems(Cli.commandLine(new CpuCommand()))).isEmpty();
    }

    @Test
    void compareIsReachableFromTheBenchmarkJarAndMergeIsNot() {
        CliRun run = CliRun.of(new CpuCommand(), "compare", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: igen-cpu compare", "FILE");
        CliRun merge = CliRun.of(new CpuCommand(), "merge", "a.json", "b.json");
        assertThat(merge.exitCode()).as("merge joins the parts of a run driven from several processes: iGenOLTP's")
                .isEqualTo(2);
        assertThat(merge.err()).startsWith("igen-cpu: Unmatched arguments from index 0: 'merge'");
    }

    @Test
    void versionNamesTheBuild() {
        CliRun run = CliRun.of(new CpuCommand(), "--version");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("iGen ").contains("commit ", "JVM: ");
    }
}
