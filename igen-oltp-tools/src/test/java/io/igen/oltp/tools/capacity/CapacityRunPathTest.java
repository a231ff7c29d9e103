package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.ChildRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp capacity} runs its sweeps the way every command runs levels: in a launch of its own, and a signal is
 * turned into a written study and exit code 130 (its live metrics: {@link OltpLiveMetricsTest}). Real studies on
 * embedded H2 in a child JVM, a real SIGINT.
 */
@Tag("slow")
class CapacityRunPathTest {

    @TempDir
    Path temp;

    @Test
    void sigintDuringTheStudyWritesTheCompletedPartAndExitsWith130() throws Exception {
        Path out = temp.resolve("out");
        ChildRun child = ChildRun.start(OltpToolsCommand.class, out, temp.resolve("child.log"), "capacity",
                "--url", uniqueH2(), "--shards", "2", "--customers-per-shard", "20", "--vertical-threads", "1,2",
                "--load-fraction", "0.1", "--rate-per-thread", "100", "--warmup", "0.2", "--duration", "4",
                "--no-priming", "--in-process", "--out", out.toString());
        // --in-process: the signal reaches the study's own JVM (a launch of its own would get SIGTERM from this one)
        try {
            // level 2 takes 4 s more: the signal lands before it ends
            child.awaitResult(study -> study.has("vertical") && study.get("vertical").get("levels").size() >= 1);

            int exitCode = child.signalAndWait("INT");

            assertThat(exitCode).as(child.printed()).isEqualTo(130);
            JsonNode study = child.finalResult();
            assertThat(study.get("vertical").get("levels")).hasSize(1);
            assertThat(study.get("vertical").get("levels").get(0).get("threads").asInt()).isEqualTo(1);
            assertThat(study.has("horizontal")).isFalse();
            assertThat(study.get("problems")).hasSize(1);
            assertThat(study.get("problems").get(0).asText()).startsWith("vertical: interrupted (SIGINT) ")
                    .endsWith("; levels before it are complete");
            assertThat(child.printed()).contains("interrupted (SIGINT) ");
        } finally {
            child.destroy();
        }
    }

    @Test
    void aStudyFromTheCommandLineMeasuresInALaunchOfItsOwnAsEveryRunDoes() throws Exception {
        ChildRun child = shortStudy("launched");

        assertThat(child.await()).as(child.printed()).isZero();
        assertThat(child.printed()).contains("launch: measuring in a JVM of its own, with -Xms512m "
                + "-XX:+AlwaysPreTouch");
        for (String sweep : new String[] {"vertical", "horizontal"}) {
            JsonNode environment = child.finalResult().get(sweep).get("environment");
            assertThat(environment.get("launchSettings").toString()).as(sweep).startsWith("[\"-Xms512m\","
                    + "\"-XX:+AlwaysPreTouch\"");
            assertThat(environment.get("maxHeapBytes").asLong()).isEqualTo(512L << 20);
        }
    }

    @Test
    void inProcessMeasuresTheStudyInTheJvmAsStarted() throws Exception {
        ChildRun child = shortStudy("in-process", "--in-process");

        assertThat(child.await()).as(child.printed()).isZero();
        assertThat(child.printed()).doesNotContain("launch:");
        JsonNode environment = child.finalResult().get("vertical").get("environment");
        assertThat(environment.has("launchSettings")).isFalse();
        assertThat(environment.get("jvmFlags").toString()).doesNotContain("AlwaysPreTouch");
    }

    private ChildRun shortStudy(String name, String... more) throws Exception {
        Path out = temp.resolve(name);
        List<String> arguments = new ArrayList<>(List.of("capacity", "--url", uniqueH2(), "--shards", "2",
                "--customers-per-shard", "20", "--vertical-threads", "1", "--shard-levels", "1",
                "--load-fraction", "0.1", "--rate-per-thread", "100", "--warmup", "0", "--duration", "0.3",
                "--no-priming", "--sla-ms", "5000", "--out", out.toString()));
        arguments.addAll(List.of(more));
        return ChildRun.start(OltpToolsCommand.class, out, temp.resolve(name + ".log"),
                arguments.toArray(String[]::new));
    }

    private static String uniqueH2() {
        // shards of their own: in-memory databases of other tests live on in this JVM
        return "jdbc:h2:mem:capacity-path-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000";
    }
}
