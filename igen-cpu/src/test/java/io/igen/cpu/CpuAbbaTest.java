package io.igen.cpu;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.core.result.Alternation;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.stats.RatioEstimate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** {@code ab --design abba}: A and B switched on a timetable inside every window of the same launches. */
class CpuAbbaTest {

    @TempDir
    Path temp;

    /**
     * Two launches of one level, 8 s windows of 1 s segments: each launch switches to A before the level, then B, A,
     * B, A on the timetable, then back to A; each window gives two blocks, and the verdict is over the four.
     */
    @Test
    @Tag("slow")
    void abbaSwitchesOnTheTimetableAndJudgesTheBlocksOfEveryLaunch() throws IOException {
        Path out = temp.resolve("abba");
        Path switches = temp.resolve("switches");

        CliRun run = CliRun.of(new CpuCommand(), "ab", "--design", "abba", "--launches", "2", "--switch-every", "1",
                "--a-switch", "echo A >> " + switches, "--b-switch", "echo B >> " + switches, "--out", out.toString(),
                "--", "--threads", "1", "--warmup", "0.2", "--no-priming", "--duration", "8", "--quiet");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readAllLines(switches)).containsExactly("A", "B", "A", "B", "A", "A", "A", "B", "A", "B",
                "A", "A");
        Path experiment;
        try (Stream<Path> listing = Files.list(out)) {
            experiment = listing.findFirst().orElseThrow();
        }
        List<RunResult> launches = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            launches.add(ResultJson.read(json(experiment.resolve(fileStartingWith(experiment, "igen-cpu-abba-")
                    .getFileName().toString().replace(".json", "-repeats")).resolve("launch-" + i))));
        }
        Alternation alternation = launches.get(0).config().alternation();
        assertThat(alternation.segmentSeconds()).isEqualTo(1);
        List<Alternation.Block> blocks = new ArrayList<>();
        launches.forEach(launch -> blocks.addAll(alternation.blocks(launch.levels().get(0).perSecond())));
        assertThat(blocks).hasSize(4);
        RatioEstimate expected = RatioEstimate.paired(blocks.stream().mapToDouble(Alternation.Block::a).toArray(),
                blocks.stream().mapToDouble(Alternation.Block::b).toArray(), 0.05);
        JsonNode level = new ObjectMapper().readTree(experiment.resolve("comparison.json").toFile()).path("levels")
                .get(0);
        assertThat(level.path("blocks").asInt()).isEqualTo(4);
        assertThat(level.path("estimate").path("ratio").asDouble()).isCloseTo(expected.ratio(), within(1e-12));
        assertThat(level.path("launchRatios")).hasSize(2);
        assertThat(run.out()).contains("B against A in the same windows (ABBA blocks of 1 s segments, every second "
                + "counted; 2 launches)", expected.verdict().label());
    }

    /** A switch that fails ends its level at once; the run says which switch and why, and exits 1. */
    @Test
    @Tag("slow")
    void aSwitchThatFailsEndsTheLevelAndSaysWhy() {
        CliRun run = CliRun.of(new CpuCommand(), "ab", "--design", "abba", "--launches", "1", "--switch-every", "1",
                "--a-switch", "true", "--b-switch", "echo no such quota; exit 3", "--out",
                temp.resolve("failing").toString(), "--", "--threads", "1", "--warmup", "0.2", "--no-priming",
                "--duration", "8", "--quiet");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out() + run.err()).contains("level 1: switching to B (--alternate-b) exited 3: no such quota");
        assertThat(run.hasStackTrace()).isFalse();
    }

    @Test
    void abbaWithoutBothSwitchesOrWithASidesOwnJvmIsBadInput() {
        CliRun oneSwitch = CliRun.of(new CpuCommand(), "ab", "--design", "abba", "--a-switch", "true");
        CliRun ownJvm = CliRun.of(new CpuCommand(), "ab", "--design", "abba", "--a-switch", "true", "--b-switch",
                "true", "--b-jvm", "-Xmx1g");
        CliRun noDesign = CliRun.of(new CpuCommand(), "ab", "--a-switch", "true", "--b-switch", "true");

        assertThat(oneSwitch.exitCode()).isEqualTo(2);
        assertThat(oneSwitch.err()).contains("give both --a-switch COMMAND and --b-switch COMMAND");
        assertThat(ownJvm.exitCode()).isEqualTo(2);
        assertThat(ownJvm.err()).contains("need a launch of its own: use --design interleaved");
        assertThat(noDesign.exitCode()).isEqualTo(2);
        assertThat(noDesign.err()).contains("they need --design abba");
        assertThat(List.of(oneSwitch, ownJvm, noDesign)).noneMatch(CliRun::hasStackTrace);
    }

    private static Path json(Path directory) throws IOException {
        return fileStartingWith(directory, "igen-cpu-");
    }

    private static Path fileStartingWith(Path directory, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.getFileName().toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
