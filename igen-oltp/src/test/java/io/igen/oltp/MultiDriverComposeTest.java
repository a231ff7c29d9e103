package io.igen.oltp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code docker/multi-driver/}: the shipped compose file and shard map are what {@code docker/generate-multi-driver.sh
 * 4 2} writes, and they make one run of 2 drivers over 4 shards (what {@code MultiDriverContainerIT} runs).
 */
class MultiDriverComposeTest {

    private static final Path DOCKER = Path.of("..", "docker");

    @TempDir
    Path temp;

    @Test
    void theShippedFilesAreTheGeneratorsOutput() throws Exception {
        Files.copy(DOCKER.resolve("compose-parts.sh"), temp.resolve("compose-parts.sh"));
        Path script = Files.copy(DOCKER.resolve("generate-multi-driver.sh"), temp.resolve("generate-multi-driver.sh"));
        Process process = new ProcessBuilder("bash", script.toString(), "4", "2").redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();

        for (String file : List.of("compose.yaml", "shard-map.json")) {
            assertThat(temp.resolve("multi-driver").resolve(file)).as(file + ": run docker/generate-multi-driver.sh 4 2")
                    .hasSameTextualContentAs(DOCKER.resolve("multi-driver").resolve(file));
        }
    }

    @Test
    void eachDriverGetsItsIndexFromTheEnvironmentAndTheShardMapNamesTheShardContainers() throws Exception {
        JsonNode services = new YAMLMapper().readTree(DOCKER.resolve("multi-driver/compose.yaml").toFile())
                .get("services");
        List<ShardTarget> shards = ShardMapFile.read(DOCKER.resolve("multi-driver/shard-map.json"));

        assertThat(shards).extracting(ShardTarget::jdbcUrl).containsExactly("jdbc:postgresql://shard0:5432/igen",
                "jdbc:postgresql://shard1:5432/igen", "jdbc:postgresql://shard2:5432/igen",
                "jdbc:postgresql://shard3:5432/igen");
        for (int k = 0; k < 4; k++) {
            assertThat(services.has("shard" + k)).isTrue();
        }
        for (int i = 0; i < 2; i++) {
            JsonNode driver = services.get("driver" + i);
            assertThat(driver.at("/environment/JOB_COMPLETION_INDEX").asText()).isEqualTo(Integer.toString(i));
            List<String> command = new ArrayList<>();
            driver.get("command").forEach(arg -> command.add(arg.asText()));
            assertThat(String.join(" ", command)).contains("--drivers 2 --driver-index env:JOB_COMPLETION_INDEX",
                    "--run-id ${IGEN_RUN_ID:?", "--start-at ${IGEN_START_AT:?", "--out /results/${IGEN_RUN_ID:?set "
                            + "IGEN_RUN_ID}/driver-" + i);
            assertThat(driver.get("image").asText()).isEqualTo(services.at("/merge/image").asText());
        }
        assertThat(services.at("/merge/entrypoint/2").asText()).contains("igen-oltp.jar merge "
                + "/results/$$IGEN_RUN_ID/driver-*/igen-oltp-*.json --out /results/$$IGEN_RUN_ID/merged");
    }
}
