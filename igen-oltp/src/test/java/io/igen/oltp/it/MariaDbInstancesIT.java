package io.igen.oltp.it;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * iGenOLTP through MySQL Connector/J over two MariaDB servers of the test's own on two free ports, named
 * in a shard map (see {@link LocalServerInstance}): a wrong password, and one server killed in the
 * middle of a run and started again.
 */
class MariaDbInstancesIT {

    private static final String PASSWORD = "maria-Secret-2c8d";
    private static final String DATABASE = "igen";
    private static final List<LocalServerInstance> INSTANCES = new ArrayList<>();

    @TempDir
    Path temp;

    @BeforeAll
    static void twoServers() throws Exception {
        for (int i = 0; i < 2; i++) {
            INSTANCES.add(LocalServerInstance.mariaDb(PASSWORD));
        }
    }

    @AfterAll
    static void stopServers() throws Exception {
        for (LocalServerInstance instance : INSTANCES) {
            instance.close();
        }
    }

    private List<String> connection(String password) throws Exception {
        Path shardMap = ShardMapJson.write(temp, INSTANCES.stream().map(instance -> instance.url(DATABASE)).toList());
        Path passwordFile = Files.writeString(temp.resolve("password-" + password.length()), password + "\n");
        return new ArrayList<>(List.of("--db", "mariadb", "--shard-map", shardMap.toString(),
                "--user", LocalServerInstance.USER, "--password-file", passwordFile.toString()));
    }

    @Test
    void aWrongPasswordIsOneClearLineNamingTheShard() throws Exception {
        String wrong = "wrong-Secret-77aa";
        ServerOltpScenarios.wrongPasswordIsOneClearLine(connection(wrong), wrong, INSTANCES.get(0).url(DATABASE), temp);
    }

    /** Shard 1's server is killed as level 2 starts and comes back as level 3 starts: see {@link ServerOltpScenarios}. */
    @Test
    void aShardKilledMidRunCountsErrorsOnThatShardAndTheRunCompletes() throws Exception {
        ServerOltpScenarios.shardStoppedMidRun(connection(PASSWORD), INSTANCES.get(1)::stopImmediately,
                INSTANCES.get(1)::startAgain, PASSWORD, temp);
    }
}
