package io.igen.oltp.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of the test's own, started from the installed binaries ({@code initdb},
 * {@code pg_ctl}) in a temporary directory on a free port, with password authentication
 * (scram-sha-256) for the user {@value #USER}. The test can stop it as a crash would
 * ({@link #stopImmediately()}, {@link #killPostmaster()}) and start it again. Run as root, the commands run as the
 * {@code postgres} user through {@code runuser}.
 *
 * <p>The binaries are found in {@code IGEN_PG_BIN}, else the newest {@code /usr/lib/postgresql/<n>/bin}.
 * Without them the test fails under {@code CI=true} and is skipped elsewhere.
 */
public final class LocalPostgresInstance extends LocalServerInstance {

    public static final String USER = "igen";

    private final Path binaries;
    private final String password;

    private LocalPostgresInstance(Path binaries, String password) throws IOException {
        super("igen-pg-", "postgresql");
        this.binaries = binaries;
        this.password = password;
    }

    /** Creates and starts an instance whose user {@value #USER} has the given password. */
    public static LocalPostgresInstance start(String password) throws IOException, InterruptedException {
        LocalPostgresInstance instance = new LocalPostgresInstance(binaries(), password);
        Path passwordFile = instance.directory().resolve("pwfile");
        Files.writeString(passwordFile, password + "\n");
        if (root()) {
            exec(List.of("chown", "-R", "postgres:postgres", instance.directory().toString()));
        }
        instance.run(List.of(instance.binaries.resolve("initdb").toString(), "-D", instance.data(), "-U", USER,
                "--auth=scram-sha-256", "--pwfile=" + passwordFile, "-E", "UTF8", "--no-sync"));
        instance.startAgain();
        return instance;
    }

    @Override
    public void startAgain() throws IOException, InterruptedException {
        run(List.of(binaries.resolve("pg_ctl").toString(), "-D", data(),
                "-l", directory().resolve("server.log").toString(), "-w", "-t", "60", "-o",
                "-p " + port() + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + directory()
                        + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=32MB"
                        + " -c max_connections=60",
                "start"));
    }

    /** Stops the server at once, as a crash or a pulled cable would: open connections break. */
    public void stopImmediately() throws IOException, InterruptedException {
        run(List.of(binaries.resolve("pg_ctl").toString(), "-D", data(), "-m", "immediate", "-w", "stop"));
    }

    /**
     * Kills the postmaster with SIGKILL, as the kernel's OOM killer or a crash would: no shutdown at all. Its
     * backends notice the postmaster gone and end their sessions; {@link #startAgain()} then recovers the data.
     */
    public void killPostmaster() throws IOException, InterruptedException {
        String pid = Files.readAllLines(directory().resolve("data").resolve("postmaster.pid")).get(0).strip();
        exec(List.of("kill", "-KILL", pid));
    }

    @Override
    void stopAtOnce() throws IOException, InterruptedException {
        stopImmediately();
    }

    /** Creates an empty database (dropping an old one of that name). */
    public void createDatabase(String name) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url("postgres"), USER, password);
             Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name);
            statement.execute("CREATE DATABASE " + name);
        }
    }

    private String data() {
        return directory().resolve("data").toString();
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

    /** PostgreSQL's commands refuse to run as root: as root they run as the postgres user. */
    private void run(List<String> command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (root()) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        exec(full);
    }
}
