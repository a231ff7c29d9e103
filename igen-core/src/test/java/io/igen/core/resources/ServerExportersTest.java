package io.igen.core.resources;

import com.sun.net.httpserver.HttpServer;
import io.igen.core.workload.BadConfigurationException;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.Counter;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.LabelPair;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.Metric;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.MetricFamily;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.MetricType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * The exporters as iGen meets them: a recorded node_exporter 1.5.0 and postgres_exporter 0.11.1 answer (this project's
 * VM, 2026-11-29), and an exporter served here whose CPU counter grows by a known amount per read, answers with basic
 * authentication only, stops answering, or answers in the text format.
 */
class ServerExportersTest {

    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static ExporterSamples recorded(String file) throws IOException {
        try (InputStream in = ServerExportersTest.class.getResourceAsStream("/exporters/" + file)) {
            return ExporterSamples.parse(in);
        }
    }

    @Test
    void aRecordedNodeExporterAnswerGivesTheHostsCpusMemoryDisksAndKernel() throws IOException {
        ExporterSamples node = recorded("node-exporter-1.5.0.pb");

        ServerReading reading = ServerReading.of(0, node);
        assertThat(reading.gauges()).containsEntry("cpus", 2.0).containsEntry("memory.totalBytes", 25_276_514_304.0);
        assertThat(reading.counters()).containsKeys("cpu.user", "cpu.system", "cpu.idle", "cpu.iowait", "cpu.steal",
                "disk.vda.busySeconds", "disk.vda.readBytes", "disk.vda.writeBytes", "disk.vda.ios",
                "disk.vda.ioSeconds", "network.bytes", "memory.majorFaults", "pressure.cpu", "pressure.io",
                "pressure.memory");
        assertThat(reading.counters().keySet()).noneMatch(name -> name.startsWith("db."));
        // the CPUs' modes add up to about the time since boot on each CPU: node_boot_time_seconds against the scrape
        double sinceBoot = node.sum("node_time_seconds").orElseThrow()
                - node.sum("node_boot_time_seconds").orElseThrow();
        double allModes = reading.counters().entrySet().stream().filter(entry -> entry.getKey().startsWith("cpu."))
                .mapToDouble(Map.Entry::getValue).sum();
        assertThat(allModes / 2).isCloseTo(sinceBoot, within(0.05 * sinceBoot));
        assertThat(ServerHost.of(node)).containsEntry("hostname", "vm").containsEntry("os", "Linux")
                .containsEntry("kernel", "6.18.44-fc-v595").containsEntry("architecture", "x86_64")
                .containsEntry("cpus", 2).containsEntry("memoryBytes", 25_276_514_304L);
    }

    @Test
    void aRecordedPostgresExporterAnswerGivesTheDatabasesCounters() throws IOException {
        ExporterSamples postgres = recorded("postgres-exporter-0.11.1.pb");

        ServerReading reading = ServerReading.of(0, postgres);

        assertThat(reading.counters()).containsKeys("db.commits", "db.rollbacks", "db.blocksRead", "db.blocksHit",
                "db.deadlocks", "db.checkpoints");
        assertThat(reading.gauges()).containsKey("db.locksHeld").doesNotContainKey("cpus");
        assertThat(ServerHost.of(postgres)).containsEntry("postgresql", "15.20.0");
    }

    /** Serves one CPU whose user seconds grow by 0.5 a read, behind basic authentication as {@code igen:s3cret}. */
    private URI serveCpu(AtomicInteger reads, boolean protobuf) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/metrics", exchange -> {
            String expected = "Basic " + java.util.Base64.getEncoder().encodeToString("igen:s3cret".getBytes(
                    StandardCharsets.UTF_8));
            if (!expected.equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
                exchange.sendResponseHeaders(401, -1);
                exchange.close();
                return;
            }
            byte[] body = protobuf ? cpuFamily(0.5 * reads.incrementAndGet()) : "node_cpu_seconds_total 1\n".getBytes(
                    StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", protobuf ? ExporterClient.PROTOBUF
                    + "; proto=io.prometheus.client.MetricFamily; encoding=delimited" : "text/plain; version=0.0.4");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return URI.create("http://igen:s3cret@127.0.0.1:" + server.getAddress().getPort() + "/metrics");
    }

    private static byte[] cpuFamily(double userSeconds) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MetricFamily.Builder family = MetricFamily.newBuilder().setName("node_cpu_seconds_total")
                .setType(MetricType.COUNTER);
        family.addMetric(Metric.newBuilder().addLabel(LabelPair.newBuilder().setName("cpu").setValue("0"))
                .addLabel(LabelPair.newBuilder().setName("mode").setValue("user"))
                .setCounter(Counter.newBuilder().setValue(userSeconds)));
        family.build().writeDelimitedTo(out);
        return out.toByteArray();
    }

    @Test
    void eachWindowGetsTheRateOfTheReadsAroundItAndTheHostAsTheExporterTold() throws Exception {
        AtomicInteger reads = new AtomicInteger();
        URI url = serveCpu(reads, true);
        AtomicLong clock = new AtomicLong();

        try (ServerExporters exporters = ServerExporters.connect(List.of(url, url), clock::get)) {
            String name = "127.0.0.1:" + server.getAddress().getPort();
            assertThat(exporters.names()).as("one URL read once, named without its user").containsExactly(name);
            assertThat(exporters.hosts()).containsEntry(name, Map.of("cpus", 1));
            clock.set(2_000_000_000L);
            Map<String, ServerUse> uses = exporters.between(0, 2_000_000_000L);

            assertThat(reads).hasValue(2);
            assertThat(uses.get(name).cores("user")).as("0.5 s of user over 2 s").isCloseTo(0.25, within(1e-9));
            assertThat(uses.get(name).busyCores()).isCloseTo(0.25, within(1e-9));
        }
    }

    @Test
    void anExporterThatDoesNotAnswerAtTheStartStopsTheRunInOneLineWithoutItsPassword() throws Exception {
        URI url = serveCpu(new AtomicInteger(), true);
        server.stop(0);
        server = null;

        assertThatThrownBy(() -> ServerExporters.connect(List.of(url), System::nanoTime))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessageStartingWith("--server-metrics: the exporter at 127.0.0.1:" + url.getPort() + " ")
                .hasMessageContaining("ConnectException")
                .hasMessageEndingWith("; start it there, or leave it out of --server-metrics")
                .satisfies(thrown -> assertThat(thrown.getMessage()).doesNotContain("s3cret").doesNotContain("\n"));
    }

    @Test
    void anExporterWithoutTheUsersPasswordOrAnsweringTextIsRefusedWithWhatItAnswered() throws Exception {
        URI text = serveCpu(new AtomicInteger(), false);
        assertThatThrownBy(() -> ServerExporters.connect(List.of(text), System::nanoTime))
                .hasMessageContaining("answered text/plain; version=0.0.4 where a Prometheus exporter answers "
                        + "application/vnd.google.protobuf");
        URI noPassword = URI.create(text.toString().replace("igen:s3cret@", ""));
        assertThatThrownBy(() -> ServerExporters.connect(List.of(noPassword), System::nanoTime))
                .hasMessageContaining("answered HTTP 401");
    }

    @Test
    void anExporterThatStopsMidRunLeavesTheWindowItsCountersAndSaysWhichSecondsWentWithout() throws Exception {
        AtomicInteger reads = new AtomicInteger();
        URI url = serveCpu(reads, true);
        AtomicLong clock = new AtomicLong();

        try (ServerExporters exporters = ServerExporters.connect(List.of(url), clock::get)) {
            String name = ExporterClient.name(url);
            server.stop(0);
            clock.set(10_000_000_000L);
            ServerUse use = exporters.between(0, 10_000_000_000L).get(name);

            assertThat(use.measured()).isFalse();
            assertThat(use.missing()).hasSize(2).first().isEqualTo("no reading 0.0-10.0 s");
            assertThat(use.missing().get(1)).startsWith("last error: ConnectException");
        }
    }
}
