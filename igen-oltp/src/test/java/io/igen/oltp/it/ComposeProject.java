package io.igen.oltp.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One compose file brought up under a project name of the test's own, through whichever compose a machine has:
 * the {@code docker compose} plugin (Docker Desktop, Docker's packages) or {@code docker-compose} (Debian's
 * package). Commands inherit the engine ({@code DOCKER_HOST}) and get the given variables on top.
 */
public final class ComposeProject {

    /** What a compose command printed (stdout and stderr together) and its exit code. */
    public record Output(int exitCode, String text) {
    }

    private final List<String> command;
    private final String project;
    private final Map<String, String> variables;

    private ComposeProject(List<String> command, String project, Map<String, String> variables) {
        this.command = command;
        this.project = project;
        this.variables = variables;
    }

    /** The file as project {@code project}; without any compose command, fails under CI and skips elsewhere. */
    public static ComposeProject of(Path composeFile, String project, Map<String, String> variables) throws Exception {
        List<String> compose = List.of();
        for (List<String> candidate : List.of(List.of("docker", "compose"), List.of("docker-compose"))) {
            List<String> version = new ArrayList<>(candidate);
            version.add("version");
            if (runs(version)) {
                compose = candidate;
                break;
            }
        }
        if (compose.isEmpty()) {
            throw CiRequirement.unmet("neither 'docker compose' nor 'docker-compose' runs here (Debian: apt-get install"
                    + " docker-compose; .ci/container-engine.sh does)");
        }
        List<String> command = new ArrayList<>(compose);
        command.addAll(List.of("-f", composeFile.toAbsolutePath().toString(), "-p", project));
        return new ComposeProject(command, project, variables);
    }

    /** Runs {@code compose <arguments>} and returns its output, whatever its exit code. */
    public Output run(String... arguments) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>(command);
        full.addAll(Arrays.asList(arguments));
        ProcessBuilder builder = new ProcessBuilder(full).redirectErrorStream(true);
        builder.environment().putAll(variables);
        Process process = builder.start();
        CompletableFuture<String> text = CompletableFuture.supplyAsync(() -> readAll(process));
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("'" + String.join(" ", full) + "' did not finish within 10 minutes");
        }
        return new Output(process.exitValue(), text.join());
    }

    /** Runs {@code compose <arguments>} and fails the test, with the output, unless it succeeds. */
    public Output succeed(String... arguments) throws IOException, InterruptedException {
        Output output = run(arguments);
        if (output.exitCode() != 0) {
            throw new AssertionError("compose " + String.join(" ", arguments) + " exited " + output.exitCode()
                    + ":\n" + output.text());
        }
        return output;
    }

    /**
     * {@code up -d}, once more if the first fails: Debian's docker-compose (v1) creates a project's containers in
     * parallel, and the engine now and then refuses one with "Host is already in use by another container" while
     * another is being attached to the project's network. {@code up} is idempotent, so a second try finishes the rest.
     */
    public void up() throws IOException, InterruptedException {
        Output first = run("up", "-d");
        if (first.exitCode() != 0) {
            Output second = run("up", "-d");
            if (second.exitCode() != 0) {
                throw new AssertionError("compose up -d exited " + first.exitCode() + " and, tried again, "
                        + second.exitCode() + ":\n" + first.text() + "\n--- again:\n" + second.text());
            }
        }
    }

    /** The ids of the project's containers, running or not (empty once it is down), as the engine lists them. */
    public String containers() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("docker", "ps", "-aq", "--filter",
                "label=com.docker.compose.project=" + project).start();
        String ids = readAll(process).strip();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError("docker ps failed: " + new String(process.getErrorStream().readAllBytes(),
                    StandardCharsets.UTF_8));
        }
        return ids;
    }

    private static boolean runs(List<String> command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            return process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException notInstalled) {
            return false;
        }
    }

    private static String readAll(Process process) {
        try {
            return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException closed) {
            return "";
        }
    }
}
