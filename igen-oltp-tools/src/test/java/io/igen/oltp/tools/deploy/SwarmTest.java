package io.igen.oltp.tools.deploy;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.tools.deploy.Swarm.Task;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What {@link Swarm} reads from the {@code docker} client's output, against a stand-in client that answers as docker
 * 28 did on this machine's one-node swarm (2026-11-29), and records what it was asked.
 */
class SwarmTest {

    /** Answers each command from a table by its first words; records every command asked. */
    private static final class StandInDocker extends DockerCli {
        private final Map<String, String> answers;
        private final List<String> asked = new ArrayList<>();

        StandInDocker(Map<String, String> answers) {
            this.answers = answers;
        }

        @Override
        String run(byte[] input, String... arguments) throws IOException {
            String command = String.join(" ", arguments);
            asked.add(command + (input == null ? "" : " <" + input.length + " bytes>"));
            return answers.entrySet().stream().filter(answer -> command.startsWith(answer.getKey()))
                    .map(Map.Entry::getValue).findFirst()
                    .orElseThrow(() -> new IOException("'docker " + command + "' failed: no such answer"));
        }
    }

    @Test
    void eachSlotIsItsNewestTaskAndAnEarlierTaskOfTheSlotIsPassedOver() throws IOException {
        StandInDocker docker = new StandInDocker(Map.of("service ps", String.join("\n",
                "ji0spf|igen-it2_driver.2|Failed 3 seconds ago|\"task: non-zero exit (137)\"",
                "k2p1aa|igen-it2_driver.1|Running 20 seconds ago|",
                "x9zz01| \\_ igen-it2_driver.1|Shutdown 40 seconds ago|\"no suitable node\"")));

        List<Task> tasks = new Swarm(docker).tasks("igen-it2_driver");

        assertThat(tasks).containsExactly(new Task("k2p1aa", 1, "Running", ""),
                new Task("ji0spf", 2, "Failed", "\"task: non-zero exit (137)\""));
        assertThat(tasks).extracting(Task::ended).containsExactly(false, true);
        assertThat(docker.asked).containsExactly("service ps igen-it2_driver --no-trunc --format "
                + "{{.ID}}|{{.Name}}|{{.CurrentState}}|{{.Error}}");
    }

    @Test
    void aServiceIsNamedWithoutItsStackAndReadsItsReplicasAsTheSwarmCountsThem() throws IOException {
        StandInDocker docker = new StandInDocker(Map.of("service ls", String.join("\n",
                "igen-m1_driver 0/0", "igen-m1_shard0 1/1", "igen-m1_shard1 0/1")));

        Map<String, String> replicas = new Swarm(docker).replicas("igen-m1");

        assertThat(replicas).containsExactly(Map.entry("driver", "0/0"), Map.entry("shard0", "1/1"),
                Map.entry("shard1", "0/1"));
    }

    @Test
    void anEngineThatIsNoManagerOrDoesNotAnswerIsBadInputThatSaysWhatToDo() {
        assertThatThrownBy(() -> new Swarm(new StandInDocker(Map.of("info", "inactive false"))).requireManager())
                .isInstanceOf(BadConfigurationException.class)
                .hasMessage("the Docker engine is not a manager of a swarm (swarm state: inactive); run this on a "
                        + "manager, or make this engine one: docker swarm init");
        assertThatThrownBy(() -> new Swarm(new StandInDocker(Map.of())).requireManager())
                .isInstanceOf(BadConfigurationException.class)
                .hasMessageStartingWith("no Docker engine answered ('docker info --format");
    }

    @Test
    void theSecretGoesToTheClientsStandardInputNeverIntoItsArguments() throws IOException {
        StandInDocker docker = new StandInDocker(Map.of("secret create", "id"));

        new Swarm(docker).createSecret("igen-r1-db-password", "s3cret-Value".getBytes());

        assertThat(docker.asked).containsExactly("secret create igen-r1-db-password - <12 bytes>");
    }

    @Test
    void removingTheStackRemovesItsVolumesAndThenItsSecretOnceItsContainersAreGone() throws Exception {
        StandInDocker docker = new StandInDocker(Map.of("stack rm", "", "ps --all", "",
                "volume ls", "igen-r1_shard0-data\nigen-r1_shard1-data", "volume rm", "", "secret rm", ""));

        new Swarm(docker).remove("igen-r1", "igen-r1-db-password", 10);

        assertThat(docker.asked).containsExactly("stack rm igen-r1",
                "ps --all --quiet --filter label=com.docker.stack.namespace=igen-r1",
                "volume ls --quiet --filter label=com.docker.stack.namespace=igen-r1",
                "volume rm igen-r1_shard0-data", "volume rm igen-r1_shard1-data", "secret rm igen-r1-db-password");
    }
}
