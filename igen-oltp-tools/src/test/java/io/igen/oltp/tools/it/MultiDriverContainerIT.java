package io.igen.oltp.tools.it;

import io.igen.oltp.it.ComposeProject;
import io.igen.oltp.it.ContainerEngine;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A multi-driver run across containers, as the Kubernetes manifests would run it on a cluster:
 * {@code docker/multi-driver/compose.yaml}'s 4 PostgreSQL shards and 2 driver containers, each a host of its own on
 * the compose network, each with its index from {@code JOB_COMPLETION_INDEX}, the same run id and start time; then the
 * merge in a container, every file on one results volume. First a whole run; then one whose driver 1 is killed in
 * its second level's window and started again too late, which the merge must name.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MultiDriverContainerIT {

    private static final String PASSWORD = "multi-Driver-7c31";
    private static final Path RESULTS = Path.of("target", "multi-driver-results");
    /**
     * Far enough ahead for both JVMs to start in their containers and load their shards on a busy 2-core machine: with
     * the test suite's builds beside it, the drivers started 10-14 s after {@code up} (2026-11-29); priming fills what
     * is left of the lead.
     */
    private static final Duration LEAD = Duration.ofSeconds(28);
    private static final int WARMUP_SECONDS = 1;
    private static final int WINDOW_SECONDS = 4;
    /** Tiny data, short levels: what the test looks at is the timetable, the parts and the merge, not the numbers. */
    private static final Map<String, String> TINY = Map.of("IGEN_CUSTOMERS_PER_SHARD", "200",
            "IGEN_WARMUP", Integer.toString(WARMUP_SECONDS), "IGEN_DURATION", Integer.toString(WINDOW_SECONDS));
    /** Level 2's warm-up starts one slot (warm-up + window + 5 s) after the first level's, its window a warm-up later. */
    private static final int SECOND_WINDOW_OPENS_SECONDS = (WARMUP_SECONDS + WINDOW_SECONDS + 5) + WARMUP_SECONDS;

    private static MultiDriverCompose project;

    @BeforeAll
    static void shards() throws Exception {
        ContainerEngine.require();
        deleteTree(RESULTS);
        Files.createDirectories(RESULTS);
        project = new MultiDriverCompose(PASSWORD, RESULTS);
        project.startShards(4);
    }

    @AfterAll
    static void down() throws Exception {
        if (project != null) {
            ComposeProject compose = project.forRun("down", Instant.now(), Map.of());
            compose.run("--profile", "merge", "down", "-v", "--remove-orphans", "--rmi", "local");
            assertThat(compose.containers()).as("containers left by compose down").isEmpty();
        }
    }

    @Test
    @Order(1)
    void twoDriverContainersMeasureOneRunThatMergesIntoAllFourShards() throws Exception {
        Instant startAt = Instant.now().plus(LEAD);
        ComposeProject compose = project.forRun("c1", startAt, withThreads("4"));
        compose.succeed("up", "-d", "--no-build", "driver0", "driver1");
        List<JsonNode> parts = new ArrayList<>();
        for (int driver = 0; driver < 2; driver++) {
            String id = MultiDriverCompose.containerId(compose, "driver" + driver);
            int exitCode = MultiDriverCompose.awaitExit(id);
            String log = MultiDriverCompose.docker("logs", id).text();
            assertThat(exitCode).as(log).isZero();
            assertThat(log).contains("integrity check passed on shards " + 2 * driver + "-" + (2 * driver + 1))
                    .doesNotContain(PASSWORD);
            int at = driver;
            log.lines().filter(line -> line.startsWith("integrity")).forEach(line ->
                    System.out.println("multi-driver containers, run c1, driver " + at + ": " + line));
            parts.add(project.result("c1", "driver-" + driver).orElseThrow());
        }
        ComposeProject.Output merge = compose.run("run", "--rm", "merge");

        assertThat(merge.exitCode()).as(merge.text()).isZero();
        assertThat(merge.text()).contains("run c1: 2 parts").doesNotContain(PASSWORD).doesNotContain("PROBLEM");
        JsonNode merged = project.result("c1", "merged").orElseThrow();
        assertThat(merged.get("problems")).isEmpty();
        for (int driver = 0; driver < 2; driver++) {
            JsonNode part = parts.get(driver);
            assertThat(part.get("runId").asText()).isEqualTo("c1");
            assertThat(part.at("/driver/index").asInt()).isEqualTo(driver);
            assertThat(part.at("/environment/host").asText()).isEqualTo("driver" + driver);
            assertThat(part.at("/environment/addresses")).isNotEmpty();
            assertThat(part.get("problems")).isEmpty();
        }
        assertThat(parts.get(0).at("/environment/addresses")).as("each container its own address")
                .isNotEqualTo(parts.get(1).at("/environment/addresses"));
        JsonNode level = merged.at("/levels/0");
        long sum = parts.get(0).at("/levels/0/operations").asLong() + parts.get(1).at("/levels/0/operations").asLong();
        assertThat(level.get("operations").asLong()).isEqualTo(sum).isPositive();
        assertThat(level.at("/perShard").fieldNames()).toIterable().containsExactly("0", "1", "2", "3");
        assertThat(level.get("windowOverlap").asDouble()).isGreaterThanOrEqualTo(0.9);
        for (int driver = 0; driver < 2; driver++) {
            JsonNode part = parts.get(driver);
            System.out.printf("multi-driver containers, run c1, driver %d: host %s, addresses %s, shards %s, "
                            + "window start %s, %d transactions, problems %s%n", driver,
                    part.at("/environment/host").asText(), part.at("/environment/addresses"),
                    part.at("/driver/partitions"), part.at("/levels/0/windowStart").asText(),
                    part.at("/levels/0/operations").asLong(), part.get("problems"));
        }
        System.out.printf("multi-driver containers, run c1, merged: %d transactions (parts' sum %d), perShard %s, "
                        + "windowOverlap %s, problems %s%n", level.get("operations").asLong(), sum,
                iterable(level.at("/perShard").fieldNames()), level.get("windowOverlap"), merged.get("problems"));
    }

    @Test
    @Order(2)
    void aDriverKilledMidLevelIsNamedByTheMergeWhichExits1() throws Exception {
        Instant startAt = Instant.now().plus(LEAD);
        ComposeProject compose = project.forRun("c2", startAt, withThreads("4,8"));
        compose.succeed("up", "-d", "--no-build", "driver0", "driver1");
        String victim = MultiDriverCompose.containerId(compose, "driver1");
        Instant midSecondWindow = startAt.plusSeconds(SECOND_WINDOW_OPENS_SECONDS + WINDOW_SECONDS / 2);
        awaitFirstLevelOf(victim, "c2", "driver-1");
        long untilMidWindow = Duration.between(Instant.now(), midSecondWindow).toMillis();
        assertThat(untilMidWindow).as("driver 1 wrote its first level before level 2's window").isPositive();
        TimeUnit.MILLISECONDS.sleep(untilMidWindow); // the timetable's instant, not a wait for something to settle
        MultiDriverCompose.docker("kill", victim);

        String survivor = MultiDriverCompose.containerId(compose, "driver0");
        assertThat(MultiDriverCompose.awaitExit(survivor)).isZero();
        assertThat(MultiDriverCompose.awaitExit(victim)).as("SIGKILL").isEqualTo(137);
        ComposeProject.Output late = MultiDriverCompose.docker("start", "-a", victim);
        ComposeProject.Output merge = compose.run("run", "--rm", "merge");

        assertThat(late.exitCode()).as(late.text()).isEqualTo(2);
        assertThat(late.text()).contains("--start-at").doesNotContain(PASSWORD);
        JsonNode killed = project.result("c2", "driver-1").orElseThrow();
        assertThat(killed.get("levels")).hasSize(1);
        assertThat(merge.exitCode()).as(merge.text()).isEqualTo(1);
        assertThat(merge.text()).contains("run c2: 1 parts",
                "driver 1 of 2, shards 2-3 stopped after 1 of 2 levels (killed, crashed or interrupted): left out of "
                        + "the merge",
                "PROBLEM: driver(s) [1] of 2 missing: the merged levels hold only the given parts' shards and threads");
        JsonNode merged = project.result("c2", "merged").orElseThrow();
        assertThat(merged.at("/levels/1/perShard").fieldNames()).toIterable().containsExactly("0", "1");
        System.out.printf("multi-driver containers, run c2: driver 1 killed at %s (level 2's window), its part holds "
                + "%d level(s); started again, it exited %d: %s%n", midSecondWindow, killed.get("levels").size(),
                late.exitCode(), late.text().strip().lines().reduce((first, last) -> last).orElse(""));
        merge.text().lines().filter(line -> line.contains("PROBLEM")).forEach(line ->
                System.out.println("multi-driver containers, run c2, merge (exit " + merge.exitCode() + "): " + line));
    }

    private static Map<String, String> withThreads(String threads) {
        Map<String, String> settings = new java.util.HashMap<>(TINY);
        settings.put("IGEN_THREADS", threads);
        return settings;
    }

    /** Polls the part's JSON until it holds a level; fails if the driver stops first. */
    private static void awaitFirstLevelOf(String containerId, String runId, String driver) throws Exception {
        Instant deadline = Instant.now().plus(LEAD).plusSeconds(60);
        while (project.result(runId, driver).map(part -> part.path("levels").size()).orElse(0) < 1) {
            String running = MultiDriverCompose.docker("inspect", "-f", "{{.State.Running}}", containerId).text();
            if (!running.strip().equals("true") || Instant.now().isAfter(deadline)) {
                throw new AssertionError(driver + " wrote no level:\n" + MultiDriverCompose.docker("logs", containerId)
                        .text());
            }
            TimeUnit.MILLISECONDS.sleep(200); // polling a file the container rewrites after each level
        }
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> list = new ArrayList<>();
        names.forEachRemaining(list::add);
        return list;
    }

    private static void deleteTree(Path directory) throws Exception {
        if (Files.exists(directory)) {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
