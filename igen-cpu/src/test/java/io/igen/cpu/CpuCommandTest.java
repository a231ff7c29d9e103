package io.igen.cpu;

import io.igen.core.cli.Cli;
import io.igen.core.cli.CliRun;
import io.igen.core.cli.HelpLayout;
import io.igen.core.result.LevelResult;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.ResultJson;
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
import java.util.Locale;
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
        // at least the rule's 10 s window, at most --max-warmup
        assertThat(level.warmupSeconds()).isBetween(10.0, 12.0);
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

    @Test
    @Tag("slow")
    void repeatRunsEachRepeatInAFreshJvmAndReportsTheSamplesAndTheirInterval() throws IOException {
        Path out = temp.resolve("repeats");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--no-priming",
                "--duration", "1", "--repeat", "2", "--quiet", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        RunResult result = ResultJson.read(jsonIn(out));
        LevelResult level = result.levels().get(0);
        assertThat(result.config().repeat()).isEqualTo(2);
        assertThat(level.ciBasis()).isEqualTo(io.igen.core.result.CiBasis.REPEATS);
        assertThat(level.samples()).hasSize(2);
        double mean = level.samples().stream().mapToDouble(io.igen.core.result.RepeatSample::throughput).average()
                .orElseThrow();
        assertThat(level.throughput()).isCloseTo(mean, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(level.throughputCi95().contains(mean)).isTrue();
        try (Stream<Path> repeats = Files.list(out.resolve(jsonIn(out).getFileName().toString().replace(".json",
                "-repeats")))) {
            assertThat(repeats.map(path -> path.getFileName().toString()).sorted()).containsExactly("launch-1",
                    "launch-2");
        }
        assertThat(result.repetition().mode()).isEqualTo("fixed");
        assertThat(result.repetition().launches()).isEqualTo(2);
        assertThat(result.repetition().outcome().stoppedBecause()).isEqualTo("ran the 2 launches asked for");
        assertThat(run.out()).contains("±95%: confidence intervals over 2 launches, each a fresh JVM");
    }

    @Test
    @Tag("slow")
    void repeatAutoRunsAtLeastThreeLaunchesAndSaysWhyItStopped() throws IOException {
        Path out = temp.resolve("auto");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--no-priming",
                "--duration", "1", "--repeat", "auto", "--time-budget", "1s", "--no-launch-cache", "--quiet", "--out",
                out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        RunResult result = ResultJson.read(jsonIn(out));
        assertThat(result.config().repeat()).isEqualTo(3);
        assertThat(result.repetition().mode()).isEqualTo("auto");
        assertThat(result.repetition().launches()).isEqualTo(3);
        assertThat(result.repetition().goal().targetPrecisionPercent()).isEqualTo(3.0);
        assertThat(result.repetition().goal().timeBudgetSeconds()).isEqualTo(1.0);
        assertThat(result.repetition().outcome().stoppedBecause()).containsAnyOf("time budget", "within ±3.0%");
        assertThat(result.repetition().launchCache()).isEqualTo("off: --no-launch-cache");
        assertThat(run.out()).contains("launch cache: off: --no-launch-cache");
        assertThat(result.repetition().levels()).singleElement().satisfies(level -> {
            assertThat(level.precisionPercent()).isPositive();
            assertThat(level.advice()).isNotBlank();
        });
        assertThat(result.levels().get(0).samples()).hasSize(3);
        assertThat(run.err()).contains("launch 1 (--repeat auto: at least 3, until ±3.0% or 1 s)",
                "repeat: 3 launches");
    }

    @Test
    void aTargetPrecisionWithoutRepeatAutoIsBadInput() {
        CliRun run = CliRun.of(new CpuCommand(), "--repeat", "3", "--target-precision", "2");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--target-precision and --time-budget go with --repeat auto");
        assertThat(run.hasStackTrace()).isFalse();
    }

    @Test
    @Tag("slow")
    void abAlternatesTwoConfigurationsInFreshJvmsAndComparesThem() throws IOException {
        Path out = temp.resolve("ab");

        CliRun run = CliRun.of(new CpuCommand(), "ab", "--launches", "2", "--seed", "7", "--b-jvm", "-Xmx300m",
                "--host-control", "--out", out.toString(), "--", "--threads", "1", "--warmup", "0.2", "--no-priming",
                "--duration", "1", "--quiet");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("random order (seed 7)", "A 1, round 1", "B 2, round 2");
        Path experiment;
        try (Stream<Path> listing = Files.list(out)) {
            experiment = listing.findFirst().orElseThrow();
        }
        assertThat(experiment.getFileName().toString()).startsWith("igen-cpu-ab-");
        RunResult a = ResultJson.read(fileStartingWith(experiment, "igen-cpu-A-"));
        RunResult b = ResultJson.read(fileStartingWith(experiment, "igen-cpu-B-"));
        assertThat(a.launches()).isEqualTo(2);
        assertThat(b.launches()).isEqualTo(2);
        assertThat(b.environment().jvmFlags()).contains("-Xmx300m");
        assertThat(a.environment().jvmFlags()).doesNotContain("-Xmx300m");
        assertThat(experiment.resolve("comparison.json")).content().contains("\"verdict\"", "\"launches\" : 2");
        assertThat(run.out()).contains("Comparing cpu", "2 launches", "jvm flags");
        // each side's launch spread beside the host's, as the JSON records them
        assertThat(run.out()).contains(String.format(Locale.ROOT, "A: launches' CV: level 1 %.1f%%",
                        a.repetition().levels().get(0).launchCvPercent()),
                String.format(Locale.ROOT, "B: launches' CV: level 1 %.1f%%",
                        b.repetition().levels().get(0).launchCvPercent()),
                String.format(Locale.ROOT, "host control: CV %.1f%% over 2 samples",
                        a.repetition().hostControl().cvPercent()),
                String.format(Locale.ROOT, "memory latency CV %.1f%%, bandwidth CV %.1f%%, latency during the "
                                + "launches CV %.1f%%", a.repetition().hostMemory().latency().cvPercent(),
                        a.repetition().hostMemory().bandwidth().cvPercent(),
                        a.repetition().hostMemory().latencyDuringLaunches().cvPercent()));
        // the memory before each round, the same for both sides, and during each side's own launches
        assertThat(a.repetition().hostMemory().latency()).isEqualTo(b.repetition().hostMemory().latency());
        assertThat(a.repetition().hostMemory().latency().samples()).hasSize(2).allMatch(ns -> ns > 1);
        assertThat(a.repetition().hostMemory().bandwidth().samples()).hasSize(2).allMatch(gb -> gb > 0.01);
        assertThat(b.repetition().hostMemory().latencyDuringLaunches().samples()).hasSize(2);
        try (Stream<Path> csvs = Files.walk(experiment)) {
            List<Path> seconds = csvs.filter(file -> file.getFileName().toString().equals("host-memory.csv")).toList();
            assertThat(seconds).as("one per launch").hasSize(4);
            assertThat(seconds.get(0)).content().startsWith("epochMillis,nanosPerLoad\n");
            assertThat(Files.readAllLines(seconds.get(0))).as("the header and a second at least").hasSizeGreaterThan(1);
        }
    }

    @Test
    void abRefusesAJarThatDoesNotExist() {
        CliRun run = CliRun.of(new CpuCommand(), "ab", "--b-jar", "/nowhere/igen-cpu.jar", "--out",
                temp.resolve("nojar").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("jar '/nowhere/igen-cpu.jar' does not exist");
        assertThat(run.hasStackTrace()).isFalse();
    }

    @Test
    void abRefusesAJavaBinaryThatDoesNotExistBeforeAnyLaunch() {
        CliRun run = CliRun.of(new CpuCommand(), "ab", "--a-java", "/nowhere/bin/java", "--out",
                temp.resolve("nojava").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("java '/nowhere/bin/java' is not an executable file").doesNotContain("round 1");
        assertThat(run.hasStackTrace()).isFalse();
    }

    private static Path fileStartingWith(Path directory, String prefix) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    @Test
    void aRepeatCountThatIsNotAWholeNumberIsBadInput() {
        CliRun run = CliRun.of(new CpuCommand(), "--repeat", "2.5");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("'2.5' is not a repeat count; give auto", "or a whole number from 1 to 100");
        assertThat(run.hasStackTrace()).isFalse();
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
