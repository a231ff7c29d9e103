package io.igen.oltp;

import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bad input to {@code igen-oltp servers}: one line naming what was wrong and what to do, exit code 2, and nothing
 * created or started (every check runs before the first server is created).
 */
class ServersCommandTest {

    @TempDir
    Path temp;

    private static CliRun servers(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "servers";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRun.of(new OltpCommand(), all);
    }

    private static void assertOneLineRefusal(CliRun run, String... expected) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(expected);
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.hasStackTrace()).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "start --count 0                         | '0' is below 1",
            "start --db oracle                       | servers can be started for --db postgresql or --db mysql",
            "start --pg-bin /nonexistent/bin         | no PostgreSQL binaries (initdb, pg_ctl) in /nonexistent/bin, install the Debian package postgresql",
            "start --count 4000 --memory 100000      | 4000 servers with 100000 MB cache each need about",
            "start --dir /proc/igen-servers          | cannot write into /proc/igen-servers, choose a writable --dir",
            "status --dir /nonexistent/igen-servers  | no servers were started from /nonexistent/igen-servers",
            "stop --dir /nonexistent/igen-servers    | give the --dir that 'igen-oltp servers start' used"})
    void badInputIsOneLineAndNothingStarts(String arguments, String expected) {
        CliRun run = servers(arguments.strip().split("\\s+"));

        assertOneLineRefusal(run, expected.split(", "));
    }

    @Test
    void aDirectoryThatHoldsSomethingElseIsRefusedAndLeftAlone() throws IOException {
        Path directory = Files.createDirectories(temp.resolve("taken"));
        Files.writeString(directory.resolve("notes.txt"), "mine");

        CliRun run = servers("start", "--dir", directory.toString());

        assertOneLineRefusal(run, "holds something else", "give an empty or new --dir");
        try (var entries = Files.list(directory)) {
            assertThat(entries).containsExactly(directory.resolve("notes.txt"));
        }
    }

    @Test
    void asRootADirectoryTheServersUserCannotReachIsRefusedAndRemoved() {
        // JUnit's directory is closed to other users (rwx------): the postgres user cannot enter it
        Assumptions.assumeTrue("root".equals(System.getProperty("user.name")), "only root runs servers as another user");
        Path directory = temp.resolve("servers");

        CliRun run = servers("start", "--count", "1", "--dir", directory.toString());

        assertOneLineRefusal(run, "the servers run as the user postgres, who cannot write into " + directory);
        assertThat(directory).doesNotExist();
    }

    @Test
    @Tag("slow")
    void aPortRangeThatCollidesWithARunningServerIsRefusedBeforeAnythingIsCreated() throws IOException {
        try (ServerSocket running = new ServerSocket()) {
            running.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            int port = running.getLocalPort();
            Path directory = temp.resolve("servers");

            CliRun run = servers("start", "--count", "2", "--base-port", Integer.toString(port - 1), "--dir",
                    directory.toString());

            assertOneLineRefusal(run, "port " + port + " is in use", "give another --base-port");
            assertThat(directory).doesNotExist();
        }
    }
}
