package io.igen.oltp.tools.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.oltp.it.CiRequirement;
import io.igen.oltp.it.ContainerEngine;
import io.igen.oltp.it.ContainerImages;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp deploy swarm --run} on the one-node swarm of CI's engine ({@code .ci/run} initialises it on
 * loopback): 4 PostgreSQL services and 2 driver replicas, their parts merged; then a run whose driver in slot 2 is
 * killed in its second level, which the command names, exiting 1; a run whose shard 1 is killed in its second level,
 * restarted by Swarm at a new address and measured as an outage; and a label that places nothing, refused before
 * anything is deployed. The node carries this test's own labels while it runs.
 */
class SwarmDeployContainerIT {

    private static final String DRIVER_IMAGE = "igen-oltp-driver:swarm-it";
    private static final String DB_LABEL = "igen.it.db=true";
    private static final String DRIVER_LABEL = "igen.it.driver=true";
    /**
     * From the drivers' start, once the shards answer, to the first level: their JVMs and loading took 2-3 s of it here
     * (2026-11-29), the images' copy on the engine's vfs storage some more.
     */
    private static final String START_IN_SECONDS = "20";
    private static final Path OUT = Path.of("target", "swarm-it").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static String node;

    @BeforeAll
    static void swarmWithLabelsAndTheDriverImage() throws Exception {
        ContainerEngine.require();
        if (!docker("info", "--format", "{{.Swarm.LocalNodeState}}").equals("active")) {
            throw CiRequirement.unmet("the Docker engine is not in a swarm: .ci/run initialises one (docker swarm "
                    + "init --advertise-addr 127.0.0.1)");
        }
        node = docker("info", "--format", "{{.Swarm.NodeID}}");
        docker("node", "update", "--label-add", DB_LABEL, "--label-add", DRIVER_LABEL, node);
        String base = ContainerImages.chosen().composeVariables().getOrDefault("IGEN_DRIVER_BASE",
                "eclipse-temurin:17-jre");
        docker("build", "--quiet", "--file", "../docker/driver/Dockerfile", "--build-arg", "BASE=" + base,
                "--tag", DRIVER_IMAGE, "..");
        deleteTree(OUT);
    }

    @AfterAll
    static void labelsAndImageRemoved() throws Exception {
        if (node != null) {
            docker("node", "update", "--label-rm", "igen.it.db", "--label-rm", "igen.it.driver", node);
            docker("image", "rm", DRIVER_IMAGE);
        }
    }

    @Test
    void twoDriverReplicasMeasureOneRunMergedIntoAllFourShardsAndTheStackIsRemoved() throws Exception {
        long started = System.nanoTime();
        CliRun run = deploy("it1", "4");
        double wallSeconds = (System.nanoTime() - started) / 1e9;

        assertThat(run.exitCode()).as(run.err() + run.out()).isZero();
        assertThat(run.err()).contains("stack igen-it1 deployed: 4 shard services",
                "driver slot 1: Complete", "driver slot 2: Complete",
                "integrity check passed on shards 0-1", "integrity check passed on shards 2-3",
                "stack igen-it1 removed");
        List<JsonNode> parts = List.of(part("it1", 0), part("it1", 1));
        JsonNode merged = merged("it1");
        assertThat(merged.get("problems")).isEmpty();
        JsonNode level = merged.at("/levels/0");
        long sum = 0;
        for (int driver = 0; driver < 2; driver++) {
            JsonNode part = parts.get(driver);
            assertThat(part.at("/driver/index").asInt()).isEqualTo(driver);
            assertThat(part.at("/environment/host").asText()).as("the task's hostname").isEqualTo("driver-"
                    + (driver + 1));
            assertThat(part.get("problems")).isEmpty();
            sum += part.at("/levels/0/operations").asLong();
        }
        assertThat(level.get("operations").asLong()).isEqualTo(sum).isPositive();
        assertThat(level.at("/perShard").fieldNames()).toIterable().containsExactly("0", "1", "2", "3");
        assertThat(level.get("windowOverlap").asDouble()).isGreaterThanOrEqualTo(0.9);
        assertStackGone("igen-it1");
        System.out.printf("swarm, run it1: %.0f s wall; driver 0 %.0f tx/s, driver 1 %.0f tx/s, merged %.0f tx/s, "
                        + "%d transactions (parts' sum %d), windowOverlap %s%n", wallSeconds,
                parts.get(0).at("/levels/0/throughput").asDouble(), parts.get(1).at("/levels/0/throughput").asDouble(),
                level.get("throughput").asDouble(), level.get("operations").asLong(), sum, level.get("windowOverlap"));
    }

    @Test
    void aDriverTaskKilledMidRunIsNamedByItsSlotAndTheRunExits1() throws Exception {
        CompletableFuture<CliRun> running = CompletableFuture.supplyAsync(() -> deploy("it2", "4,8"));
        Path firstPart = OUT.resolve("it2").resolve("results").resolve("it2").resolve("driver-1");
        awaitFirstLevel(firstPart);
        docker("kill", docker("ps", "--quiet", "--filter", "name=igen-it2_driver.2."));
        CliRun run = running.get(5, TimeUnit.MINUTES);

        assertThat(run.exitCode()).as(run.err() + run.out()).isEqualTo(1);
        assertThat(run.err()).contains("driver slot 2 (driver 1) ended Failed: \"task: non-zero exit (137)\"",
                "driver slot 2's last lines", "stack igen-it2 removed");
        assertThat(run.out()).contains("run it2: 1 parts", "driver 1 of 2, shards 2-3 stopped after 1 of 2 levels "
                + "(killed, crashed or interrupted): left out of the merge", "PROBLEM: driver(s) [1] of 2 missing");
        assertThat(merged("it2").at("/levels/1/perShard").fieldNames()).toIterable().containsExactly("0", "1");
        assertStackGone("igen-it2");
        (run.err() + run.out()).lines().filter(line -> line.contains("slot 2") || line.contains("PROBLEM"))
                .forEach(line -> System.out.println("swarm, run it2 (exit " + run.exitCode() + "): " + line));
    }

    @Test
    void aShardServiceKilledMidLevelIsRestartedBySwarmAndItsOutageMeasured() throws Exception {
        // windows of 10 s: the shard is killed 2 s into level 2's; Swarm starts a new task of it at a new address
        CompletableFuture<CliRun> running = CompletableFuture.supplyAsync(() -> deploy("it4", "4,8", "10"));
        Path driverOfShard1 = OUT.resolve("it4").resolve("results").resolve("it4").resolve("driver-0");
        awaitFirstLevel(driverOfShard1);
        Instant start = Instant.parse(onlyJson(driverOfShard1).at("/config/startAt").asText());
        // level k's window opens at start + k x (warm-up 1 + window 10 + 5 s) + warm-up 1
        Instant kill = start.plusSeconds(16 + 1 + 2);
        TimeUnit.MILLISECONDS.sleep(Math.max(0, Duration.between(Instant.now(), kill).toMillis()));
        docker("kill", docker("ps", "--quiet", "--filter", "name=igen-it4_shard1."));
        CliRun run = running.get(5, TimeUnit.MINUTES);

        assertThat(run.exitCode()).as(run.err() + run.out()).isEqualTo(1);
        assertThat(run.err()).contains("driver slot 2: Complete", "stack igen-it4 removed");
        JsonNode part = part("it4", 0);
        JsonNode outage = part.at("/levels/1/perShard/1");
        assertThat(outage.get("unavailableSeconds").asDouble()).as(part.at("/levels/1").toString()).isPositive();
        // every problem is shard 1's: the outage, and the integrity check's when Swarm's new task of it was not up
        // yet (in 5 runs by hand it was, and the check passed; in one CI it was not: "could not count the orders of
        // shard 1")
        assertThat(part.at("/problems/0").asText()).startsWith("level 8: shard 1 unavailable");
        assertThat(part.get("problems")).allSatisfy(problem -> assertThat(problem.asText()).contains("shard 1"));
        assertThat(part("it4", 1).get("problems")).as("the other driver's shards stayed up").isEmpty();
        JsonNode merged = merged("it4");
        assertThat(merged.at("/levels/1/perShard").fieldNames()).toIterable().containsExactly("0", "1", "2", "3");
        assertThat(merged.at("/levels/1/operations").asLong()).isEqualTo(part.at("/levels/1/operations").asLong()
                + part("it4", 1).at("/levels/1/operations").asLong());
        assertStackGone("igen-it4");
        System.out.printf("swarm, run it4 (exit %d): shard 1 killed 2 s into level 2's window: unavailable %.1f s, "
                        + "outages %s, %s errors in the part's level; its problems %s%n", run.exitCode(),
                outage.get("unavailableSeconds").asDouble(), outage.get("outages"), outage.get("errors"),
                part.get("problems"));
    }

    @Test
    void aLabelThatPlacesNothingIsRefusedBeforeAnythingIsDeployed() throws Exception {
        CliRun run = CliRun.of(new OltpToolsCommand(), "deploy", "swarm", "--run", "--run-id", "it3",
                "--db-label", "igen.it.nowhere=true", "--out", OUT.resolve("it3").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("--db-label igen.it.nowhere=true: no node of the swarm carries that label");
        assertThat(run.isOneLineRefusal()).as(run.err()).isTrue();
        assertStackGone("igen-it3");
    }

    private static CliRun deploy(String runId, String threads) {
        return deploy(runId, threads, "3");
    }

    private static CliRun deploy(String runId, String threads, String windowSeconds) {
        return CliRun.of(new OltpToolsCommand(), "deploy", "swarm", "--run", "--run-id", runId, "--shards", "4",
                "--drivers", "2", "--start-in", START_IN_SECONDS, "--warmup", "1", "--duration", windowSeconds,
                "--db-image", ContainerImages.chosen().postgres().asCanonicalNameString(),
                "--driver-image", DRIVER_IMAGE, "--db-label", DB_LABEL, "--driver-label", DRIVER_LABEL,
                "--out", OUT.resolve(runId).toString(), "--", "--threads", threads, "--customers-per-shard", "200",
                "--no-priming");
    }

    /** Returns once the part under {@code partDir} holds a level: the moment to kill, inside level 2. */
    private static void awaitFirstLevel(Path partDir) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            try (Stream<Path> files = Files.exists(partDir) ? Files.list(partDir) : Stream.empty()) {
                for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                    JsonNode part = readOrNull(file);
                    if (part != null && part.path("levels").size() == 1) {
                        return;
                    }
                }
            }
            TimeUnit.MILLISECONDS.sleep(200);
        }
        throw new AssertionError("no level written under " + partDir);
    }

    private static JsonNode readOrNull(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            return null; // caught while the driver rewrites it
        }
    }

    private static JsonNode part(String runId, int driver) throws IOException {
        return onlyJson(OUT.resolve(runId).resolve("results").resolve(runId).resolve("driver-" + driver));
    }

    private static JsonNode merged(String runId) throws IOException {
        return onlyJson(OUT.resolve(runId).resolve("merged"));
    }

    private static JsonNode onlyJson(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            List<Path> json = files.filter(file -> file.toString().endsWith(".json")).toList();
            assertThat(json).as("JSON files in " + directory).hasSize(1);
            return JSON.readTree(json.get(0).toFile());
        }
    }

    private static void assertStackGone(String stack) throws Exception {
        String label = "label=com.docker.stack.namespace=" + stack;
        assertThat(docker("service", "ls", "--quiet", "--filter", label)).as("services").isEmpty();
        assertThat(docker("volume", "ls", "--quiet", "--filter", label)).as("volumes").isEmpty();
        assertThat(docker("secret", "ls", "--format", "{{.Name}}")).as("secrets").doesNotContain(stack);
    }

    private static String docker(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor()).as(String.join(" ", command) + ": " + output).isZero();
        return output;
    }

    private static void deleteTree(Path root) throws IOException {
        if (Files.exists(root)) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.sorted((a, b) -> b.compareTo(a)).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
