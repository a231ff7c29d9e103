package io.igen.cpu;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** SIGTERM during level 2 of a real run in a child JVM: level 1 stays written, the result says it was interrupted. */
@Tag("slow")
class InterruptedRunTest {

    private static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(60);

    @TempDir
    Path temp;

    @Test
    void sigtermDuringTheSecondLevelKeepsTheFirstAndExitsWith130() throws Exception {
        Path out = temp.resolve("out");
        Path log = temp.resolve("child.log");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CpuCommand.class.getName(),
                "--threads", "1,2", "--warmup", "0.2", "--no-priming", "--duration", "3", "--out", out.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            JsonNode written = awaitLevels(out, 1, child);

            child.destroy(); // SIGTERM on Linux
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).as("child exited").isTrue();

            String console = Files.readString(log);
            assertThat(child.exitValue()).as(console).isEqualTo(130);
            JsonNode result = new ObjectMapper().readTree(json(out).orElseThrow().toFile());
            assertThat(result.get("levels")).hasSize(1);
            assertThat(result.get("levels").get(0).get("threads").asInt()).isEqualTo(1);
            assertThat(result.get("problems")).hasSize(1);
            assertThat(result.get("problems").get(0).asText())
                    .isEqualTo("interrupted (SIGTERM) during level 2 of 2 (2 threads); levels before it are complete");
            assertThat(console).contains("interrupted (SIGTERM) during level 2 of 2 (2 threads)");
            assertThat(written.get("levels")).hasSize(1);
        } finally {
            child.destroyForcibly();
        }
    }

    /** Polls the result file until it holds {@code count} levels (the runner rewrites it after every level). */
    private static JsonNode awaitLevels(Path out, int count, Process child) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT_NANOS;
        while (System.nanoTime() < deadline && child.isAlive()) {
            Optional<Path> json = json(out);
            if (json.isPresent()) {
                try {
                    JsonNode result = new ObjectMapper().readTree(json.get().toFile());
                    if (result.has("levels") && result.get("levels").size() >= count) {
                        return result;
                    }
                } catch (IOException partlyWritten) {
                    // the file is being rewritten (empty or cut short): read it again
                }
            }
            TimeUnit.MILLISECONDS.sleep(20);
        }
        throw new AssertionError("no result with " + count + " level(s) in " + out + "; child alive: " + child.isAlive());
    }

    private static Optional<Path> json(Path out) throws IOException {
        if (!Files.isDirectory(out)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(out)) {
            List<Path> found = files.filter(file -> file.toString().endsWith(".json")).toList();
            return found.stream().findFirst();
        }
    }
}
