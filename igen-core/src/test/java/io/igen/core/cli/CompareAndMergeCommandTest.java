package io.igen.core.cli;

import io.igen.core.report.ResultJsonTest;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.workload.ExitCode;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class CompareAndMergeCommandTest {

    @TempDir
    Path temp;

    @Test
    void compareWritesTheTableAndAnHtmlReport() throws Exception {
        Path a = sample("a.json");
        Path b = sample("b.json");

        CliRun run = CliRun.of(new CompareCommand(), a.toString(), b.toString(), "--out", temp.resolve("out").toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Comparing cpu (fractals/s; ratios against [1])", "1.00x", "report: ");
        try (Stream<Path> files = Files.list(temp.resolve("out"))) {
            Path html = files.filter(file -> file.toString().endsWith(".html")).findFirst().orElseThrow();
            assertThat(html).content().contains("<svg", "throughput-chart-1", "response-time-chart-1");
        }
    }

    @Test
    void mergeWritesOneResult() throws Exception {
        CliRun run = CliRun.of(new MergeCommand(), part("a.json", 0).toString(), part("b.json", 1).toString(),
                "--out", temp.resolve("merged").toString());

        assertThat(run.exitCode()).as("the merged result keeps b.json's problem, so merge exits 1 as the run did")
                .isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).contains("PROBLEM: " + temp.resolve("b.json") + ": level 2: something to report");
        assertThat(run.out()).contains("peak: level 2 (4 threads)", "igen-cpu-merged-",
                "run run-1: 2 parts", "a.json: driver 0 of 2, shard 0", "b.json: driver 1 of 2, shard 1");
        try (Stream<Path> files = Files.list(temp.resolve("merged"))) {
            Path json = files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
            RunResult merged = ResultJson.read(json);
            assertThat(merged.levels().get(1).operations()).isEqualTo(8);
            assertThat(merged.levels().get(1).details().get("perShard")).asInstanceOf(InstanceOfAssertFactories.MAP)
                    .containsOnlyKeys("0", "1");
            assertThat(merged.levels().get(1).windowOverlap()).isEqualTo(1.0);
            assertThat(merged.parts()).hasSize(2);
            Path html = temp.resolve("merged").resolve(json.getFileName().toString().replace(".json", ".html"));
            assertThat(html).content().contains("<h2>Parts of run run-1</h2>", "driver 1 of 2, shard 1");
            // Every file the last line names exists, the HTML report too.
            String named = run.out().substring(run.out().indexOf("results: ") + "results: ".length()).strip();
            assertThat(named.split(", ")).hasSize(3).allSatisfy(file -> assertThat(Path.of(file)).exists());
        }
    }

    @Test
    void mergeRefusesPartsOfDifferentRunsAndTwoPartsOfOneDriverInOneLine() throws Exception {
        Path a = part("a.json", 0);
        Path other = temp.resolve("other.json");
        ResultJson.write(ResultJsonTest.sampleResult(), other);

        assertBadInput(CliRun.of(new MergeCommand(), a.toString(), other.toString()),
                "merge: " + other + " has no run id");
        assertBadInput(CliRun.of(new MergeCommand(), a.toString(), part("again.json", 0).toString()),
                "merge: " + a + " and " + temp.resolve("again.json") + " are both driver 0 of 2");
    }

    @Test
    void aPartThatStoppedShortIsLeftOutNamedAndMergeExits1() throws Exception {
        Path finished = part("a.json", 0);
        RunResult killed = ResultJsonTest.samplePart(1);
        Path stopped = temp.resolve("b.json");
        ResultJson.write(killed.toBuilder().levels(killed.levels().subList(0, 1)).build(), stopped);

        CliRun run = CliRun.of(new MergeCommand(), finished.toString(), stopped.toString(),
                "--out", temp.resolve("merged").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).contains("run run-1: 1 parts",
                "PROBLEM: " + stopped + ": driver 1 of 2, shard 1 stopped after 1 of 2 levels (killed, crashed or "
                        + "interrupted): left out of the merge",
                "PROBLEM: driver(s) [1] of 2 missing: the merged levels hold only the given parts' shards and threads");
        try (Stream<Path> files = Files.list(temp.resolve("merged"))) {
            Path json = files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
            RunResult merged = ResultJson.read(json);
            assertThat(merged.parts()).extracting(part -> part.driver().index()).containsExactly(0);
            assertThat(merged.problems()).hasSize(3).last().asString().endsWith("a.json: level 2: something to report");
        }
    }

    @Test
    void oneDriversPartAloneNamesTheOthersMissingAndAWholeRunAloneIsBadInput() throws Exception {
        CliRun alone = CliRun.of(new MergeCommand(), part("b.json", 1).toString(),
                "--out", temp.resolve("merged").toString());
        assertThat(alone.exitCode()).as(alone.err()).isEqualTo(ExitCode.FAILED);
        assertThat(alone.out()).contains("PROBLEM: driver(s) [0] of 2 missing");

        Path whole = sample("whole.json");
        assertBadInput(CliRun.of(new MergeCommand(), whole.toString()), "merge: " + whole + " is a whole run, not a "
                + "part of a multi-driver run (no --drivers): nothing to merge it with");
    }

    @Test
    void missingFileIsBadInput() throws Exception {
        CliRun run = CliRun.of(new CompareCommand(), sample("a.json").toString(), temp.resolve("nope.json").toString());
        assertBadInput(run, "compare: no such file: " + temp.resolve("nope.json"));
    }

    @Test
    void fileThatIsNoResultIsBadInput() throws Exception {
        Path csv = Files.writeString(temp.resolve("levels.csv"), "level,threads\n1,1\n");
        Path other = Files.writeString(temp.resolve("other.json"), "{\"name\": \"not a result\"}");

        assertBadInput(CliRun.of(new CompareCommand(), sample("a.json").toString(), csv.toString()),
                "compare: " + csv + " is not valid JSON");
        assertBadInput(CliRun.of(new MergeCommand(), sample("a.json").toString(), other.toString()),
                "merge: " + other + " is neither an iGen result");
    }

    @Test
    void truncatedResultIsBadInput() throws Exception {
        Path whole = sample("whole.json");
        String text = Files.readString(whole);
        Path truncated = Files.writeString(temp.resolve("truncated.json"), text.substring(0, text.length() / 2));

        assertBadInput(CliRun.of(new CompareCommand(), whole.toString(), truncated.toString()),
                "compare: " + truncated + " is not valid JSON (line ");
    }

    @Test
    void oneFileIsNotEnough() throws Exception {
        CliRun run = CliRun.of(new CompareCommand(), sample("a.json").toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("compare: ", "FILE");
    }

    private void assertBadInput(CliRun run, String message) {
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).startsWith(message);
        assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
    }

    private Path part(String name, int driver) throws IOException {
        Path file = temp.resolve(name);
        ResultJson.write(ResultJsonTest.samplePart(driver), file);
        return file;
    }

    private Path sample(String name) throws IOException {
        Path file = temp.resolve(name);
        ResultJson.write(io.igen.core.report.ResultJsonTest.sampleResult(), file);
        return file;
    }
}
