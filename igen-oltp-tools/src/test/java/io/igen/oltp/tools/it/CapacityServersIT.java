package io.igen.oltp.tools.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp capacity} against two PostgreSQL servers of its own, started and stopped with
 * {@code igen-oltp servers} on ports no other test uses: both sweeps run, the figures agree with them, the servers
 * are gone afterwards.
 */
class CapacityServersIT {

    private static final int BASE_PORT = 25452;

    @TempDir
    Path temp;

    @Test
    void aShortStudyOnTwoLocalPostgresServersGivesAPeakAPlanAndASweetSpot() throws IOException {
        // JUnit's directory is closed to other users; as root, the servers run as their system user
        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path directory = temp.resolve("servers");
        CliRun start = CliRun.of(new OltpToolsCommand(), "servers", "start", "--db", "postgresql", "--shards", "2",
                "--base-port", Integer.toString(BASE_PORT), "--memory-mb", "64", "--dir", directory.toString());
        assertThat(start.exitCode()).as(start.err()).isZero();
        Path out = temp.resolve("results");
        try {
            CliRun study = CliRun.of(new OltpToolsCommand(), "capacity", "--db", "postgresql", "--shard-map",
                    directory.resolve("shard-map.json").toString(), "--customers-per-shard", "200",
                    "--vertical-threads", "1,4", "--load-fraction", "0.2", "--rate-per-thread", "50", "--warmup", "0.5",
                    "--duration", "2", "--no-priming", "--sla-ms", "1000", "--out", out.toString());

            assertThat(study.exitCode()).as(study.err()).isZero();
            assertThat(study.err()).contains("databases: PostgreSQL", "integrity check passed on all 2 shards");
            assertThat(study.out()).contains("vertical peak of one shard: ", "sweet spot: ");
            JsonNode result = new ObjectMapper().readTree(jsonIn(out).toFile());
            JsonNode capacity = result.get("capacity");
            assertThat(capacity.get("perShardPeak").get("throughput").asDouble())
                    .isEqualTo(result.get("vertical").get("peak").get("throughput").asDouble()).isPositive();
            assertThat(capacity.get("levels")).hasSize(2);
            assertThat(result.get("horizontal").get("levels").get(1).get("perShard").get("1").get("transactions")
                    .asLong()).isPositive();
        } finally {
            CliRun stop = CliRun.of(new OltpToolsCommand(), "servers", "stop", "--dir", directory.toString());
            assertThat(stop.exitCode()).as(stop.err()).isZero();
        }
    }

    private static Path jsonIn(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
