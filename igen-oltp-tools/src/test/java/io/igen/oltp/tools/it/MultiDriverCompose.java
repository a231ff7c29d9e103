package io.igen.oltp.tools.it;

import io.igen.oltp.it.ComposeProject;
import io.igen.oltp.it.ContainerImages;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code docker/multi-driver/compose.yaml} brought up as project {@code igenit-multi-driver}: its shard containers,
 * then its driver containers for one run (a run id, a start time and the run's settings, as a user exports them), the
 * merge container after them, and what the engine can do to a driver container (kill it, start it again).
 */
final class MultiDriverCompose {

    static final Path FILE = Path.of("..", "docker", "multi-driver", "compose.yaml");
    static final String PROJECT = "igenit-multi-driver";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, String> common;
    private final Path results;

    /** @param results the results volume: a host directory, so the test reads what the containers wrote */
    MultiDriverCompose(String password, Path results) {
        this.common = new HashMap<>(ContainerImages.chosen().composeVariables());
        common.put("IGEN_DB_PASSWORD", password);
        common.put("IGEN_RESULTS", results.toAbsolutePath().toString());
        this.results = results;
    }

    /** The project for one run; compose needs a run id and start time to read the file at all. */
    ComposeProject forRun(String runId, Instant startAt, Map<String, String> settings) throws Exception {
        Map<String, String> variables = new HashMap<>(common);
        variables.put("IGEN_RUN_ID", runId);
        variables.put("IGEN_START_AT", startAt.toString());
        variables.putAll(settings);
        return ComposeProject.of(FILE, PROJECT, variables);
    }

    /** Builds the driver image, starts the shards and returns once each reports healthy. */
    void startShards(int shards) throws Exception {
        ComposeProject compose = forRun("setup", Instant.now(), Map.of());
        compose.succeed("build", "driver0");
        List<String> up = new ArrayList<>(List.of("up", "-d"));
        for (int k = 0; k < shards; k++) {
            up.add("shard" + k);
        }
        compose.succeed(up.toArray(String[]::new));
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        for (int k = 0; k < shards; k++) {
            String id = containerId(compose, "shard" + k);
            while (!docker("inspect", "-f", "{{.State.Health.Status}}", id).text().strip().equals("healthy")) {
                if (Instant.now().isAfter(deadline)) {
                    throw new AssertionError("shard" + k + " not healthy within 3 minutes:\n"
                            + docker("logs", id).text());
                }
                TimeUnit.MILLISECONDS.sleep(500); // polling the engine for a state, not waiting for one to settle
            }
        }
    }

    /** The id of the service's container (the newest, when there are several). */
    static String containerId(ComposeProject compose, String service) throws Exception {
        String ids = compose.succeed("ps", "-q", service).text().strip();
        if (ids.isEmpty()) {
            throw new AssertionError("no container for " + service);
        }
        return ids.lines().reduce((first, last) -> last).orElseThrow();
    }

    /** Waits for the container to stop; its exit code. */
    static int awaitExit(String containerId) throws Exception {
        return Integer.parseInt(docker("wait", containerId).text().strip());
    }

    /** Runs a docker command and returns its output, whatever its exit code. */
    static ComposeProject.Output docker(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not finish within 10 minutes");
        }
        return new ComposeProject.Output(process.exitValue(), text);
    }

    /** The JSON file a driver, or the merge, wrote under {@code <run>/<directory>}, as it is now. */
    Optional<JsonNode> result(String runId, String directory) throws IOException {
        Path folder = results.resolve(runId).resolve(directory);
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        Optional<Path> json;
        try (Stream<Path> files = Files.list(folder)) {
            json = files.filter(file -> file.getFileName().toString().endsWith(".json")).findFirst();
        }
        try {
            return json.isEmpty() ? Optional.empty() : Optional.ofNullable(JSON.readTree(json.get().toFile()))
                    .filter(JsonNode::isObject);
        } catch (JsonProcessingException beingRewritten) {
            return Optional.empty(); // caught while the driver rewrites it: read again later
        }
    }
}
