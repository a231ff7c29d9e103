package io.igen.oltp.it;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of the test's own, started from the installed binaries ({@code initdb},
 * {@code pg_ctl}) in a temporary directory on a free port, with password authentication
 * (scram-sha-256) for the user {@value #USER}. The test can stop it as a crash would
 * ({@link #stopImmediately()}) and start it again. Run as root, the commands run as the
 * {@code postgres} user through {@code runuser}.
 *
 * <p>The binaries are found in {@code IGEN_PG_BIN}, else the newest {@code /usr/lib/postgresql/<n>/bin}.
 * Without them the test fails under {@code CI=true} and is skipped elsewhere.
 */
public final class LocalPostgresInstance implements AutoCloseable {

    public static final String USER = "igen";

    private final Path binaries;
    private final Path directory;
    private final int port;
    private final String password;

    private LocalPostgresInstance(Path binaries, Path directory, int port, String password) {
        this.binaries = binaries;
        this.directory = directory;
        this.port = port;
        this.password = password;
    }

    /** Creates and starts an instance whose user {@value #USER} has the given password. */
    public static LocalPostgresInstance start(String password) throws IOException, InterruptedException {
        Path binaries = binaries();
        Path directory = Files.createTempDirectory("igen-pg-");
        Path passwordFile = directory.resolve("pwfile");
        Files.writeString(passwordFile, password + "\n");
        LocalPostgresInstance instance = new LocalPostgresInstance(binaries, directory, freePort(), password);
        instance.giveToPostgres();
        instance.run(List.of(binaries.resolve("initdb").toString(), "-D", directory.resolve("data").toString(),
                "-U", USER, "--auth=scram-sha-256", "--pwfile=" + passwordFile, "-E", "UTF8", "--no-sync"));
        instance.startAgain();
        return instance;
    }

    /** Starts the (stopped) server and waits until it accepts connections. */
    public void startAgain() throws IOException, InterruptedException {
        run(List.of(binaries.resolve("pg_ctl").toString(), "-D", directory.resolve("data").toString(),
                "-l", directory.resolve("server.log").toString(), "-w", "-t", "60", "-o",
                "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + directory
                        + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=32MB"
                        + " -c max_connections=60",
                "start"));
    }

    /** Stops the server at once, as a crash or a pulled cable would: open connections break. */
    public void stopImmediately() throws IOException, InterruptedException {
        run(List.of(binaries.resolve("pg_ctl").toString(), "-D", directory.resolve("data").toString(),
                "-m", "immediate", "-w", "stop"));
    }

    public int port() {
        return port;
    }

    /** The JDBC URL of a database on this server. */
    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** Creates an empty database (dropping an old one of that name). */
    public void createDatabase(String name) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url("postgres"), USER, password);
             Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name);
            statement.execute("CREATE DATABASE " + name);
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            run(List.of(binaries.resolve("pg_ctl").toString(), "-D", directory.resolve("data").toString(),
                    "-m", "immediate", "-w", "stop"));
        } catch (IOException stoppedAlready) {
            // the test stopped it, or it never started: the directory goes anyway
        } finally {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private static Path binaries() throws IOException {
        String configured = System.getenv("IGEN_PG_BIN");
        Path found = null;
        if (configured != null && !configured.isBlank()) {
            found = Path.of(configured);
        } else if (Files.isDirectory(Path.of("/usr/lib/postgresql"))) {
            try (Stream<Path> versions = Files.list(Path.of("/usr/lib/postgresql"))) {
                found = versions.map(version -> version.resolve("bin"))
                        .filter(bin -> Files.isExecutable(bin.resolve("initdb")))
                        .max(Comparator.comparingInt(bin -> Integer.parseInt(bin.getParent().getFileName().toString()
                                .replaceAll("\\D", "0")))).orElse(null);
            }
        }
        if (found == null || !Files.isExecutable(found.resolve("initdb"))) {
            String reason = "no PostgreSQL binaries (initdb, pg_ctl) to start test instances: install postgresql "
                    + "or set IGEN_PG_BIN";
            throw CiRequirement.unmet(reason);
        }
        return found;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    private void giveToPostgres() throws IOException, InterruptedException {
        if (root()) {
            exec(List.of("chown", "-R", "postgres:postgres", directory.toString()));
        }
    }

    private void run(List<String> command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (root()) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        exec(full);
    }

    private void exec(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IOException("'" + String.join(" ", command) + "' failed: "
                    + new String(output, StandardCharsets.UTF_8).strip());
        }
    }
}
