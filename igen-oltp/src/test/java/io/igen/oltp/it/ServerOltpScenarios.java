package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * What every real database must pass, run by each server's IT: load, a short stepwise run, the integrity
 * check and re-use of the loaded data; a wrong password refused in one line naming the shard; and a shard
 * server stopped in the middle of a run.
 */
public final class ServerOltpScenarios {

    private ServerOltpScenarios() {
    }

    /** The connection options for a server: --db, the URL template, and the user and password if any. */
    public static List<String> connection(String db, String urlTemplate, String user, String password, Path temp)
            throws IOException {
        List<String> arguments = new ArrayList<>(List.of("--db", db, "--url", urlTemplate));
        if (user != null) {
            arguments.addAll(List.of("--user", user));
        }
        if (password != null) {
            Path file = Files.writeString(Files.createTempFile(temp, "password", ".txt"), password + "\n");
            arguments.addAll(List.of("--password-file", file.toString()));
        }
        return arguments;
    }

    /**
     * Two runs over 2 shards x 300 customers: the first loads, without maintenance; the second re-uses the data, finds
     * what the first left and maintains the shards before every window; both check integrity and record each window's
     * database state.
     */
    public static void loadRunCheckAndReuse(List<String> connection, List<String> expectedProducts, String secret,
                                            Path temp) throws IOException {
        List<String> arguments = new ArrayList<>(connection);
        arguments.addAll(List.of("--shards", "2", "--customers-per-shard", "300", "--threads", "2,4",
                "--warmup", "0.3", "--no-priming", "--duration", "1"));
        Path firstOut = temp.resolve("first");
        List<String> withoutMaintenance = new ArrayList<>(arguments);
        withoutMaintenance.addAll(List.of("--maintenance", "off"));
        CliRun first = OltpRun.run(firstOut, withoutMaintenance);

        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.err()).contains("loading 2 shard(s), 13,300 rows each", "rows/s",
                "integrity check passed on all 2 shards");
        JsonNode result = OltpRun.latestResult(firstOut).orElseThrow();
        assertThat(result.get("levels")).hasSize(2);
        for (JsonNode level : result.get("levels")) {
            assertThat(level.get("operations").asLong()).isPositive();
            assertThat(level.get("errors")).isEmpty();
            assertThat(level.get("perShard")).hasSize(2);
            assertThat(level.get("maintenanceSeconds").asDouble()).isZero();
            assertThat(level.get("dbState")).hasSize(2);
            assertSessionsSampled(level, expectedProducts.contains("PostgreSQL"));
        }
        assertThat(first.err()).doesNotContain("maintenance:");
        JsonNode databases = result.get("config").get("workload").get("shardDatabases");
        assertThat(databases).hasSize(2);
        for (JsonNode database : databases) {
            assertThat(database.get("product").asText()).isIn(expectedProducts);
            assertThat(database.get("version").asText()).isNotBlank();
        }
        JsonNode servers = result.get("config").get("workload").get("shardSettings");
        assertThat(servers).isNotEmpty();
        for (JsonNode server : servers) {
            String setting = server.get("product").asText().equals("PostgreSQL") ? "synchronous_commit"
                    : "innodb_flush_log_at_trx_commit";
            assertThat(server.get("settings").get(setting)).as(server.toString()).isNotNull();
        }
        assertThat(first.err()).contains(servers.get(0).get("settings").fieldNames().next());
        assertNoSecret(secret, first, firstOut);

        Path secondOut = temp.resolve("second");
        CliRun second = OltpRun.run(secondOut, arguments);
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(second.err()).contains("re-using the data set in all 2 shards", "integrity check passed on all 2 shards")
                .doesNotContain("loading");
        assertNoSecret(secret, second, secondOut);
        assertStateKeptAndRecorded(first.err(), OltpRun.latestResult(firstOut).orElseThrow(),
                second.err(), OltpRun.latestResult(secondOut).orElseThrow());
    }

    /**
     * The level's window has its sessions' wait breakdown, whose classes make the whole; on PostgreSQL, where a session
     * inside a transaction shows whether or not it runs a statement, sessions were seen in it.
     */
    public static void assertSessionsSampled(JsonNode level, boolean sessionsAlwaysSeen) {
        assertThat(level.get("sessionSamples").asInt()).as(level.toString()).isPositive();
        double sessions = level.get("sessionsPerSample").asDouble();
        if (sessionsAlwaysSeen) {
            assertThat(sessions).as(level.toString()).isPositive();
        }
        double shares = 0;
        for (String share : List.of("sessionCpuPercent", "sessionLockPercent", "sessionIoPercent",
                "sessionClientPercent", "sessionOtherPercent")) {
            shares += level.get(share).asDouble();
        }
        assertThat(shares).as(level.toString()).isCloseTo(sessions > 0 ? 100 : 0, within(0.5));
    }

    /**
     * The second run maintained the shards before each window and after its last level, and recorded the state. On
     * PostgreSQL, the dead rows were gone at every window's start; with autovacuum off, where nothing else removes
     * them, the first run's were found at the second's start, in its opening state and a warning.
     */
    private static void assertStateKeptAndRecorded(String firstErr, JsonNode first, String secondErr, JsonNode second) {
        assertThat(secondErr).contains("maintenance: 2 shard(s) in", "after the last level, maintenance: 2 shard(s)");
        assertThat(second.get("config").get("workload").get("maintenance").asText()).startsWith("window (");
        for (JsonNode level : second.get("levels")) {
            assertThat(level.get("maintenanceSeconds").asDouble()).isPositive();
            assertThat(level.get("dbState").get("0").get("atWindowStart")).isNotEmpty();
            assertThat(level.get("dbState").get("1").get("atWindowEnd")).isNotEmpty();
        }
        if (second.get("levels").get(0).has("deadRowsAtWindowStart")) {
            for (JsonNode level : second.get("levels")) {
                assertThat(level.get("deadRowsAtWindowStart").asLong()).as(level.toString())
                        .isLessThan(level.get("liveRowsAtWindowStart").asLong() / 10);
            }
            JsonNode workload = second.get("config").get("workload");
            assertThat(first.get("config").get("workload").get("shardStateAtOpen").asText())
                    .isEqualTo("orders: dead rows under 10 % of live rows");
            String autovacuum = workload.get("shardSettings").get(0).get("settings").get("autovacuum").asText();
            assertThat(firstErr.contains("autovacuum is off")).isEqualTo(autovacuum.equals("off"));
            if (autovacuum.equals("off")) {
                assertThat(workload.get("shardStateAtOpen").asText())
                        .isNotEqualTo("orders: dead rows under 10 % of live rows");
                assertThat(secondErr).contains("dead rows in orders", "left by earlier runs");
            }
        } else {
            assertThat(second.get("levels").get(0).has("historyListAtWindowStart")
                    || second.get("levels").get(0).has("ordersBytesAtWindowStart")).isTrue();
        }
    }

    /** {@link #loadRunCheckAndReuse} on the shards a URL template names, as {@code user}. */
    public static void loadRunCheckAndReuse(String db, String urlTemplate, String user, String password,
                                            List<String> expectedProducts, Path temp) throws IOException {
        loadRunCheckAndReuse(connection(db, urlTemplate, user, password, temp), expectedProducts, password, temp);
    }

    /** {@link #wrongPasswordIsOneClearLine} on the shards a URL template names, as {@code user}. */
    public static void wrongPasswordIsOneClearLine(String db, String urlTemplate, String user, String wrongPassword,
                                                   Path temp) throws IOException {
        wrongPasswordIsOneClearLine(connection(db, urlTemplate, user, wrongPassword, temp), wrongPassword,
                urlTemplate.replace("{shard}", "0"), temp);
    }

    /** A wrong password: exit 2, one line naming shard 0 and its URL, what to check, and no password. */
    public static void wrongPasswordIsOneClearLine(List<String> connectionWithWrongPassword, String wrongPassword,
                                                   String urlOfShard0, Path temp) throws IOException {
        List<String> arguments = new ArrayList<>(connectionWithWrongPassword);
        arguments.addAll(List.of("--shards", "2", "--customers-per-shard", "100", "--threads", "2",
                "--warmup", "0", "--no-priming", "--duration", "0.5"));
        CliRun run = OltpRun.run(temp.resolve("wrong-password"), arguments);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
        assertThat(run.err()).contains("cannot connect to shard 0 (" + urlOfShard0 + ")",
                "the user or password was refused", "--password-file", "IGEN_DB_PASSWORD");
        assertThat(run.err() + run.out()).doesNotContain(wrongPassword);
    }

    /** Stops or starts a shard's server. */
    @FunctionalInterface
    public interface ServerAction {
        void run() throws Exception;
    }

    /**
     * Shard 1's server stops (as a crash would) once the first level is written, and starts again once
     * the second is: shard 1's errors are counted in the level it was down, shard 0 goes on without any,
     * every level's result is written, and the last level runs on shard 1 again (its pool reconnected).
     * The level's few errors (each waited for a connection) are a small share of all its transactions (on a busy
     * machine, whose transactions are few, more than the default 1 %: the limit here is 10 %, so that only the
     * per-shard judgement is tested), but shard 1 committed none: that is a problem of the run, which exits 1.
     *
     * @param connection options naming 2 shards whose connection timeout suits 2.5 s levels (500 ms)
     */
    public static void shardStoppedMidRun(List<String> connection, ServerAction stopShard1, ServerAction startShard1,
                                          String secret, Path temp) throws Exception {
        List<String> arguments = new ArrayList<>(connection);
        arguments.addAll(List.of("--customers-per-shard", "200", "--threads", "2,4,6,8",
                "--warmup", "0.5", "--no-priming", "--duration", "2.5", "--max-error-percent", "10",
                "--quiet"));
        Path out = temp.resolve("stopped");
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> OltpRun.run(out, arguments));

        awaitLevels(out, 1, run);
        stopShard1.run();
        awaitLevels(out, 2, run);
        startShard1.run();
        CliRun finished = run.get(180, TimeUnit.SECONDS);

        JsonNode result = OltpRun.latestResult(out).orElseThrow();
        JsonNode levels = result.get("levels");
        assertThat(levels).as(finished.err()).hasSize(4);
        String perShard = levels.findValues("perShard").toString();
        JsonNode whileDown = levels.get(1).get("perShard");
        assertThat(whileDown.get("1").get("errors").asLong()).as(perShard).isPositive();
        assertThat(whileDown.get("0").get("errors").asLong()).as(perShard).isZero();
        assertThat(whileDown.get("0").get("transactions").asLong()).as(perShard).isPositive();
        assertThat(levels.get(1).get("errors").fieldNames()).toIterable().allMatch(kind -> kind.startsWith("SQLState"));
        JsonNode afterRestart = levels.get(3).get("perShard");
        assertThat(afterRestart.get("1").get("transactions").asLong()).as("shard 1 after its server came back: " + perShard)
                .isPositive();
        assertThat(afterRestart.get("1").get("errors").asLong()).as(perShard).isZero();
        assertThat(finished.exitCode()).as("a shard without a committed transaction in a level: exit 1").isEqualTo(1);
        assertThat(result.get("problems").toString()).contains("level 4: shard 1 committed no transaction");
        assertThat(result.get("problems")).as("only shard 1 (a slow restart may touch the later levels too)")
                .allMatch(problem -> problem.asText().contains(": shard 1 "));
        assertNoSecret(secret, finished, out);
        System.out.println("stopped-shard run, per shard and level: " + perShard);
    }

    /** Waits until the run's result file holds {@code levels} levels (it is rewritten after each). */
    private static void awaitLevels(Path out, int levels, CompletableFuture<CliRun> run) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline && !run.isDone()) {
            Optional<JsonNode> result = OltpRun.latestResult(out);
            if (result.isPresent() && result.get().has("levels") && result.get().get("levels").size() >= levels) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the run did not reach level " + levels + (run.isDone() ? ": " + run.join().err() : ""));
    }

    public static void assertNoSecret(String secret, CliRun run, Path outDirectory) throws IOException {
        if (secret == null || secret.isEmpty()) {
            return;
        }
        assertThat(run.out() + run.err()).doesNotContain(secret);
        assertThat(OltpRun.allFiles(outDirectory)).doesNotContain(secret);
    }
}
