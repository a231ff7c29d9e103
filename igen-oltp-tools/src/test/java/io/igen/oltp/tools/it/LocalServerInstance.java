package io.igen.oltp.tools.it;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Database;
import io.igen.oltp.it.CiRequirement;
import io.igen.oltp.tools.servers.ServerEngine;
import io.igen.oltp.tools.servers.ServerInstance;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A database server of the test's own, made and run by the product's own {@link ServerEngine} (what
 * {@code igen-oltp servers} uses) in a temporary directory on a free port, with a password for the user
 * {@value #USER}, so a test can stop it as a crash would and start it again. Without the binaries the test fails
 * under {@code CI=true} and is skipped elsewhere.
 */
final class LocalServerInstance implements AutoCloseable {

    public static final String USER = ServerInstance.USER;
    /** The small cache of a test server. */
    private static final int MEMORY_MB = 32;

    private final ServerEngine engine;
    private final ServerInstance instance;
    private final String password;

    /** A PostgreSQL server whose user {@value #USER} (the cluster's owner) has the password. */
    static LocalServerInstance postgres(String password) throws IOException {
        return new LocalServerInstance(Database.POSTGRESQL, password);
    }

    /** A MariaDB server whose user {@value #USER} has the password and all privileges on the database {@code igen}. */
    static LocalServerInstance mariaDb(String password) throws IOException {
        return new LocalServerInstance(Database.MYSQL, password);
    }

    private LocalServerInstance(Database db, String password) throws IOException {
        this.password = password;
        engine = ServerEngine.of(db, null);
        try {
            engine.requireBinaries();
        } catch (BadConfigurationException missing) {
            throw CiRequirement.unmet(missing.getMessage());
        }
        instance = new ServerInstance(0, freePort(), Files.createTempDirectory("igen-" + db.label() + "-"), MEMORY_MB);
        engine.create(instance, password);
        engine.start(instance);
        engine.createDatabase(instance, password);
    }

    /** Starts the (stopped) server again and waits until it accepts connections. */
    public void startAgain() throws IOException {
        engine.start(instance);
    }

    /** Stops the server at once, as a crash would: open connections break (PostgreSQL: immediate; MariaDB: SIGKILL). */
    public void stopImmediately() throws IOException {
        engine.kill(instance);
    }

    /** Kills the server's main process with SIGKILL, as the OOM killer would: no shutdown at all. */
    public void killServerProcess() throws IOException {
        long pid = engine.pid(instance).orElseThrow(() -> new IOException("no pid file: the server is not running"));
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    }

    /** On PostgreSQL, whose user {@value #USER} owns the cluster: an empty database (dropping an old one). */
    public void createDatabase(String name) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url("postgres"), USER, password);
             Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name);
            statement.execute("CREATE DATABASE " + name);
        }
    }

    public int port() {
        return instance.port();
    }

    /** The JDBC URL of a database on this server. */
    public String url(String database) {
        return engine.url(instance).replaceFirst("/" + ServerInstance.DATABASE + "\\?.*", "/" + database);
    }

    /** Stops the server and removes its directory. */
    @Override
    public void close() throws IOException {
        try {
            engine.kill(instance);
        } catch (IOException stoppedAlready) {
            // the test stopped it, or it never started: the directory goes anyway
        } finally {
            try (Stream<Path> files = Files.walk(instance.directory())) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
