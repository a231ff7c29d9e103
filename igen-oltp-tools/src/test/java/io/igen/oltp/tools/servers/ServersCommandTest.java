package io.igen.oltp.tools.servers;

import io.igen.core.cli.CliRun;
import io.igen.oltp.dialect.Database;
import io.igen.oltp.tools.OltpToolsCommand;
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
        return CliRun.of(new OltpToolsCommand(), all);
    }

    private static void assertOneLineRefusal(CliRun run, String... expected) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(expected);
        assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "start                                   | give --db: which servers to start, one of postgresql, mysql "
                    + "(mariadb goes through mysql)",
            "start --db h2                           | 'h2' is embedded: it runs inside igen-oltp and has no server to "
                    + "start; give one of postgresql",
            "start --db oracle                       | unknown database 'oracle'; give one of postgresql, mysql "
                    + "(mariadb goes through mysql)",
            "start --db postgresql --shards 0        | '0' is below 1; give a whole number of 1 or more",
            "start --db postgresql --shards 2 --count 2 | give --shards once (--count is its old name)",
            "start --db postgresql --memory-mb 64 --memory 64 | give --memory-mb once (--memory is its old name)",
            "start --db postgresql --pg-bin /nonexistent/bin | no PostgreSQL binaries (initdb, pg_ctl) in "
                    + "/nonexistent/bin, install the Debian package postgresql",
            "start --db postgresql --shards 4000 --memory-mb 100000 | 4000 servers with 100000 MB cache each need "
                    + "about, give fewer --shards, or a smaller --memory-mb",
            "start --db postgresql --dir /proc/igen-servers | cannot write into /proc/igen-servers, choose a writable "
                    + "--dir",
            "status --dir /nonexistent/igen-servers  | no servers were started from /nonexistent/igen-servers",
            "stop --dir /nonexistent/igen-servers    | give the --dir that 'igen-oltp servers start' used"})
    void badInputIsOneLineAndNothingStarts(String arguments, String expected) {
        CliRun run = servers(arguments.strip().split("\\s+"));

        assertOneLineRefusal(run, expected.split(", "));
    }

    @Test
    void theOldNamesOfShardsAndMemoryStillWork() {
        CliRun run = servers("start", "--db", "postgresql", "--count", "4000", "--memory", "100000");

        assertOneLineRefusal(run, "4000 servers with 100000 MB cache each need about");
    }

    @Test
    void aDatabaseIsNamedByItsNameOrAliasInAnyCase() {
        ServersCommand.ServedDatabase converter = new ServersCommand.ServedDatabase();

        assertThat(converter.convert("postgresql")).isEqualTo(Database.POSTGRESQL);
        assertThat(converter.convert("mysql")).isEqualTo(Database.MYSQL);
        assertThat(converter.convert(" MariaDB ")).isEqualTo(Database.MYSQL);
    }

    @Test
    void theHelpListsTheDatabasesWithServersAndTheNewNamesOnly() {
        CliRun run = servers("start", "--help");

        String help = run.out().replaceAll("\\s+", " ");
        assertThat(run.exitCode()).isZero();
        assertThat(help).contains("--db=DB Which servers: postgresql, mysql or mariadb (MySQL or MariaDB, through "
                        + "MySQL Connector/J). Required", "--shards=N How many servers, one per shard. Default: 4",
                "--memory-mb=MB Each server's cache in MB")
                .doesNotContain("h2", "--count", "--memory=");
    }

    @Test
    void aDirectoryThatHoldsSomethingElseIsRefusedAndLeftAlone() throws IOException {
        Path directory = Files.createDirectories(temp.resolve("taken"));
        Files.writeString(directory.resolve("notes.txt"), "mine");

        CliRun run = servers("start", "--db", "postgresql", "--dir", directory.toString());

        assertOneLineRefusal(run, "holds something else", "give an empty or new --dir");
        try (var entries = Files.list(directory)) {
            assertThat(entries).containsExactly(directory.resolve("notes.txt"));
        }
    }

    @Test
    void asRootADirectoryTheServersUserCannotReachIsRefusedAndRemoved() {
        // JUnit's directory is closed to other users (rwx------): the postgres user cannot enter it
        Assumptions.assumeTrue("root".equals(System.getProperty("user.name")),
                "only root runs servers as another user");
        Path directory = temp.resolve("servers");

        CliRun run = servers("start", "--db", "postgresql", "--shards", "1", "--dir", directory.toString());

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

            CliRun run = servers("start", "--db", "postgresql", "--shards", "2", "--base-port",
                    Integer.toString(port - 1), "--dir", directory.toString());

            assertOneLineRefusal(run, "port " + port + " is in use", "give another --base-port");
            assertThat(directory).doesNotExist();
        }
    }
}
