package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.PostgreSQLContainer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A PostgreSQL container started with half a CPU ({@code docker run --cpus 0.5}): iGen finds the server behind the
 * engine's port proxy, reads the quota from the container's cgroup, records it, and judges the level bound by the
 * server's CPU at its quota, while the 2-core host has CPU to spare.
 */
class ServerCpuQuotaContainerIT {

    private static final long HALF_A_CPU_NANOS = 500_000_000L;

    @AutoClose
    private static final PostgreSQLContainer<?> POSTGRES = DatabaseContainers.postgres("igen", "pg-Quota-Secret-71d4")
            .withCreateContainerCmdModifier(command -> command.getHostConfig().withNanoCPUs(HALF_A_CPU_NANOS));

    @TempDir
    Path temp;

    @BeforeAll
    static void engine() {
        ContainerEngine.require();
        POSTGRES.start();
    }

    @Test
    void aServerAtItsContainersQuotaIsBoundByServerCpuNamingTheQuota() throws Exception {
        List<String> arguments = new ArrayList<>(DatabaseContainers.server(POSTGRES).freshShardArguments("igen_quota",
                1, temp));
        arguments.addAll(List.of("--customers-per-shard", "300", "--threads", "8", "--warmup", "2", "--no-priming",
                "--duration", "4", "--maintenance", "off"));

        CliRun run = OltpRun.run(temp.resolve("out"), arguments);

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode result = OltpRun.latestResult(temp.resolve("out")).orElseThrow();
        JsonNode limits = result.get("config").get("workload").get("serverCpuLimits");
        assertThat(limits).as(result.get("config").toString()).hasSize(1);
        assertThat(limits.get(0).asText()).contains("(a container)", "CPU quota 0.50 cores (cgroup ");
        JsonNode level = result.get("levels").get(0);
        assertThat(level.get("serverCpuAllowedCores").asDouble()).isEqualTo(0.5);
        assertThat(level.get("serverCores").asDouble()).isBetween(0.4, 0.55);
        assertThat(level.get("boundBy").asText()).as(level.get("boundEvidence").asText()).isEqualTo("server CPU");
        assertThat(level.get("boundEvidence").asText()).contains("of the 0.50 cores allowed them by the CPU quota of "
                + "cgroup ");
    }
}
