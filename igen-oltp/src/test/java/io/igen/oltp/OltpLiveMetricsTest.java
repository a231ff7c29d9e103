package io.igen.oltp;

import io.igen.core.cli.CliRun;
import io.igen.core.cli.ScrapedRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --metrics-port} on embedded H2 shards: a series per shard, scraped over HTTP during a run. */
@Tag("slow")
class OltpLiveMetricsTest {

    private static final String SHARD_0 = "igen_operations_total{benchmark=\"oltp\",shard=\"0\"}";
    private static final String SHARD_1 = "igen_operations_total{benchmark=\"oltp\",shard=\"1\"}";

    @TempDir
    Path temp;

    @Test
    void eachShardHasItsOwnSeriesAndTheyGrowDuringTheRun() throws Exception {
        // shards of its own: the default in-memory ones outlive a run in this JVM, and other tests load them afresh
        String url = "jdbc:h2:mem:live-metrics-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1";
        ScrapedRun run = ScrapedRun.start(new OltpCommand(), "--shards", "2", "--url", url,
                "--customers-per-shard", "50", "--threads", "2", "--warmup", "1", "--no-priming", "--duration", "2",
                "--metrics-port", "0", "--out", temp.resolve("results").toString());

        ScrapedRun.Scrape first = run.scrapeUntil(scrape -> scrape.value(SHARD_0) > 0 && scrape.value(SHARD_1) > 0);
        ScrapedRun.Scrape later = run.scrapeUntil(scrape -> scrape.value(SHARD_0) > first.value(SHARD_0)
                && scrape.value(SHARD_1) > first.value(SHARD_1));

        for (String shard : new String[] {"0", "1"}) {
            String labels = "benchmark=\"oltp\",shard=\"" + shard + "\"";
            assertThat(later.value("igen_response_time_seconds_count{" + labels + "}")).isPositive();
            assertThat(later.value("igen_response_time_seconds_bucket{" + labels + ",le=\"+Inf\"}"))
                    .isEqualTo(later.value("igen_response_time_seconds_count{" + labels + "}"));
        }
        assertThat(later.value("igen_level_threads{benchmark=\"oltp\"}")).isEqualTo(2.0);
        assertThat(later.samples().keySet()).noneMatch(series -> series.contains("shard=\"2\""));

        CliRun finished = run.finish();
        assertThat(finished.exitCode()).as(finished.err()).isZero();
        assertThat(finished.err()).containsPattern("metrics: http://0\\.0\\.0\\.0:[0-9]+/metrics")
                .contains("integrity check passed on all 2 shards");
    }

    @Test
    void aPortInUseIsRefusedBeforeAnyDataIsLoaded() throws IOException {
        try (ServerSocket taken = new ServerSocket(0)) {
            CliRun run = CliRun.of(new OltpCommand(), "--shards", "2", "--customers-per-shard", "50", "--threads", "2",
                    "--metrics-port", Integer.toString(taken.getLocalPort()), "--out", temp.resolve("r").toString());

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).startsWith("igen-oltp: cannot serve metrics on port " + taken.getLocalPort())
                    .doesNotContain("loaded", "\tat ");
            assertThat(run.err().lines()).hasSize(1);
        }
    }
}
