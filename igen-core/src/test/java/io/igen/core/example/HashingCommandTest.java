package io.igen.core.example;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.Cli;
import io.igen.core.cli.CliRun;
import io.igen.core.cli.HelpLayout;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The example command of CONTRIBUTING.md: a real run as a user starts it, bad input, its help, its copy there. */
class HashingCommandTest {

    @TempDir
    Path temp;

    @Test
    @Tag("slow")
    void runsTwoLevelsAndWritesTheResultFiles() throws IOException {
        CliRun run = CliRun.of(new HashingCommand(), "--threads", "1,2", "--warmup", "0.1", "--duration", "0.3",
                "--no-priming", "--message-bytes", "64", "--out", temp.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("digests/s", "results: ");
        Path json;
        try (Stream<Path> files = Files.list(temp)) {
            json = files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        JsonNode result = new ObjectMapper().readTree(json.toFile());
        assertThat(result.get("benchmark").asText()).isEqualTo("hashing");
        assertThat(result.get("config").get("workload").get("messageBytes").asInt()).isEqualTo(64);
        assertThat(result.get("levels")).hasSize(2);
        for (JsonNode level : result.get("levels")) {
            assertThat(level.get("megabytesPerSecond").asDouble())
                    .isEqualTo(level.get("throughput").asDouble() * 64 / 1e6,
                            org.assertj.core.api.Assertions.within(1e-6));
        }
    }

    @Test
    void aMessageTooShortForItsDigestIsOneLineOfBadInput() {
        CliRun run = CliRun.of(new HashingCommand(), "--message-bytes", "16", "--out", temp.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("igen-hashing: a message holds its 32-byte digest: give 32 bytes or more"
                + System.lineSeparator());
    }

    @Test
    void itsHelpHasTheSectionsOfEveryBenchmark() {
        CommandLine command = Cli.commandLine(new HashingCommand());

        assertThat(HelpLayout.problems(command)).isEmpty();
        assertThat(HelpLayout.help(command)).containsSubsequence("Levels:", "--threads=LEVELS", "Messages:",
                "--message-bytes=BYTES", "Warm-up and measurement", "Results:", "Repeating", "While it runs:",
                "Commands:", "compare", "Exit codes:");
    }

    @Test
    void contributingShowsThisCommandAsItIs() throws IOException {
        assertThat(ContributingRecipe.javaBlocks())
                .contains(ContributingRecipe.shownPartOf(ContributingRecipe.EXAMPLE_SOURCES + "HashingCommand.java"));
    }
}
