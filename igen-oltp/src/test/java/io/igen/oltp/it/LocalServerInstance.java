package io.igen.oltp.it;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A database server of the test's own, run from the installed binaries in a temporary directory on a free port, so
 * a test can stop it as a crash would and start it again. What every such server shares: its directory and port,
 * its JDBC URLs, running commands and cleaning up; a subclass adds how its server is set up, started and stopped
 * ({@link LocalPostgresInstance}, {@link LocalMariaDbInstance}).
 */
abstract class LocalServerInstance implements AutoCloseable {

    /** How long a set-up or stop command may take. */
    private static final long COMMAND_TIMEOUT_SECONDS = 120;

    private final Path directory;
    private final int port;
    private final String jdbcPrefix;

    /**
     * @param directoryPrefix the temporary directory's name prefix ({@code igen-pg-})
     * @param jdbcSubprotocol the URL's subprotocol ({@code postgresql}, {@code mysql})
     */
    LocalServerInstance(String directoryPrefix, String jdbcSubprotocol) throws IOException {
        this.directory = Files.createTempDirectory(directoryPrefix);
        this.port = freePort();
        this.jdbcPrefix = "jdbc:" + jdbcSubprotocol + "://127.0.0.1:";
    }

    /** Starts the (stopped) server and waits until it accepts connections. */
    public abstract void startAgain() throws IOException, InterruptedException;

    /** Stops the server at once, however it is running; called by {@link #close()}. */
    abstract void stopAtOnce() throws IOException, InterruptedException;

    public final int port() {
        return port;
    }

    /** The JDBC URL of a database on this server. */
    public final String url(String database) {
        return jdbcPrefix + port + "/" + database;
    }

    final Path directory() {
        return directory;
    }

    /** Stops the server and removes its directory. */
    @Override
    public final void close() throws IOException, InterruptedException {
        try {
            stopAtOnce();
        } catch (IOException stoppedAlready) {
            // the test stopped it, or it never started: the directory goes anyway
        } finally {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    /** Whether the build runs as root: then the servers, which refuse to run as root, run as their system user. */
    static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** Runs a command to its end; fails with its output when it fails or takes too long. */
    static void exec(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IOException("'" + String.join(" ", command) + "' failed: "
                    + new String(output, StandardCharsets.UTF_8).strip());
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
