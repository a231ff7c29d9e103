package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.igen.core.cli.CliRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code igen-oltp deploy swarm} without a swarm: the stack it writes, the steps it prints, the input it refuses. */
class SwarmCommandTest {

    @TempDir
    Path temp;

    @Test
    void withoutRunItWritesTheStackAndSaysHowToRunItByHand() throws IOException {
        Instant before = Instant.now();
        CliRun run = CliRun.of(new OltpToolsCommand(), "deploy", "swarm", "--run-id", "t1", "--shards", "6",
                "--drivers", "3", "--start-in", "300", "--out", temp.toString(), "--", "--threads", "6,12",
                "--customers-per-shard", "200");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode stack = new ObjectMapper(new YAMLFactory()).readTree(temp.resolve("stack.yaml").toFile());
        assertThat(stack.get("services")).hasSize(7);
        assertThat(stack.at("/services/driver/deploy/replicas").asInt()).as("scaled once the shards run").isZero();
        assertThat(stack.at("/services/driver/volumes/0/source").asText()).isEqualTo(temp.resolve("results")
                .toString());
        String command = stack.at("/services/driver/command").toString();
        assertThat(command).contains("\"--warmup\",\"30\"", "\"--threads\",\"6,12\"",
                "\"--customers-per-shard\",\"200\"", "\"--drivers\",\"3\"");
        Instant start = Instant.parse(stack.at("/services/driver/command/17").asText());
        assertThat(Duration.between(before, start).toSeconds()).isBetween(298L, 301L);
        assertThat(run.out()).contains("stack written: " + temp.resolve("stack.yaml"),
                "docker secret create igen-t1-db-password -", "docker stack deploy -c " + temp.resolve("stack.yaml")
                        + " igen-t1", "docker service scale igen-t1_driver=3",
                "merge " + temp.resolve("results").resolve("t1") + "/driver-*/igen-oltp-*.json",
                "docker stack rm igen-t1");
        assertThat(Files.exists(temp.resolve("results"))).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--run-id R_1                           | --run-id 'R_1': it names the stack or the Jobs",
            "--drivers 5                            | --drivers 5 but --shards 4",
            "--db-label igen.db                     | 'igen.db' is not a node label; give KEY=VALUE",
            "--warmup soon                          | --warmup",
            "-- --shards 8                          | --shards after --: the deployment sets it for every driver",
            "-- --out /tmp/x                        | --out after --: the deployment sets it",
            "-- --no-such-option                    | the drivers' arguments: Unknown option: '--no-such-option'",
            "-- --threads none                      | the drivers' arguments:"})
    void badInputIsOneLineAndNothingIsWritten(String arguments, String message) {
        String[] command = ("deploy swarm --out " + temp.resolve("out") + " " + arguments.trim()).split(" +");

        CliRun run = CliRun.of(new OltpToolsCommand(), command);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(message);
        assertThat(run.isOneLineRefusal()).as(run.err()).isTrue();
        assertThat(temp.resolve("out")).doesNotExist();
    }
}
