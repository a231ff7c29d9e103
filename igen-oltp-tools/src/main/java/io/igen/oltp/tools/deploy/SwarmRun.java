package io.igen.oltp.tools.deploy;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.tools.deploy.Swarm.Task;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code deploy swarm --run}: the stack deployed, the shards awaited, the drivers started, awaited and their parts
 * merged, and the stack removed however the command ends. The shards start first (the drivers at 0 replicas) because
 * a driver connects to its shards as it starts; the drivers follow once every shard's health check passes, in a
 * second deploy of the same stack with their replicas and the start instant counted from then, which is the file left
 * behind.
 */
final class SwarmRun {

    /** How long the shards may take to pass their health checks. */
    private static final Duration SHARDS_WAIT = Duration.ofMinutes(5);
    private static final long POLL_MILLIS = 1_000;
    private static final long REMOVE_SECONDS = 120;
    private static final int LOG_LINES = 8;
    private static final int LOG_LINES_SEARCHED = 400;

    /** {@code merge}, as the command line runs it: the parts' files into a folder; its exit code. */
    @FunctionalInterface
    interface Merge {
        int merge(List<String> parts, Path folder);
    }

    private final Swarm swarm;
    private final Merge merge;
    private final PrintWriter err;

    SwarmRun(Swarm swarm, Merge merge, PrintWriter err) {
        this.swarm = swarm;
        this.merge = merge;
        this.err = err;
    }

    /** Refuses, before anything is deployed, a swarm this stack cannot be placed on. */
    void check(Placement placement) throws IOException {
        swarm.requireManager();
        for (Placement.Label label : placement.labels()) {
            if (swarm.nodesLabelled(label.key(), label.value()).isEmpty()) {
                throw new BadConfigurationException(label.option() + " " + label + ": no node of the swarm carries "
                        + "that label, so nothing would be placed; label one: docker node update --label-add "
                        + label + " NODE");
            }
        }
    }

    /**
     * Runs the stack to its end.
     *
     * @param stackFile where the stack is written, before each deploy
     * @param lead      from the drivers' start to the first level: their JVMs, loading, priming
     * @return 0 when every driver completed and the merged result is clean, 1 otherwise
     */
    int run(SwarmStack stack, Path stackFile, Duration lead, Path mergedDir) throws IOException, InterruptedException {
        String name = stack.stackName();
        swarm.createSecret(stack.secretName(), randomPassword());
        Thread remover = new Thread(() -> remove(stack), "igen-swarm-remove");
        Runtime.getRuntime().addShutdownHook(remover);
        try {
            Files.writeString(stackFile, stack.render());
            swarm.deploy(stackFile, name);
            progress("stack " + name + " deployed: " + stack.deployment().shards() + " shard services; waiting for "
                    + "their health checks");
            awaitShards(stack);
            SwarmStack withDrivers = stack.withDriversStartingAt(Instant.now().plus(lead).truncatedTo(ChronoUnit.SECONDS));
            StudyDeployment deployment = withDrivers.deployment();
            Files.writeString(stackFile, withDrivers.render());
            swarm.deploy(stackFile, name);
            progress("every shard answers; " + deployment.drivers() + " drivers started, first level at "
                    + deployment.startAt());
            String driverService = name + "_" + SwarmStack.DRIVER_SERVICE;
            List<Task> drivers = awaitDrivers(driverService, stack.deployment().drivers());
            if (drivers.stream().allMatch(task -> task.state().equals("Complete"))) {
                // what each driver found of its shards after its last level, before the logs go with the stack
                swarm.logs(driverService, LOG_LINES_SEARCHED).lines().filter(line -> line.contains("integrity"))
                        .forEach(line -> err.println("  " + line));
            }
            for (Task task : drivers) {
                if (!task.state().equals("Complete")) {
                    err.println("driver slot " + task.slot() + "'s last lines (docker service logs " + task.id()
                            + "):");
                    swarm.logs(task.id(), LOG_LINES).lines().forEach(line -> err.println("  " + line));
                }
            }
            return merged(stack, drivers, mergedDir);
        } finally {
            if (Runtime.getRuntime().removeShutdownHook(remover)) {
                remove(stack);
            }
        }
    }

    private void awaitShards(SwarmStack stack) throws IOException, InterruptedException {
        Instant latest = Instant.now().plus(SHARDS_WAIT);
        while (true) {
            Map<String, String> replicas = swarm.replicas(stack.stackName());
            List<String> waiting = new ArrayList<>();
            for (int shard = 0; shard < stack.deployment().shards(); shard++) {
                String service = SwarmStack.shardService(shard);
                if (!"1/1".equals(replicas.get(service))) {
                    waiting.add(service + " " + replicas.getOrDefault(service, "absent"));
                }
            }
            if (waiting.isEmpty()) {
                return;
            }
            if (Instant.now().isAfter(latest)) {
                throw new IOException("the shards were not all running after " + SHARDS_WAIT.toMinutes()
                        + " minutes (" + String.join(", ", waiting) + "; docker service ps shows why)");
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    /** Waits until every driver's task has ended, saying each change of state. */
    private List<Task> awaitDrivers(String service, int drivers) throws IOException, InterruptedException {
        Map<Integer, String> said = new HashMap<>();
        while (true) {
            List<Task> tasks = swarm.tasks(service);
            for (Task task : tasks) {
                if (!task.state().equals(said.put(task.slot(), task.state()))) {
                    progress("driver slot " + task.slot() + ": " + task.state()
                            + (task.error().isEmpty() ? "" : " (" + task.error() + ")"));
                }
            }
            if (tasks.size() == drivers && tasks.stream().allMatch(Task::ended)) {
                return tasks;
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    /** Merges the parts the drivers wrote; names each driver whose task did not complete. */
    private int merged(SwarmStack stack, List<Task> drivers, Path mergedDir) throws IOException {
        int exitCode = ExitCode.OK;
        for (Task task : drivers) {
            if (!task.state().equals("Complete")) {
                err.println("igen-oltp deploy swarm: driver slot " + task.slot() + " (driver " + (task.slot() - 1)
                        + ") ended " + task.state() + (task.error().isEmpty() ? "" : ": " + task.error()));
                exitCode = ExitCode.FAILED;
            }
        }
        Path runDir = stack.resultsDir().resolve(stack.deployment().runId());
        List<String> parts;
        try (Stream<Path> files = Files.exists(runDir) ? Files.walk(runDir, 2) : Stream.empty()) {
            parts = files.filter(file -> file.getFileName().toString().matches("igen-oltp-.*\\.json"))
                    .map(Path::toString).sorted().toList();
        }
        if (parts.isEmpty()) {
            err.println("igen-oltp deploy swarm: no driver wrote a part under " + runDir + "; nothing to merge");
            err.flush();
            return ExitCode.FAILED;
        }
        return Math.max(exitCode, merge.merge(parts, mergedDir));
    }

    private void remove(SwarmStack stack) {
        try {
            swarm.remove(stack.stackName(), stack.secretName(), REMOVE_SECONDS);
            progress("stack " + stack.stackName() + " removed, with its volumes and secret");
        } catch (IOException e) {
            err.println("igen-oltp deploy swarm: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        err.flush();
    }

    private void progress(String line) {
        err.println(line);
        err.flush();
    }

    /** The shards' password: made for this stack, held by the swarm's secret and nowhere else. */
    private static byte[] randomPassword() {
        SecureRandom random = new SecureRandom();
        StringBuilder password = new StringBuilder();
        String alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        for (int i = 0; i < 24; i++) {
            password.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return password.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
