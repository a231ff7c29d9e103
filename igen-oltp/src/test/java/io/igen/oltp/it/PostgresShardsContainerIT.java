package io.igen.oltp.it;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.PostgreSQLContainer;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * iGenOLTP over two PostgreSQL containers, one per shard, named in a shard map: shard 1's container is killed
 * (SIGKILL, as a crash would) once the first level is written and started again once the second is; the run
 * counts that shard's errors, goes on, and uses the shard again after its restart (see
 * {@link ServerOltpScenarios#shardStoppedMidRun}). Each container publishes its port on a fixed free host port,
 * so a restarted container is where the shard map says it is.
 */
class PostgresShardsContainerIT {

    private static final String USER = "igen";
    private static final String PASSWORD = "pg-Shards-Secret-a9d4";
    private static final List<PostgreSQLContainer<?>> SHARDS = new ArrayList<>();

    @TempDir
    Path temp;

    @BeforeAll
    static void oneContainerPerShard() throws IOException {
        ContainerEngine.require();
        for (int shard = 0; shard < 2; shard++) {
            PostgreSQLContainer<?> container = DatabaseContainers.postgres(USER, PASSWORD);
            container.setPortBindings(List.of(freePort() + ":5432"));
            SHARDS.add(container);
            container.start();
        }
    }

    @AfterAll
    static void stopContainers() {
        SHARDS.forEach(PostgreSQLContainer::stop);
    }

    @Test
    void aShardContainerKilledMidRunCountsErrorsOnThatShardAndTheRunCompletes() throws Exception {
        List<String> urls = SHARDS.stream().map(DatabaseContainers::server).map(DatabaseServer::adminUrl).toList();
        Path passwordFile = Files.writeString(temp.resolve("password"), PASSWORD + "\n");
        List<String> connection = List.of("--db", "postgresql", "--shard-map", ShardMapJson.write(temp, urls).toString(),
                "--user", USER, "--password-file", passwordFile.toString());
        PostgreSQLContainer<?> shard1 = SHARDS.get(1);

        ServerOltpScenarios.shardStoppedMidRun(connection, () -> ContainerEngine.kill(shard1), () -> {
            ContainerEngine.startAgain(shard1);
            ServerReadiness.awaitLogin(urls.get(1), USER, PASSWORD, Duration.ofSeconds(60));
        }, PASSWORD, temp);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
