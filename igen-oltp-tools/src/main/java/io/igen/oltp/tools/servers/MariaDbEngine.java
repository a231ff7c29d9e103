package io.igen.oltp.tools.servers;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * MariaDB (or MySQL) servers from the installed binaries: {@code mariadb-install-db} creates the data directory,
 * {@code mariadbd} runs detached ({@code setsid}) with its socket, pid file and log in the instance's directory; the
 * database {@value ServerInstance#DATABASE} and a user {@value ServerInstance#USER} without password are made as root
 * over loopback. Stopped with SIGTERM, which InnoDB answers with a clean shutdown. The server's settings stay at their
 * defaults (durable commits, {@code innodb_flush_log_at_trx_commit=1}), except the buffer pool and
 * {@code max_connections}.
 */
final class MariaDbEngine implements ServerEngine {

    private static final String SYSTEM_USER = "mysql";
    private static final int MAX_CONNECTIONS = 300;
    private static final long START_TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(120);
    private static final long STOP_TIMEOUT_SECONDS = 120;

    @Override
    public Database db() {
        return Database.MYSQL;
    }

    @Override
    public int defaultBasePort() {
        return 13306;
    }

    @Override
    public String systemUser() {
        return SYSTEM_USER;
    }

    @Override
    public void requireBinaries() {
        install();
        server();
    }

    private static Path install() {
        return found("mariadb-install-db", "mysql_install_db");
    }

    private static Path server() {
        return found("mariadbd", "mysqld");
    }

    private static Path found(String... names) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(":")));
        dirs.addAll(List.of("/usr/sbin", "/usr/bin", "/usr/local/bin", "/usr/local/sbin"));
        Optional<Path> binary = Stream.of(names).flatMap(name -> dirs.stream().filter(dir -> !dir.isBlank())
                        .map(dir -> Path.of(dir, name)))
                .filter(Files::isExecutable).findFirst();
        return binary.orElseThrow(() -> new BadConfigurationException("no MariaDB/MySQL binary " + names[0]
                + " (or " + names[1] + "): install the Debian package mariadb-server"));
    }

    @Override
    public void create(ServerInstance instance, String password) throws IOException {
        SystemCommands.handOver(SYSTEM_USER, instance.directory());
        List<String> command = new ArrayList<>(List.of(install().toString(), "--no-defaults",
                "--datadir=" + instance.data(), "--auth-root-authentication-method=normal", "--skip-test-db"));
        if (SystemCommands.root()) {
            command.add("--user=" + SYSTEM_USER);
        }
        SystemCommands.run(SYSTEM_USER, command);
    }

    @Override
    public void start(ServerInstance instance) throws IOException {
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
            command.add("/usr/bin/setsid"); // its own session: a Ctrl-C meant for igen-oltp does not reach it
        }
        command.addAll(List.of(server().toString(), "--no-defaults", "--datadir=" + instance.data(),
                "--port=" + instance.port(), "--bind-address=127.0.0.1", "--socket=" + instance.directory().resolve(
                        "mysqld.sock"), "--pid-file=" + pidFile(instance), "--skip-name-resolve",
                "--innodb-buffer-pool-size=" + instance.memoryMb() + "M", "--max-connections=" + MAX_CONNECTIONS,
                "--log-error=" + instance.log()));
        if (SystemCommands.root()) {
            command.add("--user=" + SYSTEM_USER);
        }
        Process server = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(instance.directory().resolve("stdout.log").toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        long deadline = System.nanoTime() + START_TIMEOUT_NANOS;
        while (!SqlAdmin.answers(rootUrl(instance), "root", null)) {
            if (!server.isAlive() && pid(instance).isEmpty()) {
                throw new IOException("the server on port " + instance.port() + " exited; its log: " + instance.log());
            }
            if (System.nanoTime() > deadline) {
                throw new IOException("the server on port " + instance.port() + " did not accept connections within "
                        + "120 s; its log: " + instance.log());
            }
            sleep(100);
        }
    }

    /** The password, if any, is set here: the user is made here. */
    @Override
    public void createDatabase(ServerInstance instance, String password) throws IOException {
        SqlAdmin.execute(rootUrl(instance), "root", null, "CREATE DATABASE " + ServerInstance.DATABASE,
                "CREATE USER '" + ServerInstance.USER + "'@'%'"
                        + (password == null ? "" : " IDENTIFIED BY '" + password.replace("'", "''") + "'"),
                "GRANT ALL PRIVILEGES ON " + ServerInstance.DATABASE + ".* TO '" + ServerInstance.USER + "'@'%'");
    }

    @Override
    public void stop(ServerInstance instance) throws IOException {
        end(instance, false);
    }

    /** SIGKILL. */
    @Override
    public void kill(ServerInstance instance) throws IOException {
        end(instance, true);
    }

    private void end(ServerInstance instance, boolean forcibly) throws IOException {
        OptionalLong pid = pid(instance);
        if (pid.isEmpty()) {
            return;
        }
        Optional<ProcessHandle> process = ProcessHandle.of(pid.getAsLong());
        if (process.isEmpty()) {
            return;
        }
        if (forcibly) {
            process.get().destroyForcibly();
        } else {
            process.get().destroy();
        }
        try {
            process.get().onExit().get(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IOException("the server on port " + instance.port() + " (pid " + pid.getAsLong()
                    + ") did not stop within " + STOP_TIMEOUT_SECONDS + " s; its log: " + instance.log(), e);
        }
    }

    @Override
    public OptionalLong pid(ServerInstance instance) throws IOException {
        Path file = pidFile(instance);
        if (!Files.exists(file)) {
            return OptionalLong.empty();
        }
        String text = Files.readString(file).strip();
        return text.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(text));
    }

    @Override
    public String url(ServerInstance instance) {
        return "jdbc:mysql://127.0.0.1:" + instance.port() + "/" + ServerInstance.DATABASE + "?user="
                + ServerInstance.USER + "&sslMode=DISABLED";
    }

    private static Path pidFile(ServerInstance instance) {
        return instance.directory().resolve("mysqld.pid");
    }

    /** Root logs in without a password over loopback until the server is shared (it never is). */
    private static String rootUrl(ServerInstance instance) {
        return "jdbc:mysql://127.0.0.1:" + instance.port() + "/mysql?sslMode=DISABLED&connectTimeout=1000";
    }

    private static void sleep(long millis) throws IOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the server", e);
        }
    }
}
