package io.igen.cpu;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.ChildRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** SIGTERM during level 2 of a real run in a child JVM: level 1 stays written, the result says it was interrupted. */
@Tag("slow")
class InterruptedRunTest {

    @TempDir
    Path temp;

    @Test
    void sigtermDuringTheSecondLevelKeepsTheFirstAndExitsWith130() throws Exception {
        Path out = temp.resolve("out");
        ChildRun child = ChildRun.start(CpuCommand.class, out, temp.resolve("child.log"), "--threads", "1,2",
                "--warmup", "0.2", "--no-priming", "--duration", "3", "--out", out.toString());
        try {
            JsonNode written = child.awaitResult(result -> result.has("levels") && result.get("levels").size() >= 1);

            int exitCode = child.signalAndWait("TERM");

            assertThat(exitCode).as(child.printed()).isEqualTo(130);
            JsonNode result = child.finalResult();
            assertThat(result.get("levels")).hasSize(1);
            assertThat(result.get("levels").get(0).get("threads").asInt()).isEqualTo(1);
            assertThat(result.get("problems")).hasSize(1);
            assertThat(result.get("problems").get(0).asText())
                    .isEqualTo("interrupted (SIGTERM) during level 2 of 2 (2 threads); levels before it are complete");
            assertThat(child.printed()).contains("interrupted (SIGTERM) during level 2 of 2 (2 threads)");
            assertThat(written.get("levels")).hasSize(1);
        } finally {
            child.destroy();
        }
    }
}
