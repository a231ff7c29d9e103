package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The servers' side read from the exporters their operators run: node_exporter and postgres_exporter on loopback
 * ({@code .ci/exporters.sh}), beside the local PostgreSQL ({@code IGEN_PG_URL}). Both the exporter and the local
 * readings see this whole host, so their CPU must agree level by level.
 */
class ServerMetricsIT {

    /**
     * How far the exporter's busy cores may be from the local readings' in a 4 s window: node_exporter reads
     * /proc/stat as the local probe does, but at its own instants, each edge interpolated over a second in which a
     * 2-core host may swing by a core.
     */
    private static final double CORES_APART = 0.15;

    @TempDir
    Path temp;

    private static String exporter(String variable) {
        String url = System.getenv(variable);
        if (url == null || url.isBlank()) {
            throw CiRequirement.unmet(variable + " is not set: no exporter to read (source .ci/exporters.sh, which "
                    + "starts node_exporter and postgres_exporter and exports where)");
        }
        return url;
    }

    @Test
    void theExportersCpuAgreesWithTheLocalReadingsAtEveryLevelAndTheServerIsRecorded() throws Exception {
        String node = exporter("IGEN_NODE_EXPORTER_URL");
        String postgres = exporter("IGEN_PG_EXPORTER_URL");
        List<String> arguments = new ArrayList<>(DatabaseServer.postgres().freshShardArguments("igen_it_sm", 2, temp));
        arguments.addAll(List.of("--customers-per-shard", "200", "--threads", "1,4", "--warmup", "1",
                "--no-priming", "--duration", "4", "--server-metrics", node, "--server-metrics", postgres));

        CliRun run = OltpRun.run(temp.resolve("out"), arguments);

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("servers in each window, as their exporters tell");
        JsonNode result = OltpRun.latestResult(temp.resolve("out")).orElseThrow();
        String nodeName = node.replaceFirst("^http://", "").replaceFirst("/.*$", "");
        String postgresName = postgres.replaceFirst("^http://", "").replaceFirst("/.*$", "");
        JsonNode host = result.at("/config/workload/serverHosts/" + nodeName);
        assertThat(host.get("kernel").asText()).isEqualTo(System.getProperty("os.version"));
        assertThat(host.get("cpus").asInt()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(result.at("/config/workload/serverHosts/" + postgresName + "/postgresql").asText()).startsWith("15.");
        for (JsonNode level : result.get("levels")) {
            JsonNode server = level.at("/serverMetrics/" + nodeName);
            // like with like: the exporter counts the modes /proc/stat gives, not the time it leaves unaccounted
            double local = level.get("hostUserCores").asDouble() + level.get("hostSystemCores").asDouble()
                    + level.get("hostStealCores").asDouble();
            double exported = server.get("busyCores").asDouble();
            System.out.printf("server metrics, level %d: host busy %.3f cores locally, %.3f by node_exporter; disk %s "
                            + "busy %.1f %%; PostgreSQL %.0f commits/s against %.0f transactions/s; bound by %s%n",
                    level.get("level").asInt(), local, exported, server.get("busiestDisk").asText(),
                    server.get("diskBusyPercent").asDouble(), level.at("/serverMetrics/" + postgresName
                            + "/commitsPerSecond").asDouble(), level.get("throughput").asDouble(),
                    level.get("boundBy").asText());
            assertThat(exported).as(level.toString()).isCloseTo(local, within(CORES_APART));
            assertThat(server.get("cpus").asInt()).isEqualTo(Runtime.getRuntime().availableProcessors());
            assertThat(server.has("missing")).as("every second read").isFalse();
            assertThat(level.at("/serverMetrics/" + postgresName + "/commitsPerSecond").asDouble())
                    .as("the transactions committed, within the edges' second").isGreaterThan(0.5 * level.get(
                            "throughput").asDouble());
        }
        assertThat(run.out() + run.err()).doesNotContain("igen-ci-password");
    }

    /**
     * A level whose server's disk a neighbour keeps full (4 threads overwriting files with 1 MiB direct writes beside
     * PostgreSQL's data) is bound by that disk, whatever the CPUs did.
     */
    @Test
    void aLevelOnAServerWhoseDiskIsFullIsJudgedServerDisk() throws Exception {
        String node = exporter("IGEN_NODE_EXPORTER_URL");
        List<String> arguments = new ArrayList<>(DatabaseServer.postgres().freshShardArguments("igen_it_sd", 1, temp));
        arguments.addAll(List.of("--customers-per-shard", "200", "--threads", "2", "--warmup", "1", "--no-priming",
                "--duration", "4", "--server-metrics", node));
        CliRun load = OltpRun.run(temp.resolve("load"), loadOnly(arguments));
        assertThat(load.exitCode()).as(load.err()).isZero();

        DiskWriters neighbour = DiskWriters.start(temp.resolve("neighbour"), 4);
        CliRun run;
        try {
            run = OltpRun.run(temp.resolve("out"), arguments);
        } finally {
            neighbour.stop();
        }

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode level = OltpRun.latestResult(temp.resolve("out")).orElseThrow().get("levels").get(0);
        JsonNode server = level.at("/serverMetrics/" + node.replaceFirst("^http://", "").replaceFirst("/.*$", ""));
        System.out.printf("server metrics, disk-bound level: disk %s busy %.1f %%, await %.2f ms, written %.0f MB/s; "
                        + "%.0f transactions/s; bound by %s: %s%n", server.get("busiestDisk").asText(),
                server.get("diskBusyPercent").asDouble(), server.get("diskAwaitMs").asDouble(),
                server.get("diskWriteBytesPerSecond").asDouble() / 1e6, level.get("throughput").asDouble(),
                level.get("boundBy").asText(), level.get("boundEvidence").asText());
        assertThat(level.get("boundBy").asText()).as(level.get("boundEvidence").asText()).isEqualTo("server disk");
        assertThat(level.get("boundEvidence").asText()).startsWith("server " + node.replaceFirst("^http://", "")
                .replaceFirst("/.*$", "") + ": disk " + server.get("busiestDisk").asText() + " busy ");
    }

    /** The same arguments with a short window: the run that loads the data before the measured one. */
    private static List<String> loadOnly(List<String> arguments) {
        List<String> loading = new ArrayList<>(arguments);
        loading.set(loading.indexOf("--duration") + 1, "0.5");
        return loading;
    }

    @Test
    void anExporterThatDoesNotAnswerStopsTheRunBeforeAnythingIsLoaded() throws Exception {
        List<String> arguments = new ArrayList<>(DatabaseServer.postgres().freshShardArguments("igen_it_sx", 1, temp));
        arguments.addAll(List.of("--threads", "1", "--duration", "1", "--server-metrics",
                "http://scraper:s3cret@127.0.0.1:9/metrics"));

        CliRun run = OltpRun.run(temp.resolve("out"), arguments);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).startsWith("igen-oltp: --server-metrics: the exporter at 127.0.0.1:9 ")
                .doesNotContain("s3cret").doesNotContain("\tat ").doesNotContain("loading");
    }
}
