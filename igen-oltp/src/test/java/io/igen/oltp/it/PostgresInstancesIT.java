package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * iGenOLTP over two PostgreSQL servers of the test's own, on two ports, named in a shard map (see
 * {@link LocalServerInstance}): the servers ask for a password, so a wrong one can be tested, and the
 * test stops one in the middle of a run (as a crash would) and starts it again.
 *
 * <p>And a shard's outage measured, as the experiment: levels of 2, 4 and 8 threads with 12 s windows, shard
 * 1's postmaster killed with SIGKILL 2 s into the first level's window and started again 6 s later; the test measures
 * the real outage itself, from the kill to the moment the restarted server accepts a login, and holds iGen's figure to
 * it. When the first level's window opens is found from the databases, not guessed from the clock: a first short run
 * loads the data, so the measured run's first transaction (its warm-up's start, there being no priming pass) shows as
 * a new order id on shard 0; the window opens the fixed warm-up later. The outage lies inside the window with seconds
 * to spare on either side however slowly this machine starts the level's threads or the server.
 */
class PostgresInstancesIT {

    private static final String PASSWORD = "pg-Secret-5b1e";
    private static final String DATABASE = "igen";
    /** The stopped-shard test's own data set, so the tests do not depend on each other's order. */
    private static final String STOP_DATABASE = "igen_stop";
    /** The outage test's own data set. */
    private static final String OUTAGE_DATABASE = "igen_outage";
    private static final long WARMUP_SECONDS = 2;
    private static final long KILL_INTO_WINDOW_MS = 2_000;
    private static final long DOWN_MS = 6_000;
    private static final List<LocalServerInstance> INSTANCES = new ArrayList<>();

    @TempDir
    Path temp;

    @BeforeAll
    static void twoServers() throws Exception {
        for (int i = 0; i < 2; i++) {
            LocalServerInstance instance = LocalServerInstance.postgres(PASSWORD);
            INSTANCES.add(instance);
            instance.createDatabase(DATABASE);
            instance.createDatabase(STOP_DATABASE);
            instance.createDatabase(OUTAGE_DATABASE);
        }
    }

    @AfterAll
    static void stopServers() throws Exception {
        for (LocalServerInstance instance : INSTANCES) {
            instance.close();
        }
    }

    /**
     * A shard map of the two servers' {@code database}s. The short connection timeout makes a stopped
     * shard's load threads count an error every half second rather than every 3 s, to suit 2.5 s levels.
     */
    private Path shardMap(String database) throws Exception {
        String json = "{\"shards\": [\n"
                + "  {\"url\": \"" + INSTANCES.get(0).url(database) + "\", \"connectionTimeoutMs\": 500},\n"
                + "  {\"url\": \"" + INSTANCES.get(1).url(database) + "\", \"maxPoolSize\": 6, \"connectionTimeoutMs\": 500}\n"
                + "]}\n";
        return Files.writeString(temp.resolve("shards.json"), json);
    }

    private List<String> connection(String password) throws Exception {
        return connection(password, DATABASE);
    }

    private List<String> connection(String password, String database) throws Exception {
        Path passwordFile = Files.writeString(temp.resolve("password-" + password.length()), password + "\n");
        return new ArrayList<>(List.of("--db", "postgresql", "--shard-map", shardMap(database).toString(),
                "--user", LocalServerInstance.USER, "--password-file", passwordFile.toString()));
    }

    @Test
    void loadsRunsChecksIntegrityAndReusesTheDataOnTwoServers() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse(connection(PASSWORD), List.of("PostgreSQL"), PASSWORD, temp);
        JsonNode workload = OltpRun.latestResult(temp.resolve("second")).orElseThrow().get("config").get("workload");
        assertThat(workload.get("shardMap").asText()).endsWith("shards.json");
        assertThat(workload.get("shardDatabases").get(1).get("url").asText())
                .isEqualTo("jdbc:postgresql://127.0.0.1:" + INSTANCES.get(1).port() + "/" + DATABASE);
    }

    @Test
    void aWrongPasswordIsOneClearLineNamingTheShard() throws Exception {
        String wrong = "wrong-Secret-0d4c";
        ServerOltpScenarios.wrongPasswordIsOneClearLine(connection(wrong), wrong, INSTANCES.get(0).url(DATABASE), temp);
    }

    /** Shard 1's server stops as level 2 starts and comes back as level 3 starts: see {@link ServerOltpScenarios}. */
    @Test
    void aShardStoppedMidRunCountsErrorsOnThatShardAndTheRunCompletes() throws Exception {
        ServerOltpScenarios.shardStoppedMidRun(connection(PASSWORD, STOP_DATABASE),
                INSTANCES.get(1)::stopImmediately, INSTANCES.get(1)::startAgain, PASSWORD, temp);
    }

    @Test
    void aKilledShardIsUnavailableForAsLongAsItsServerWasDownAndTheRunFails() throws Exception {
        List<String> connection = outageConnection();
        CliRun load = OltpRun.run(temp.resolve("load"), concat(connection, "--threads", "2", "--warmup", "0",
                "--no-priming", "--duration", "1", "--quiet"));
        assertThat(load.exitCode()).as(load.err()).isZero();
        long loadedMaxOrder = maxOrderId(INSTANCES.get(0));

        Path out = temp.resolve("outage");
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> OltpRun.run(out, concat(connection,
                "--threads", "2,4,8", "--warmup", Long.toString(WARMUP_SECONDS), "--no-priming", "--duration", "12")));
        long firstTransaction = awaitNewOrder(INSTANCES.get(0), loadedMaxOrder, run);
        long killAt = firstTransaction + TimeUnit.SECONDS.toNanos(WARMUP_SECONDS)
                + TimeUnit.MILLISECONDS.toNanos(KILL_INTO_WINDOW_MS);
        sleepUntil(killAt);
        long killed = System.nanoTime();
        INSTANCES.get(1).killServerProcess();
        sleepUntil(killed + TimeUnit.MILLISECONDS.toNanos(DOWN_MS));
        CompletableFuture<Void> restart = CompletableFuture.runAsync(() -> {
            try {
                INSTANCES.get(1).startAgain();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long accepting = awaitLogin(INSTANCES.get(1));
        restart.get(60, TimeUnit.SECONDS);
        double realOutageSeconds = (accepting - killed) / 1e9;
        CliRun finished = run.get(180, TimeUnit.SECONDS);

        JsonNode result = OltpRun.latestResult(out).orElseThrow();
        JsonNode levels = result.get("levels");
        String perShard = levels.findValues("perShard").toString();
        System.out.printf("real outage %.3f s; per shard and level: %s%n", realOutageSeconds, perShard);
        System.out.println("problems: " + result.get("problems"));
        assertThat(levels).as(finished.err()).hasSize(3);
        JsonNode killedShard = levels.get(0).get("perShard").get("1");
        assertThat(killedShard.get("unavailableSeconds").asDouble()).as(perShard).isCloseTo(realOutageSeconds,
                within(1.0));
        assertThat(killedShard.get("outages")).as(perShard).hasSize(1);
        assertThat(killedShard.get("outages").get(0).get("recovery").isTextual()).as(perShard).isTrue();
        for (JsonNode level : levels) {
            assertThat(level.get("perShard").get("0").get("unavailableSeconds").asDouble()).as(perShard).isZero();
            assertThat(level.get("perShard").get("0").get("outages")).as(perShard).isEmpty();
        }
        assertThat(levels.get(1).get("perShard").get("1").get("unavailableSeconds").asDouble()).as(perShard).isZero();
        assertThat(levels.get(2).get("perShard").get("1").get("unavailableSeconds").asDouble()).as(perShard).isZero();
        assertThat(finished.exitCode()).as("an outage over --max-unavailable (1 s): exit 1").isEqualTo(1);
        assertThat(result.get("problems").toString()).contains("level 2: shard 1 unavailable ", " s (limit 1.0 s)");
        assertThat(result.get("problems").toString()).doesNotContain("integrity");
        assertThat(finished.err()).contains("integrity check passed on all 2 shards")
                .containsPattern("shard 1 unavailable \\d\\d:\\d\\d:\\d\\d\\.\\d-\\d\\d:\\d\\d:\\d\\d\\.\\d, "
                        + "\\d+\\.\\d s, recovered");
        ServerOltpScenarios.assertNoSecret(PASSWORD, finished, out);
    }

    /** Both servers in a shard map; the pools keep their default connection timeout (3 s), as in the issue. */
    private List<String> outageConnection() throws Exception {
        String json = "{\"shards\": [\n"
                + "  {\"url\": \"" + INSTANCES.get(0).url(OUTAGE_DATABASE) + "\"},\n"
                + "  {\"url\": \"" + INSTANCES.get(1).url(OUTAGE_DATABASE) + "\"}\n"
                + "]}\n";
        Path map = Files.writeString(temp.resolve("outage-shards.json"), json);
        Path passwordFile = Files.writeString(temp.resolve("outage-password"), PASSWORD + "\n");
        return List.of("--db", "postgresql", "--shard-map", map.toString(), "--customers-per-shard", "200",
                "--user", LocalServerInstance.USER, "--password-file", passwordFile.toString());
    }

    private static List<String> concat(List<String> first, String... more) {
        List<String> all = new ArrayList<>(first);
        all.addAll(List.of(more));
        return all;
    }

    private static long maxOrderId(LocalServerInstance instance) throws SQLException {
        try (Connection connection = DriverManager.getConnection(instance.url(OUTAGE_DATABASE), LocalServerInstance.USER,
                PASSWORD); Statement statement = connection.createStatement();
             ResultSet max = statement.executeQuery("SELECT max(o_id) FROM orders")) {
            max.next();
            return max.getLong(1);
        }
    }

    /** When the first order above {@code loadedMax} showed on the server: the run's first transaction. */
    private static long awaitNewOrder(LocalServerInstance instance, long loadedMax, CompletableFuture<CliRun> run)
            throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && !run.isDone()) {
            if (maxOrderId(instance) > loadedMax) {
                return System.nanoTime();
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the run committed no transaction" + (run.isDone() ? ": " + run.join().err() : ""));
    }

    /** When the server first accepted a login, tried every 10 ms. */
    private static long awaitLogin(LocalServerInstance instance) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            try (Connection ignored = DriverManager.getConnection(instance.url(OUTAGE_DATABASE), LocalServerInstance.USER,
                    PASSWORD)) {
                return System.nanoTime();
            } catch (SQLException notYet) {
                Thread.sleep(10);
            }
        }
        throw new AssertionError("shard 1's server accepted no login within 60 s of its restart");
    }

    /** Waits for a moment of the fault's schedule (not for something to settle). */
    private static void sleepUntil(long nanoTime) throws InterruptedException {
        long remaining;
        while ((remaining = nanoTime - System.nanoTime()) > 0) {
            TimeUnit.NANOSECONDS.sleep(remaining);
        }
    }
}
