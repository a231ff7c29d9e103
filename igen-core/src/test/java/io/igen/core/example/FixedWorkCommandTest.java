package io.igen.core.example;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --operations-per-thread} as a user gives it to a benchmark command: every benchmark has it. */
class FixedWorkCommandTest {

    @TempDir
    Path temp;

    @Test
    @Tag("slow")
    void everyLevelRunsExactlyTheOperationsAskedOfEachThreadAndRecordsTheWindowTheyTook() throws IOException {
        CliRun run = CliRun.of(new HashingCommand(), "--threads", "1,3", "--warmup", "0.1",
                "--operations-per-thread", "500", "--no-priming", "--message-bytes", "64", "--out", temp.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("level 1/2: 1 (1 thread): 500 digests in ",
                "level 2/2: 3 (3 threads): 1500 digests in ");
        JsonNode result = result();
        assertThat(result.get("config").get("operationsPerThread").asLong()).isEqualTo(500);
        assertThat(result.get("levels")).extracting(level -> level.get("operations").asLong())
                .containsExactly(500L, 1_500L);
        for (JsonNode level : result.get("levels")) {
            assertThat(level.get("throughput").asDouble())
                    .isEqualTo(level.get("operations").asDouble() / level.get("durationSeconds").asDouble());
        }
    }

    @Test
    void noOperationsIsOneLineOfBadInput() {
        CliRun run = CliRun.of(new HashingCommand(), "--operations-per-thread", "0", "--out", temp.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("igen-hashing: ").contains("--operations-per-thread", "'0'")
                .doesNotContain("\tat ");
    }

    private JsonNode result() throws IOException {
        try (Stream<Path> files = Files.list(temp)) {
            return new ObjectMapper().readTree(files.filter(file -> file.toString().endsWith(".json")).findFirst()
                    .orElseThrow().toFile());
        }
    }
}
