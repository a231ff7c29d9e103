package io.igen.oltp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/** {@code ab --design duet}: both sides at once, each pinned to half the CPUs, on one timetable, judged in pairs. */
class OltpDuetTest {

    private static final Pattern ROUND = Pattern.compile("round (\\d): A on CPUs (\\S+), B on CPUs (\\S+), first "
            + "level at (\\S+)");

    @TempDir
    Path temp;

    @Test
    @Tag("slow")
    void aDuetRunsBothSidesAtOnceOnSwappedHalvesAndComparesThemPairByPair() throws IOException {
        assumeThat(Runtime.getRuntime().availableProcessors()).as("a duet splits 2 CPUs or more").isGreaterThan(1);
        Path out = temp.resolve("duet");

        CliRun run = CliRun.of(new OltpCommand(), "ab", "--design", "duet", "--launches", "2", "--duet-lead", "15",
                "--seed", "5", "--a-jvm", "-Xmx400m", "--b-jvm", "-Xmx400m", "--out", out.toString(), "--",
                "--shards", "2", "--threads", "2", "--warmup", "1", "--duration", "2", "--no-priming", "--quiet");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("A and B at once (duet)", "(seed 5)");
        Matcher rounds = ROUND.matcher(run.err());
        assertThat(rounds.find()).as(run.err()).isTrue();
        String aFirst = rounds.group(2);
        String bFirst = rounds.group(3);
        String firstStart = rounds.group(4);
        assertThat(rounds.find()).as(run.err()).isTrue();
        // the halves swap every round
        assertThat(List.of(rounds.group(2), rounds.group(3))).containsExactly(bFirst, aFirst);
        assertThat(rounds.group(4)).isNotEqualTo(firstStart);
        Path experiment;
        try (Stream<Path> listing = Files.list(out)) {
            experiment = listing.findFirst().orElseThrow();
        }
        for (int launch = 1; launch <= 2; launch++) {
            RunResult a = launch(experiment, "A", launch);
            RunResult b = launch(experiment, "B", launch);
            // levels on one timetable: the same start for both sides of a round
            assertThat(a.config().startAt()).isNotNull().isEqualTo(b.config().startAt());
            // pinned to one CPU each, with the collector the whole machine would get
            assertThat(a.environment().hardwareThreads()).isEqualTo(Runtime.getRuntime().availableProcessors() / 2);
            assertThat(b.environment().garbageCollectors()).contains("G1 Young Generation");
            assertThat(a.levels()).singleElement().satisfies(level -> assertThat(level.throughput()).isPositive());
        }
        RunResult combined = ResultJson.read(sideFile(experiment, "igen-oltp-A-"));
        assertThat(combined.launches()).isEqualTo(2);
        assertThat(combined.config().startAt()).as("each launch kept its own timetable").isNull();
        assertThat(new ObjectMapper().readTree(experiment.resolve("comparison.json").toFile()).path("comparisons")
                .get(0).path("paired").asBoolean()).isTrue();
        assertThat(run.out()).contains("Comparing oltp", "paired: launch i of each side ran at the same time");
        assertThat(run.err()).containsPattern("round 2: 2: A [0-9,]+ B [0-9,]+ \\([0-9.]+\\)");
    }

    @Test
    void aDesignThatDoesNotExistIsRefused() {
        CliRun run = CliRun.of(new OltpCommand(), "ab", "--design", "solo", "--out", temp.toString(), "--",
                "--shards", "2");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--design must be interleaved, duet or abba, not 'solo'");
        assertThat(run.hasStackTrace()).isFalse();
    }

    private static RunResult launch(Path experiment, String side, int launch) throws IOException {
        String name = sideFile(experiment, "igen-oltp-" + side + "-").getFileName().toString();
        Path directory = experiment.resolve(name.replace(".json", "-repeats")).resolve("launch-" + launch);
        try (Stream<Path> listing = Files.list(directory)) {
            return ResultJson.read(listing.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow());
        }
    }

    private static Path sideFile(Path directory, String prefix) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
