package io.igen.oltp.tools.deploy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the {@code docker} client, the one way this package talks to the engine and its swarm: what the user's own
 * {@code docker} would do, against the engine it would reach ({@code DOCKER_HOST}, its context).
 */
class DockerCli {

    private static final long TIMEOUT_SECONDS = 120;

    /** The command's standard output; an {@link IOException} with its output when it fails or does not end. */
    String run(String... arguments) throws IOException {
        return run(null, arguments);
    }

    /** The same, writing {@code input} to the command's standard input first (a secret, never an argument). */
    String run(byte[] input, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(arguments));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException("cannot run docker (" + e.getMessage() + "); install the Docker client (Debian: "
                    + "docker.io)", e);
        }
        try {
            try (OutputStream stdin = process.getOutputStream()) {
                if (input != null) {
                    stdin.write(input);
                }
            }
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new IOException("'" + String.join(" ", command) + "' did not end in " + TIMEOUT_SECONDS + " s");
            }
            if (process.exitValue() != 0) {
                // one line: a message of several is read as a stack of problems
                throw new IOException("'" + String.join(" ", command) + "' failed: "
                        + String.join("; ", output.lines().filter(line -> !line.isBlank()).toList()));
            }
            return output;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running '" + String.join(" ", command) + "'", e);
        } finally {
            process.destroyForcibly();
        }
    }
}
