package io.igen.oltp.tools.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import io.igen.oltp.it.OltpRun;
import io.igen.oltp.it.ServerOltpScenarios;
import io.igen.oltp.it.ShardMapJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * iGenOLTP over database servers of the test's own, two PostgreSQL and two MariaDB (through MySQL Connector/J), each
 * pair on free ports and named in a shard map, made by the product's own {@code ServerEngine}
 * ({@link LocalServerInstance}): the servers ask for a password, so a wrong one can be tested; a shard's server is
 * stopped in the middle of a run (as a crash would) and started again; and on PostgreSQL the data is loaded, checked
 * and re-used.
 *
 * <p>And a shard's outage measured, as the experiment: levels of 2 and 4 threads (the experiment had a third,
 * of 8; one level after the outage shows the shard back as well as two did, and a 16 s window less keeps CI shorter),
 * shard 1's postmaster killed with SIGKILL 2 s into the first level's window and started again 6 s later; the windows
 * are 16 s, not the experiment's 12 s, because a restart with crash recovery took from 1.3 s on a quiet machine to
 * 6.3 s on a busy one, and the outage must end inside the window for its measure to be whole; the test measures
 * the real outage itself, from the kill to the moment the restarted server accepts a login, and holds iGen's figure to
 * it. When the first level's window opens is found from the databases, not guessed from the clock: a first short run
 * loads the data, so the measured run's first transaction (its warm-up's start, there being no priming pass) shows as
 * a new order id on shard 0; the window opens the fixed warm-up later. The outage lies inside the window with seconds
 * to spare on either side however slowly this machine starts the level's threads or the server.
 */
class LocalInstancesIT {

    private static final String PASSWORD = "local-Secret-5b1e";
    private static final String DATABASE = "igen";
    /** On PostgreSQL, the stopped-shard test's own data set, so the tests do not depend on each other's order. */
    private static final String STOP_DATABASE = "igen_stop";
    /** The outage test's own data set. */
    private static final String OUTAGE_DATABASE = "igen_outage";
    private static final long WARMUP_SECONDS = 2;
    private static final long KILL_INTO_WINDOW_MS = 2_000;
    private static final long DOWN_MS = 6_000;
    private static final long WINDOW_SECONDS = 16;
    /** {@code --db} name -> its two servers. */
    private static final Map<String, List<LocalServerInstance>> SERVERS = new LinkedHashMap<>();

    @TempDir
    Path temp;

    @BeforeAll
    static void twoServersOfEach() throws Exception {
        SERVERS.put("postgresql", new ArrayList<>());
        SERVERS.put("mysql", new ArrayList<>());
        for (int i = 0; i < 2; i++) {
            LocalServerInstance postgres = LocalServerInstance.postgres(PASSWORD);
            SERVERS.get("postgresql").add(postgres);
            postgres.createDatabase(STOP_DATABASE);
            postgres.createDatabase(OUTAGE_DATABASE);
            SERVERS.get("mysql").add(LocalServerInstance.mariaDb(PASSWORD));
        }
    }

    @AfterAll
    static void stopServers() throws Exception {
        for (List<LocalServerInstance> servers : SERVERS.values()) {
            for (LocalServerInstance server : servers) {
                server.close();
            }
        }
    }

    private static LocalServerInstance postgres(int shard) {
        return SERVERS.get("postgresql").get(shard);
    }

    /** The options naming the two servers of {@code db} (their {@code database}s) with the password. */
    private List<String> connection(String db, String password, String database) throws Exception {
        Path shardMap = ShardMapJson.write(temp, SERVERS.get(db).stream().map(server -> server.url(database)).toList());
        Path passwordFile = Files.writeString(temp.resolve("password-" + password.length()), password + "\n");
        return new ArrayList<>(List.of("--db", db, "--shard-map", shardMap.toString(),
                "--user", LocalServerInstance.USER, "--password-file", passwordFile.toString()));
    }

    @Test
    void postgresLoadsRunsChecksIntegrityAndReusesTheDataOnTwoServers() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse(connection("postgresql", PASSWORD, DATABASE), List.of("PostgreSQL"),
                PASSWORD, temp);
        JsonNode workload = OltpRun.latestResult(temp.resolve("second")).orElseThrow().get("config").get("workload");
        assertThat(workload.get("shardMap").asText()).endsWith("shards.json");
        assertThat(workload.get("shardDatabases").get(1).get("url").asText())
                .isEqualTo("jdbc:postgresql://127.0.0.1:" + postgres(1).port() + "/" + DATABASE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mysql"})
    void aWrongPasswordIsOneClearLineNamingTheShard(String db) throws Exception {
        String wrong = "wrong-Secret-0d4c";
        ServerOltpScenarios.wrongPasswordIsOneClearLine(connection(db, wrong, DATABASE), wrong,
                SERVERS.get(db).get(0).url(DATABASE), temp);
    }

    /** Shard 1's server stops as level 2 starts and comes back as level 3 starts: see {@link ServerOltpScenarios}. */
    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mysql"})
    void aShardStoppedMidRunCountsErrorsOnThatShardAndTheRunCompletes(String db) throws Exception {
        LocalServerInstance shard1 = SERVERS.get(db).get(1);
        ServerOltpScenarios.shardStoppedMidRun(connection(db, PASSWORD, db.equals("mysql") ? DATABASE : STOP_DATABASE),
                shard1::stopImmediately, shard1::startAgain, PASSWORD, temp);
    }

    @Test
    void postgresAKilledShardIsUnavailableForAsLongAsItsServerWasDownAndTheRunFails() throws Exception {
        List<String> connection = outageConnection();
        OutageProbe shard0 = new OutageProbe(postgres(0), OUTAGE_DATABASE, PASSWORD);
        OutageProbe shard1 = new OutageProbe(postgres(1), OUTAGE_DATABASE, PASSWORD);
        CliRun load = OltpRun.run(temp.resolve("load"), concat(connection, "--threads", "2", "--warmup", "0",
                "--no-priming", "--duration", "1", "--quiet"));
        assertThat(load.exitCode()).as(load.err()).isZero();
        long loadedMaxOrder = shard0.maxOrderId();

        Path out = temp.resolve("outage");
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> OltpRun.run(out, concat(connection,
                "--threads", "2,4", "--warmup", Long.toString(WARMUP_SECONDS), "--no-priming", "--duration", Long.toString(WINDOW_SECONDS))));
        long firstTransaction = shard0.awaitNewOrder(loadedMaxOrder, run);
        long killAt = firstTransaction + TimeUnit.SECONDS.toNanos(WARMUP_SECONDS)
                + TimeUnit.MILLISECONDS.toNanos(KILL_INTO_WINDOW_MS);
        OutageProbe.sleepUntil(killAt);
        long killed = System.nanoTime();
        postgres(1).killServerProcess();
        OutageProbe.sleepUntil(killed + TimeUnit.MILLISECONDS.toNanos(DOWN_MS));
        CompletableFuture<Void> restart = CompletableFuture.runAsync(() -> {
            try {
                postgres(1).startAgain();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long accepting = shard1.awaitLogin();
        restart.get(60, TimeUnit.SECONDS);
        double realOutageSeconds = (accepting - killed) / 1e9;
        CliRun finished = run.get(180, TimeUnit.SECONDS);

        JsonNode result = OltpRun.latestResult(out).orElseThrow();
        JsonNode levels = result.get("levels");
        String perShard = levels.findValues("perShard").toString();
        System.out.printf("real outage %.3f s; per shard and level: %s%n", realOutageSeconds, perShard);
        System.out.println("problems: " + result.get("problems"));
        assertThat(levels).as(finished.err()).hasSize(2);
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
                + "  {\"url\": \"" + postgres(0).url(OUTAGE_DATABASE) + "\"},\n"
                + "  {\"url\": \"" + postgres(1).url(OUTAGE_DATABASE) + "\"}\n"
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
}
