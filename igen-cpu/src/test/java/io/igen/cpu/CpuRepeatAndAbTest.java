package io.igen.cpu;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.core.result.CiBasis;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.stats.DetectableChangeFormula;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** {@code --repeat} and {@code ab}: launches in fresh JVMs, combined, and what their spread lets them resolve. */
class CpuRepeatAndAbTest {

    @TempDir
    Path temp;

    /**
     * Two launches, each a fresh JVM, combined: the samples are the launches' own results, the interval is Student's
     * over them, and what they resolve against a series like them is the formula's of their throughputs, in the JSON
     * and on the console.
     */
    @Test
    @Tag("slow")
    void repeatRunsEachRepeatInAFreshJvmAndReportsTheSamplesTheirIntervalAndWhatTheyResolve() throws IOException {
        Path out = temp.resolve("repeats");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--no-priming",
                "--duration", "1", "--repeat", "2", "--quiet", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        RunResult result = ResultJson.read(jsonIn(out));
        LevelResult level = result.levels().get(0);
        assertThat(result.config().repeat()).isEqualTo(2);
        assertThat(level.ciBasis()).isEqualTo(CiBasis.REPEATS);
        Path launches = out.resolve(jsonIn(out).getFileName().toString().replace(".json", "-repeats"));
        try (Stream<Path> repeats = Files.list(launches)) {
            assertThat(repeats.map(path -> path.getFileName().toString()).sorted()).containsExactly("launch-1",
                    "launch-2");
        }
        double[] throughputs = new double[2];
        for (int i = 0; i < 2; i++) {
            throughputs[i] = ResultJson.read(jsonIn(launches.resolve("launch-" + (i + 1)))).levels().get(0)
                    .throughput();
        }
        assertThat(level.samples()).extracting(RepeatSample::throughput)
                .containsExactly(throughputs[0], throughputs[1]);
        double mean = Arrays.stream(throughputs).average().orElseThrow();
        double sd = Math.sqrt(Arrays.stream(throughputs).map(x -> (x - mean) * (x - mean)).sum());
        double half = new TDistribution(1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(2);
        assertThat(level.throughput()).isCloseTo(mean, within(1e-9));
        assertThat(level.throughputCi95().low()).isCloseTo(mean - half, within(1e-9 * mean));
        assertThat(level.throughputCi95().high()).isCloseTo(mean + half, within(1e-9 * mean));
        assertThat(result.repetition().mode()).isEqualTo("fixed");
        assertThat(result.repetition().launches()).isEqualTo(2);
        assertThat(result.repetition().outcome().stoppedBecause()).isEqualTo("ran the 2 launches asked for");
        assertThat(run.out()).contains("±95%: confidence intervals over 2 launches, each a fresh JVM");
        Double resolves = result.repetition().levels().get(0).detectableChangePercent();
        assertThat(resolves).isEqualTo(Math.round(100 * DetectableChangeFormula.againstTwin(throughputs)) / 100.0);
        assertThat(run.out()).contains(String.format(Locale.ROOT, ", resolves %.1f%% against a series like it;",
                resolves));
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
    void aHostControlWithOneLaunchIsBadInput() {
        CliRun run = CliRun.of(new CpuCommand(), "--host-control", "--threads", "1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--host-control times the host between launches, beside their spread: give it "
                + "with --repeat N (2 or more) or --repeat auto");
        assertThat(run.hasStackTrace()).isFalse();
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

        // A's heap given too: without it, A's launches fix and pre-touch this test JVM's maximum (a quarter of the
        // machine's memory, 6 GB here), 15-25 s a launch on this machine, which nothing below looks at
        CliRun run = CliRun.of(new CpuCommand(), "ab", "--launches", "2", "--seed", "7", "--a-jvm", "-Xmx400m",
                "--b-jvm", "-Xmx300m", "--host-control", "--out", out.toString(), "--", "--threads", "1", "--warmup", "0.2", "--no-priming",
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
        assertThat(a.environment().jvmFlags()).contains("-Xmx400m").doesNotContain("-Xmx300m");
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
        // what the two sides' launches resolve: the formula's of the throughputs each side's launch files recorded,
        // in comparison.json and on the resolvable: line
        double expected = DetectableChangeFormula.percent(launchThroughputs(experiment, "igen-cpu-A-"),
                launchThroughputs(experiment, "igen-cpu-B-"));
        JsonNode ratio = new ObjectMapper().readTree(experiment.resolve("comparison.json").toFile())
                .path("comparisons").get(0).path("runs").get(0).path("levels").get(0);
        assertThat(ratio.path("detectableChangePercent").asDouble()).isEqualTo(Math.round(100 * expected) / 100.0);
        assertThat(run.out()).contains(String.format(Locale.ROOT, "resolvable: [2] against [1], the smallest "
                + "difference these launches call higher or lower with 80%% power, at level 1 %.1f%%%n", expected));
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

    @Test
    void aRepeatCountThatIsNotAWholeNumberIsBadInput() {
        CliRun run = CliRun.of(new CpuCommand(), "--repeat", "2.5");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("'2.5' is not a repeat count; give auto", "or a whole number from 1 to 100");
        assertThat(run.hasStackTrace()).isFalse();
    }

    /** Each launch's throughput at the first level, from the launch files of the side whose result starts so. */
    private static double[] launchThroughputs(Path experiment, String prefix) throws IOException {
        String side = fileStartingWith(experiment, prefix).getFileName().toString();
        Path launches = experiment.resolve(side.replace(".json", "-repeats"));
        try (Stream<Path> listing = Files.list(launches)) {
            return listing.sorted().map(launch -> {
                try {
                    return ResultJson.read(jsonIn(launch)).levels().get(0).throughput();
                } catch (IOException unreadable) {
                    throw new UncheckedIOException("launch result " + launch, unreadable);
                }
            }).mapToDouble(Double::doubleValue).toArray();
        }
    }

    private static Path jsonIn(Path directory) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    private static Path fileStartingWith(Path directory, String prefix) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
