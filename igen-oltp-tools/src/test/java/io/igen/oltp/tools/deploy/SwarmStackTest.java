package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stack {@code deploy swarm} writes, read back as Swarm reads it: valid against the compose specification's JSON
 * schema (a maintained copy, {@code src/test/resources/compose-spec/}), and holding what a run needs of it.
 */
class SwarmStackTest {

    private static final StudyDeployment DEPLOYMENT = new StudyDeployment("r1", 4, 2,
            Instant.parse("2026-12-01T10:00:00Z"), SwarmStack.shardArguments(4),
            List.of("--warmup", "10", "--duration", "30", "--threads", "8"), "igen-oltp:latest");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    @Test
    void theStackIsValidAgainstTheComposeSpecification() throws IOException {
        for (int replicas : new int[] {0, 2}) {
            JsonNode stack = YAML.readTree(stack(replicas).render());

            List<Error> errors = composeSchema().validate(stack);

            assertThat(errors).as("violations of the compose specification").isEmpty();
        }
    }

    @Test
    void theSchemaCheckFindsWhatSwarmWouldRefuse() throws IOException {
        JsonNode stack = YAML.readTree(stack(2).render());
        ((ObjectNode) stack.at("/services/driver/deploy/placement")).put("constraints", "node.labels.igen.driver");
        ((ObjectNode) stack.at("/services/shard0")).put("restart_when", "never");

        List<String> errors = composeSchema().validate(stack).stream().map(Error::toString).toList();

        assertThat(errors).hasSize(2).anyMatch(error -> error.contains("/services/driver/deploy/placement/constraints"))
                .anyMatch(error -> error.contains("restart_when"));
    }

    @Test
    void eachShardIsOneServiceThatRestartsAndKeepsItsDataAndTheDriversOneThatNeverRestarts() throws IOException {
        JsonNode stack = YAML.readTree(stack(2).render());

        assertThat(stack.get("services").fieldNames()).toIterable()
                .containsExactly("shard0", "shard1", "shard2", "shard3", "driver");
        JsonNode shard = stack.at("/services/shard2");
        assertThat(shard.at("/deploy/replicas").asInt()).isEqualTo(1);
        assertThat(shard.at("/deploy/endpoint_mode").asText()).isEqualTo("dnsrr");
        assertThat(shard.at("/deploy/restart_policy/condition").asText()).isEqualTo("any");
        assertThat(shard.at("/deploy/placement/constraints/0").asText()).isEqualTo("node.labels.igen.db == true");
        assertThat(shard.at("/volumes/0/source").asText()).isEqualTo("shard2-data");
        assertThat(shard.at("/environment/POSTGRES_PASSWORD_FILE").asText())
                .isEqualTo("/run/secrets/igen-db-password");
        assertThat(stack.at("/volumes").fieldNames()).toIterable().hasSize(4);

        JsonNode driver = stack.at("/services/driver");
        assertThat(driver.at("/deploy/replicas").asInt()).isEqualTo(2);
        assertThat(driver.at("/deploy/restart_policy/condition").asText()).isEqualTo("none");
        assertThat(driver.at("/deploy/placement/constraints/0").asText()).isEqualTo("node.labels.igen.driver == true");
        assertThat(driver.at("/environment/IGEN_TASK_SLOT").asText()).isEqualTo("{{.Task.Slot}}");
        assertThat(driver.at("/environment/JAVA_TOOL_OPTIONS").asText()).as("a restarted shard's new address found")
                .isEqualTo("-Dsun.net.inetaddr.ttl=1");
        assertThat(driver.at("/volumes/0/source").asText()).isEqualTo("/srv/igen/results");
        assertThat(stack.at("/secrets/igen-db-password/external").asBoolean()).isTrue();
        assertThat(stack.at("/secrets/igen-db-password/name").asText()).isEqualTo("igen-r1-db-password");
        assertThat(stack.at("/networks/igen/driver").asText()).isEqualTo("overlay");
    }

    @Test
    void everyDriverRunsTheSameArgumentsItsSlotMakesOneDriverOfSeveral() throws IOException {
        JsonNode command = YAML.readTree(stack(2).render()).at("/services/driver/command");

        assertThat(YAML.convertValue(command, String[].class)).containsExactly("--db", "postgresql",
                "--url", "jdbc:postgresql://shard{shard}:5432/igen", "--shards", "4",
                "--user", "igen", "--password-file", "/run/secrets/igen-db-password",
                "--drivers", "2", "--driver-index", "slot:IGEN_TASK_SLOT",
                "--run-id", "r1", "--start-at", "2026-12-01T10:00:00Z", "--out", "/results/r1/driver-{driver}",
                "--warmup", "10", "--duration", "30", "--threads", "8");
    }

    @Test
    void aDollarInADriversArgumentIsWrittenSoThatSwarmDoesNotReadAVariable() throws IOException {
        StudyDeployment withDollar = new StudyDeployment("r1", 2, 1, Instant.parse("2026-12-01T10:00:00Z"),
                SwarmStack.shardArguments(2), List.of("--sla-ms", "$5"), "igen-oltp:latest");
        SwarmStack stack = new SwarmStack(withDollar, "igen-r1", "postgres:16", "node.labels.igen.db == true",
                "node.labels.igen.driver == true", Path.of("/srv/igen/results"), 1);

        JsonNode command = YAML.readTree(stack.render()).at("/services/driver/command");

        assertThat(command.get(command.size() - 1).asText()).isEqualTo("$$5");
    }

    private static SwarmStack stack(int driverReplicas) {
        return new SwarmStack(DEPLOYMENT, "igen-r1", "postgres:16", "node.labels.igen.db == true",
                "node.labels.igen.driver == true", Path.of("/srv/igen/results"), driverReplicas);
    }

    /** Read from the class path, against which the schema's relative {@code $id} resolves; nothing from the network. */
    private static Schema composeSchema() {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
                .getSchema(SchemaLocation.of("classpath:compose-spec/compose-spec.json"));
    }
}
