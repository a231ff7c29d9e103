package io.igen.oltp.tools.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import io.igen.oltp.it.ComposeProject;
import io.igen.oltp.it.ContainerEngine;
import io.igen.oltp.it.ContainerImages;
import io.igen.oltp.it.OltpRun;
import io.igen.oltp.it.ServerOltpScenarios;
import io.igen.oltp.it.ServerReadiness;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shipped {@code docker/<db>/compose.yaml} as a user runs it: its 4 shard servers brought up, an
 * {@code igen-oltp} run on the host against the shipped {@code shard-map.json} (load, 2 levels, the integrity
 * check on every shard), then the compose file's {@code driver} profile (the driver image, built from
 * {@code docker/driver/Dockerfile}) running on the compose network against {@code shard-map.compose.json}, and
 * everything torn down again. The images are the official ones or the local stand-ins ({@link ContainerImages}).
 */
class ComposeShardsContainerIT {

    private static final Path DOCKER = Path.of("..", "docker");
    private static final String USER = "igen";
    private static final String PASSWORD = "compose-Secret-e61b";

    @TempDir
    Path temp;

    @BeforeAll
    static void engine() {
        ContainerEngine.require();
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mysql"})
    void theComposeShardsRunTheBenchmarkFromTheHostAndFromTheDriverProfile(String db) throws Exception {
        Path directory = DOCKER.resolve(db);
        Map<String, String> variables = new HashMap<>(ContainerImages.chosen().composeVariables());
        variables.put("IGEN_DB_PASSWORD", PASSWORD);
        ComposeProject compose = ComposeProject.of(directory.resolve("compose.yaml"), "igenit-" + db, variables);
        try {
            compose.up();
            List<ShardTarget> shards = ShardMapFile.read(directory.resolve("shard-map.json"));
            assertThat(shards).hasSizeBetween(2, 4);
            for (ShardTarget shard : shards) {
                ServerReadiness.awaitLogin(shard.jdbcUrl(), USER, PASSWORD, Duration.ofMinutes(3));
            }
            runFromTheHost(db, directory.resolve("shard-map.json"), shards.size());
            runTheDriverProfile(compose, db, shards.size());
        } finally {
            compose.run("--profile", "driver", "down", "-v", "--remove-orphans", "--rmi", "local");
            deleteTree(directory.resolve("results"));
        }
        assertThat(compose.containers()).as("containers left by compose down").isEmpty();
    }

    private void runFromTheHost(String db, Path shardMap, int shards) throws Exception {
        Path passwordFile = Files.writeString(temp.resolve("password"), PASSWORD + "\n");
        Path out = temp.resolve("host");
        CliRun run = OltpRun.run(out, List.of("--db", db, "--shard-map", shardMap.toString(), "--user", USER,
                "--password-file", passwordFile.toString(), "--customers-per-shard", "200", "--threads", "4,8",
                "--warmup", "0.5", "--no-priming", "--duration", "2"));

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("loading " + shards + " shard(s)", "integrity check passed on all " + shards + " shards");
        JsonNode result = OltpRun.latestResult(out).orElseThrow();
        for (JsonNode level : result.get("levels")) {
            assertThat(level.get("perShard")).hasSize(shards);
            assertThat(level.get("errors")).isEmpty();
        }
        assertThat(result.get("config").get("workload").get("shardDatabases")).hasSize(shards);
        ServerOltpScenarios.assertNoSecret(PASSWORD, run, out);
        run.err().lines().filter(line -> line.contains("integrity") || line.contains("loading"))
                .forEach(line -> System.out.println("compose " + db + ", host run: " + line));
    }

    /** The driver container re-uses the data the host run loaded: same shards, same customers per shard. */
    private void runTheDriverProfile(ComposeProject compose, String db, int shards) throws Exception {
        compose.succeed("--profile", "driver", "build", "driver");
        ComposeProject.Output driver = compose.succeed("--profile", "driver", "run", "--rm", "-T", "driver",
                "--db", db, "--shard-map", "/igen/shard-map.json", "--out", "/igen/results",
                "--customers-per-shard", "200", "--threads", "4", "--warmup", "0.5", "--no-priming",
                "--duration", "2");

        assertThat(driver.text()).contains("re-using the data set in all " + shards + " shards",
                "integrity check passed on all " + shards + " shards").doesNotContain(PASSWORD);
        driver.text().lines().filter(line -> line.contains("integrity") || line.contains("re-using"))
                .forEach(line -> System.out.println("compose " + db + ", driver profile: " + line));
    }

    private static void deleteTree(Path directory) throws Exception {
        if (Files.exists(directory)) {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
