package io.igen.oltp.tools.servers;

import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the servers' own commands ({@code initdb}, {@code pg_ctl}, {@code mariadb-install-db}, ...). Database servers
 * refuse to run as root: as root, the commands run as the database's system user ({@code runuser}), who then owns the
 * instance directories.
 */
final class SystemCommands {

    private static final long TIMEOUT_SECONDS = 180;

    private SystemCommands() {
    }

    static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** Runs a command to its end, as {@code systemUser} when this process is root; fails with its output. */
    static void run(String systemUser, List<String> command) throws IOException {
        List<String> full = new ArrayList<>();
        if (root()) {
            full.addAll(List.of("runuser", "-u", systemUser, "--"));
        }
        full.addAll(command);
        exec(full);
    }

    /** As root, hands the directory to the system user, so the server (running as that user) may write in it. */
    static void handOver(String systemUser, Path directory) throws IOException {
        if (root()) {
            exec(List.of("chown", "-R", systemUser + ":" + systemUser, directory.toString()));
        }
    }

    /**
     * As root, fails unless the system user can write into the directory: a directory under one that only root may
     * enter (a JUnit or {@code mktemp -d} directory, {@code /root}) cannot hold the servers' data.
     */
    static void requireWritableBy(String systemUser, Path directory) {
        if (!root()) {
            return;
        }
        try {
            exec(List.of("runuser", "-u", systemUser, "--", "test", "-w", directory.toString()));
        } catch (IOException e) {
            throw new BadConfigurationException("the servers run as the user " + systemUser + ", who cannot write into "
                    + directory + " (a directory on its way is closed to others?); choose a --dir that user can reach, "
                    + "such as /var/tmp/igen-servers");
        }
    }

    private static void exec(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            byte[] output = process.getInputStream().readAllBytes();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new IOException("'" + String.join(" ", command) + "' failed: "
                        + new String(output, StandardCharsets.UTF_8).strip());
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running '" + String.join(" ", command) + "'", e);
        }
    }
}
