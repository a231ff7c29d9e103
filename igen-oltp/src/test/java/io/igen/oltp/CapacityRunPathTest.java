package io.igen.oltp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.ChildRun;
import io.igen.core.cli.CliRun;
import io.igen.core.cli.ScrapedRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp capacity} runs its sweeps the way every command runs levels: live metrics served through both
 * sweeps, and a signal turned into a written study and exit code 130. Real runs on embedded H2, a real HTTP scrape,
 * a real SIGINT to a child JVM.
 */
@Tag("slow")
class CapacityRunPathTest {

    private static final String SHARD_0 = "igen_operations_total{benchmark=\"oltp\",shard=\"0\"}";
    private static final String SHARD_1 = "igen_operations_total{benchmark=\"oltp\",shard=\"1\"}";

    @TempDir
    Path temp;

    @Test
    void metricsAreServedThroughBothSweepsAndThePortIsRecorded() throws Exception {
        Path out = temp.resolve("results");
        ScrapedRun run = ScrapedRun.start(new OltpCommand(), "capacity", "--url", uniqueH2(), "--shards", "2",
                "--customers-per-shard", "20", "--vertical-threads", "1", "--load-fraction", "0.1",
                "--rate-per-thread", "100", "--warmup", "1", "--duration", "2", "--no-priming", "--sla-ms", "5000",
                "--metrics-port", "0", "--out", out.toString());

        ScrapedRun.Scrape vertical = run.scrapeUntil(scrape -> scrape.value(SHARD_0) > 0);
        ScrapedRun.Scrape horizontal = run.scrapeUntil(scrape -> scrape.value(SHARD_1) > 0);

        assertThat(vertical.value(SHARD_1)).as("shard 1 idles in the vertical sweep: no series (-1) or none counted")
                .isLessThanOrEqualTo(0);
        assertThat(horizontal.value(SHARD_0)).isGreaterThan(vertical.value(SHARD_0));
        CliRun finished = run.finish();
        assertThat(finished.exitCode()).as(finished.err()).isZero();
        String port = finished.err().replaceAll("(?s).*metrics: http://[^:]+:([0-9]+)/metrics.*", "$1");
        JsonNode study = new ObjectMapper().readTree(json(out).toFile());
        for (String sweep : new String[] {"vertical", "horizontal"}) {
            assertThat(study.get(sweep).get("config").get("metricsPort").asText()).as(sweep).isEqualTo(port);
            assertThat(study.get(sweep).get("levels").get(0).has("driverCpuMsPerOperation"))
                    .as(sweep + ": the host's resources are sampled as in every run").isTrue();
        }
    }

    @Test
    void sigintDuringTheStudyWritesTheCompletedPartAndExitsWith130() throws Exception {
        Path out = temp.resolve("out");
        ChildRun child = ChildRun.start(OltpCommand.class, out, temp.resolve("child.log"), "capacity",
                "--url", uniqueH2(), "--shards", "2", "--customers-per-shard", "20", "--vertical-threads", "1,2",
                "--load-fraction", "0.1", "--rate-per-thread", "100", "--warmup", "0.2", "--duration", "4",
                "--no-priming", "--out", out.toString());
        try {
            // level 2 takes 4 s more: the signal lands before it ends
            child.awaitResult(study -> study.has("vertical") && study.get("vertical").get("levels").size() >= 1);

            int exitCode = child.signalAndWait("INT");

            assertThat(exitCode).as(child.console()).isEqualTo(130);
            JsonNode study = child.finalResult();
            assertThat(study.get("vertical").get("levels")).hasSize(1);
            assertThat(study.get("vertical").get("levels").get(0).get("threads").asInt()).isEqualTo(1);
            assertThat(study.has("horizontal")).isFalse();
            assertThat(study.get("problems")).hasSize(1);
            assertThat(study.get("problems").get(0).asText()).startsWith("vertical: interrupted (SIGINT) ")
                    .endsWith("; levels before it are complete");
            assertThat(child.console()).contains("interrupted (SIGINT) ");
        } finally {
            child.destroy();
        }
    }

    private static String uniqueH2() {
        // shards of their own: in-memory databases of other tests live on in this JVM
        return "jdbc:h2:mem:capacity-path-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000";
    }

    private static Path json(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
