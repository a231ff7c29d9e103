package io.igen.ram;

import io.igen.core.cli.Cli;
import io.igen.core.cli.CliRun;
import io.igen.core.cli.HelpLayout;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class RamCommandTest {

    @TempDir
    Path out;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "0    | igen-ram: Invalid value for option '--mb-per-thread': '0' is below 1; give the block size per "
                    + "thread in MB, 1 or more, like 512",
            "-5   | '-5' is below 1; give the block size per thread in MB",
            "2.5  | '2.5' is not a whole number of MB; give the block size per thread in MB",
            "lots | 'lots' is not a whole number of MB"})
    void aBlockSizeThatIsNotAPositiveWholeNumberIsBadInput(String megabytes, String message) {
        CliRun run = run("--mb-per-thread", megabytes);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(message);
        assertNoStackTraceAndNothingWritten(run);
    }

    @Test
    void aBlockLargerThanTheHeapIsBadInputNamingTheXmxNeeded() {
        CliRun run = run("--mb-per-thread", "2000000000");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("igen-ram: level 1 needs 1 x 2000000000 MB = 2000000000 MB of heap plus "
                + "headroom")
                .contains("this JVM has " + Runtime.getRuntime().maxMemory() / BlockSize.BYTES_PER_MB + " MB")
                .contains("that is more than this machine's")
                .endsWith("MB of memory; lower --threads or --mb-per-thread" + System.lineSeparator());
        assertNoStackTraceAndNothingWritten(run);
    }

    @Test
    void aRequestedLevelThatDoesNotFitIsBadInputEvenWhenLowerLevelsFit() {
        CliRun run = run("--threads", "1,100000", "--mb-per-thread", "64");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("igen-ram: level 100000 needs 100000 x 64 MB = 6400000 MB of heap plus "
                + "headroom");
        assertNoStackTraceAndNothingWritten(run);
    }

    @Test
    void helpNamesTheBlockSizeOption() {
        CliRun run = run("--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--mb-per-thread=MB").contains("Default: 512").contains("-Xmx")
                .containsSubsequence("Levels:", "Lotto blocks:", "Warm-up and measurement", "Repeating", "Commands:")
                .doesNotContain("--run-id", "--start-at", "merge", "shard");
        assertThat(HelpLayout.problems(Cli.commandLine(new RamCommand()))).isEmpty();
    }

    @Test
    @Tag("slow")
    void aShortRunWritesTicketsPerMillisecondAllocationAndSearchTimesPerLevel() throws IOException {
        CliRun run = run("--mb-per-thread", "1", "--threads", "1,2", "--warmup", "0", "--no-priming",
                "--duration", "0.5", "--quiet");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("ticketsPerMs").contains("allocationMs").contains("searchMs")
                .contains("lotto blocks/s");
        JsonNode result = new ObjectMapper().readTree(onlyFile(".json").toFile());
        assertThat(result.get("benchmark").asText()).isEqualTo("ram");
        assertThat(result.get("config").toString()).contains("\"mbPerThread\":1").contains("\"ticketsPerBlock\":43690");
        JsonNode levels = result.get("levels");
        assertThat(levels).hasSize(2);
        for (JsonNode level : levels) {
            assertThat(level.get("operations").asLong()).isPositive();
            assertThat(level.get("ticketsPerMs").asDouble()).isPositive();
            assertThat(level.get("allocationMs").asDouble()).isPositive();
            assertThat(level.get("searchMs").asDouble()).isPositive();
            assertThat(level.get("winners").get("Mega").asLong()).isPositive();
            assertThat(level.get("verified").asLong()).isEqualTo(1);
            assertThat(level.get("checkMismatches").asLong()).isZero();
        }
        assertThat(result.get("problems")).isEmpty();
        assertThat(Files.readString(onlyFile(".csv"))).startsWith("level,threads,operations")
                .contains("ticketsPerMs,allocationMs,searchMs");
    }

    /** Two block sizes are two works: ab says so after its first round, not after all the launches asked for. */
    @Test
    @Tag("slow")
    void abRefusesSidesThatRunDifferentWorkAfterItsFirstRound() {
        CliRun run = CliRun.of(new RamCommand(), "ab", "--launches", "3", "--seed", "5", "--a-jvm", "-Xmx300m",
                "--b-jvm", "-Xmx300m", "--a", "--mb-per-thread 16", "--b", "--mb-per-thread 8", "--out",
                out.toString(), "--", "--threads", "1", "--warmup", "0.2", "--no-priming", "--duration", "1",
                "--quiet");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("round 1").doesNotContain("round 2")
                .contains("A's first launch and B's first launch ran ram with different work per operation (")
                .contains("mbPerThread 16 vs 8")
                .contains("ab stopped after its first round");
        assertThat(run.hasStackTrace()).isFalse();
    }

    private Path onlyFile(String suffix) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(file -> file.toString().endsWith(suffix)).findFirst().orElseThrow();
        }
    }

    private void assertNoStackTraceAndNothingWritten(CliRun run) {
        assertThat(run.err()).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(out).isEmptyDirectory();
    }

    private CliRun run(String... args) {
        String[] withOut = Stream.concat(Stream.of("--out", out.toString()), Stream.of(args)).toArray(String[]::new);
        return CliRun.of(new RamCommand(), withOut);
    }
}
