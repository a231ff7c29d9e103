package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.core.cli.ScrapedRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --metrics-port} on a capacity study over embedded H2 shards: a series per shard through both sweeps. */
@Tag("slow")
class CapacityLiveMetricsTest {

    @TempDir
    Path temp;

    @Test
    void capacityServesItsMetricsThroughBothSweepsAndRecordsThePort() throws Exception {
        Path out = temp.resolve("results");
        String url = "jdbc:h2:mem:capacity-metrics-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1";
        ScrapedRun run = ScrapedRun.start(new OltpToolsCommand(), "capacity", "--url", url,
                "--shards", "2",
                "--customers-per-shard", "20", "--vertical-threads", "1", "--load-fraction", "0.1",
                "--rate-per-thread", "100", "--warmup", "1", "--duration", "2", "--no-priming", "--sla-ms", "5000",
                "--metrics-port", "0", "--out", out.toString());

        ScrapedRun.Scrape vertical = run.scrapeUntil(scrape -> scrape.value(operationsOf(0)) > 0);
        ScrapedRun.Scrape horizontal = run.scrapeUntil(scrape -> scrape.value(operationsOf(1)) > 0);

        assertThat(vertical.value(operationsOf(1)))
                .as("shard 1 idles in the vertical sweep: no series (-1) or none counted").isLessThanOrEqualTo(0);
        assertThat(horizontal.value(operationsOf(0))).isGreaterThan(vertical.value(operationsOf(0)));
        CliRun finished = run.finish();
        assertThat(finished.exitCode()).as(finished.err()).isZero();
        String port = finished.err().replaceAll("(?s).*metrics: http://[^:]+:([0-9]+)/metrics.*", "$1");
        JsonNode study;
        try (Stream<Path> files = Files.list(out)) {
            study = new ObjectMapper().readTree(files.filter(file -> file.toString().endsWith(".json")).findFirst()
                    .orElseThrow().toFile());
        }
        for (String sweep : new String[] {"vertical", "horizontal"}) {
            assertThat(study.get(sweep).get("config").get("metricsPort").asText()).as(sweep).isEqualTo(port);
            assertThat(study.get(sweep).get("levels").get(0).has("driverCpuMsPerOperation"))
                    .as(sweep + ": the host's resources are sampled as in every run").isTrue();
        }
    }

    /** A shard's series of operations, as the scraped text names it. */
    private static String operationsOf(int shard) {
        return "igen_operations_total{benchmark=\"oltp\",shard=\"" + shard + "\"}";
    }
}
