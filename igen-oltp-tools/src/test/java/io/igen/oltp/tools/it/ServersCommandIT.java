package io.igen.oltp.tools.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import io.igen.oltp.it.OltpRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp servers start}, a run against the shard map it wrote, {@code servers stop}: on PostgreSQL and on
 * MariaDB (through {@code --db mysql}), from the installed binaries. Afterwards no server of the directory runs, and the
 * machine's own servers (the ones the other ITs use) still answer.
 */
class ServersCommandIT {

    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"postgresql, 25432, 5432", "mysql, 23306, 3306"})
    void startRunStopLeavesNothingRunningAndOtherServersUntouched(String db, int basePort, int machinesOwnPort)
            throws IOException {
        assertThat(accepts(machinesOwnPort)).as("the machine's own %s server runs before", db).isTrue();
        // JUnit's directory is closed to other users; as root, the servers run as their system user
        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path directory = temp.resolve("servers-" + db);

        CliRun start = CliRun.of(new OltpToolsCommand(), "servers", "start", "--db", db, "--shards", "2", "--base-port",
                Integer.toString(basePort), "--memory-mb", "64", "--dir", directory.toString());
        assertThat(start.exitCode()).as(start.err()).isZero();
        try {
            assertThat(start.out()).contains("shard 0: " + db + " server on 127.0.0.1:" + basePort + " (created)",
                    "shard 1: " + db + " server on 127.0.0.1:" + (basePort + 1) + " (created)",
                    "shard map: " + directory.resolve("shard-map.json"));
            assertThat(accepts(basePort)).isTrue();
            assertThat(accepts(basePort + 1)).isTrue();
            CliRun status = CliRun.of(new OltpToolsCommand(), "servers", "status", "--dir", directory.toString());
            assertThat(status.out().lines()).hasSize(2).allMatch(line -> line.contains(", up, data "));

            CliRun run = OltpRun.run(temp.resolve("results-" + db), List.of("--db", db, "--shard-map",
                    directory.resolve("shard-map.json").toString(), "--customers-per-shard", "500", "--threads", "2",
                    "--warmup", "0.3", "--no-priming", "--duration", "1"));
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.err()).contains("integrity check passed on all 2 shards");
            JsonNode result = OltpRun.latestResult(temp.resolve("results-" + db)).orElseThrow();
            assertThat(result.get("levels").get(0).get("operations").asLong()).isPositive();
        } finally {
            CliRun stop = CliRun.of(new OltpToolsCommand(), "servers", "stop", "--dir", directory.toString());
            assertThat(stop.exitCode()).as(stop.err()).isZero();
            assertThat(stop.out()).contains("stopped 2 server(s)");
        }
        assertThat(accepts(basePort)).isFalse();
        assertThat(accepts(basePort + 1)).isFalse();
        CliRun status = CliRun.of(new OltpToolsCommand(), "servers", "status", "--dir", directory.toString());
        assertThat(status.out().lines()).hasSize(2).allMatch(line -> line.contains(", down, data "));
        assertThat(accepts(machinesOwnPort)).as("the machine's own %s server runs after", db).isTrue();
        assertThat(Files.exists(directory.resolve("igen-servers.json"))).isTrue();
    }

    private static boolean accepts(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
