package io.igen.cpu;

import io.igen.core.cli.CliRun;
import io.igen.core.cli.ScrapedRun;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code --metrics-port}: a real run scraped over HTTP while it goes. */
class CpuLiveMetricsTest {

    private static final String OPERATIONS = "igen_operations_total{benchmark=\"cpu\"}";

    @TempDir
    Path temp;

    @Test
    @Tag("slow")
    void aScrapeDuringTheRunReturnsTheSeriesAndTheCountsGrow() throws Exception {
        Path out = temp.resolve("results");
        // One level with a 4 s window: the scrapes below need the run alive, and on a busy machine two of them must
        // still fit in its window. One load thread leaves the other core to the metrics server and the scraper.
        ScrapedRun run = ScrapedRun.start(new CpuCommand(), "--threads", "1", "--warmup", "1", "--no-priming",
                "--duration", "4", "--metrics-port", "0", "--quiet", "--out", out.toString());

        assertThat(run.url().toString()).matches("http://0\\.0\\.0\\.0:[0-9]+/metrics");
        ScrapedRun.Scrape first = run.scrapeUntil(scrape -> scrape.value(OPERATIONS) > 0);
        ScrapedRun.Scrape later = run.scrapeUntil(scrape -> scrape.value(OPERATIONS) > first.value(OPERATIONS)
                && scrape.value("igen_phase{benchmark=\"cpu\",igen_phase=\"measure\"}") == 1);

        // igen_errors_total appears with the first failure, of which this run has none
        assertThat(later.text()).contains("# TYPE igen_operations_total counter",
                "# TYPE igen_response_time_seconds histogram",
                "# TYPE igen_level gauge", "# TYPE igen_level_threads gauge");
        assertThat(later.value("igen_response_time_seconds_count{benchmark=\"cpu\"}")).isPositive();
        assertThat(later.value("igen_response_time_seconds_bucket{benchmark=\"cpu\",le=\"+Inf\"}"))
                .isEqualTo(later.value("igen_response_time_seconds_count{benchmark=\"cpu\"}"));
        assertThat(later.value("igen_response_time_seconds_bucket{benchmark=\"cpu\",le=\"10.0\"}")).isPositive();
        assertThat(later.value("igen_level{benchmark=\"cpu\"}")).isEqualTo(1.0);
        assertThat(later.value("igen_level_threads{benchmark=\"cpu\"}")).isEqualTo(1.0);
        assertThat(later.value("igen_phase{benchmark=\"cpu\",igen_phase=\"warmup\"}")).isZero();

        CliRun finished = run.finish();
        assertThat(finished.exitCode()).as(finished.err()).isZero();
        RunResult result = ResultJson.read(jsonIn(out));
        assertThat(result.config().metricsPort()).isEqualTo(run.url().getPort());
        // the server stops with the run
        assertThatThrownBy(run::scrape).isInstanceOf(ConnectException.class);
    }

    @Test
    @Tag("slow")
    void aPortInUseIsOneLineOfBadInputBeforeAnythingRuns() throws IOException {
        try (ServerSocket taken = new ServerSocket(0)) {
            int port = taken.getLocalPort();

            CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--metrics-port", Integer.toString(port),
                    "--out", temp.resolve("r").toString());

            assertThat(run.exitCode()).isEqualTo(2);
            // Between the parentheses is the reason the JDK and the operating system give ("Bind: Address already in
            // use" on Linux): not our text, so not pinned.
            assertThat(run.err()).startsWith("igen-cpu: cannot serve metrics on port " + port + " (")
                    .endsWith("); choose a free port with --metrics-port PORT, or 0 for any free port"
                            + System.lineSeparator());
            assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
            assertThat(temp.resolve("r")).doesNotExist();
        }
    }

    @Test
    @Tag("slow")
    void withoutTheOptionNothingIsServedOrRecorded() throws IOException {
        Path out = temp.resolve("off");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0", "--no-priming", "--duration",
                "0.5", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).doesNotContain("metrics:");
        assertThat(ResultJson.read(jsonIn(out)).config().metricsPort()).isNull();
        assertThat(Files.readString(jsonIn(out))).doesNotContain("metricsPort");
    }

    @Test
    void helpNamesTheOption() {
        CliRun run = CliRun.of(new CpuCommand(), "--help");

        assertThat(run.out()).contains("--metrics-port=PORT", "Serve live metrics for Prometheus");
    }

    private static Path jsonIn(Path directory) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
