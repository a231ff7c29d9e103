package io.igen.oltp.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A MariaDB server of the test's own, from the installed binaries ({@code mariadb-install-db},
 * {@code mariadbd}) in a temporary directory on a free port, with a password user {@value #USER}
 * that owns the database {@code igen}. The test can kill it as a crash would ({@link #kill()}) and
 * start it again. Run as root, the server runs as the {@code mysql} user.
 *
 * <p>Without the binaries the test fails under {@code CI=true} and is skipped elsewhere.
 */
public final class LocalMariaDbInstance extends LocalServerInstance {

    public static final String USER = "igen";
    private static final Path SERVER = Path.of("/usr/sbin/mariadbd");
    private static final Path INSTALL = Path.of("/usr/bin/mariadb-install-db");

    private Process server;

    private LocalMariaDbInstance() throws IOException {
        super("igen-mariadb-", "mysql");
    }

    /** Creates, starts, and adds the user {@value #USER} with the password and the database {@code database}. */
    public static LocalMariaDbInstance start(String password, String database) throws Exception {
        if (!Files.isExecutable(SERVER) || !Files.isExecutable(INSTALL)) {
            String reason = "no MariaDB binaries (" + SERVER + ", " + INSTALL + ") to start a test instance";
            throw CiRequirement.unmet(reason);
        }
        LocalMariaDbInstance instance = new LocalMariaDbInstance();
        List<String> install = new ArrayList<>(List.of(INSTALL.toString(), "--no-defaults",
                "--datadir=" + instance.directory().resolve("data"), "--auth-root-authentication-method=normal",
                "--skip-test-db"));
        if (root()) {
            exec(List.of("chown", "mysql:mysql", instance.directory().toString()));
            install.add("--user=mysql");
        }
        exec(install);
        instance.startAgain();
        try (Connection connection = DriverManager.getConnection(instance.rootUrl(""));
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + database);
            statement.execute("CREATE USER '" + USER + "'@'%' IDENTIFIED BY '" + password + "'");
            statement.execute("GRANT ALL PRIVILEGES ON " + database + ".* TO '" + USER + "'@'%'");
        }
        return instance;
    }

    @Override
    public void startAgain() throws IOException, InterruptedException {
        Path directory = directory();
        List<String> command = new ArrayList<>(List.of(SERVER.toString(), "--no-defaults",
                "--datadir=" + directory.resolve("data"), "--port=" + port(), "--bind-address=127.0.0.1",
                "--socket=" + directory.resolve("mysqld.sock"), "--pid-file=" + directory.resolve("mysqld.pid"),
                "--skip-name-resolve", "--innodb-buffer-pool-size=32M", "--innodb-log-file-size=16M",
                "--innodb-flush-log-at-trx-commit=2", "--max-connections=60",
                "--log-error=" + directory.resolve("server.log")));
        if (root()) {
            command.add("--user=mysql");
        }
        server = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(directory.resolve("stdout.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            try (Connection ignored = DriverManager.getConnection(rootUrl("&connectTimeout=1000"))) {
                return;
            } catch (SQLException notYet) {
                if (!server.isAlive()) {
                    throw new IOException("mariadbd exited: " + Files.readString(directory.resolve("server.log")));
                }
                Thread.sleep(100);
            }
        }
        throw new IOException("mariadbd did not accept connections within 60 s");
    }

    /** Kills the server at once (SIGKILL), as a crash would: open connections break. */
    public void kill() throws InterruptedException {
        server.destroyForcibly();
        server.waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    void stopAtOnce() throws InterruptedException {
        if (server != null) {
            kill();
        }
    }

    /** The server's own database as root, who logs in without a password until the test adds users. */
    private String rootUrl(String moreParameters) {
        return url("mysql") + "?user=root&sslMode=DISABLED" + moreParameters;
    }
}
