package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * iGenOLTP over two PostgreSQL servers of the test's own, on two ports, named in a shard map (see
 * {@link LocalPostgresInstance}): the servers ask for a password, so a wrong one can be tested, and the
 * test stops one in the middle of a run (as a crash would) and starts it again.
 */
class PostgresInstancesIT {

    private static final String PASSWORD = "pg-Secret-5b1e";
    private static final String DATABASE = "igen";
    /** The stopped-shard test's own data set, so the tests do not depend on each other's order. */
    private static final String STOP_DATABASE = "igen_stop";
    private static final List<LocalPostgresInstance> INSTANCES = new ArrayList<>();

    @TempDir
    Path temp;

    @BeforeAll
    static void twoServers() throws Exception {
        for (int i = 0; i < 2; i++) {
            LocalPostgresInstance instance = LocalPostgresInstance.start(PASSWORD);
            INSTANCES.add(instance);
            instance.createDatabase(DATABASE);
            instance.createDatabase(STOP_DATABASE);
        }
    }

    @AfterAll
    static void stopServers() throws Exception {
        for (LocalPostgresInstance instance : INSTANCES) {
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
                "--user", LocalPostgresInstance.USER, "--password-file", passwordFile.toString()));
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
}
