package io.igen.oltp.shard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.igen.oltp.dialect.Dialects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Keeps the compose files in {@code docker/} consistent without a Docker engine (ComposeShardsContainerIT runs
 * them where there is one): each shipped shard map must name exactly the compose file's shard services, on their
 * published ports (host map) or service names (the driver container's map), and parse as iGenOLTP reads a
 * {@code --shard-map}.
 */
class ShardMapComposeTest {

    private static final Path DOCKER = Path.of("..", "docker");

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mysql"})
    void theShardMapsMatchTheComposeFile(String db) throws IOException {
        JsonNode services = new YAMLMapper().readTree(DOCKER.resolve(db).resolve("compose.yaml").toFile()).get("services");
        List<String> hostAddresses = new ArrayList<>();
        List<String> serviceAddresses = new ArrayList<>();
        for (int shard = 0; services.has("shard" + shard); shard++) {
            JsonNode ports = services.get("shard" + shard).get("ports");
            assertThat(ports).as("shard%d publishes one port", shard).hasSize(1);
            String[] hostAndInner = ports.get(0).asText().split(":");
            hostAddresses.add("127.0.0.1:" + hostAndInner[0]);
            serviceAddresses.add("shard" + shard + ":" + hostAndInner[1]);
        }
        assertThat(hostAddresses).hasSizeGreaterThan(1);

        List<ShardTarget> onHost = ShardMapFile.read(DOCKER.resolve(db).resolve("shard-map.json"));
        List<ShardTarget> inCompose = ShardMapFile.read(DOCKER.resolve(db).resolve("shard-map.compose.json"));
        assertThat(onHost).extracting(ShardTarget::jdbcUrl)
                .containsExactlyElementsOf(hostAddresses.stream().map(address -> url(db, address)).toList());
        assertThat(inCompose).extracting(ShardTarget::jdbcUrl)
                .containsExactlyElementsOf(serviceAddresses.stream().map(address -> url(db, address)).toList());

        JsonNode driver = services.get("driver");
        assertThat(driver.get("command").toString()).contains("\"--db\",\"" + db + "\"", "\"--shard-map\"");
        assertThat(driver.get("volumes").toString()).contains("./shard-map.compose.json:/igen/shard-map.json");
        assertThat(Dialects.named(db).name()).isEqualTo(db);
        assertThat(services.toString()).as("no password in the file itself").contains("${IGEN_DB_PASSWORD");
    }

    private static String url(String db, String address) {
        return "jdbc:" + db + "://" + address + "/igen";
    }
}
