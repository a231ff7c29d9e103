package io.igen.oltp.tools.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** {@code --model} on the command line: what it refuses, and a short run and study through the whole path. */
class ModelCommandTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--model=shard-servers=0 |           | Invalid value for option '--model': shard-servers must be a whole "
                    + "number from 1 to 1024, got 0",
            "--model=shard-ms=-1     |           | Invalid value for option '--model': shard-ms must be above 0",
            "--model=queue=3         |           | 'queue=3' is not a model parameter",
            "--model                 | --db=postgresql | --model replaces the databases: leave out --db, --url, "
                    + "--h2-dir and --shard-map",
            "--model                 | --reload  | --model holds no data and has no embedded database: leave out "
                    + "--reload"})
    void impossibleModelsAndDatabaseOptionsAreOneLineAndExitCode2(String model, String other, String message) {
        String[] arguments = other == null ? new String[]{model, "--out", temp.toString()}
                : new String[]{model, other, "--out", temp.toString()};
        for (String[] command : new String[][]{arguments, prefixed("capacity", arguments)}) {
            CliRun run = CliRun.of(new OltpToolsCommand(), command);

            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).contains(message);
            assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
            assertThat(temp).isEmptyDirectory();
        }
    }

    private static String[] prefixed(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    /**
     * Two shards of one 2 ms server each, no host station, a thread each in stream mode: at most 1,000 transactions/s
     * over both; the thread's wake-ups (0.1-0.2 ms late here) take some of it, and a busy machine more.
     */
    @Test
    @Tag("slow")
    void aRunOnTheModelRecordsItsStationsAndStaysWithinTheirCapacity() throws IOException {
        CliRun run = CliRun.of(new OltpToolsCommand(), "--model", "shard-ms=2,host-ms=0", "--shards", "2",
                "--threads", "2", "--warmup", "0.5", "--duration", "2", "--no-priming", "--quiet", "--out",
                temp.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode result = writtenJson();
        JsonNode workload = result.get("config").get("workload");
        assertThat(workload.get("db").asText()).isEqualTo("model");
        assertThat(workload.get("model").get("shard").get("ms").asDouble()).isEqualTo(2.0);
        assertThat(workload.get("model").get("shard").get("capacityPerSecond").asDouble()).isEqualTo(500.0);
        assertThat(workload.get("model").has("host")).isFalse();
        assertThat(workload.get("database").asText()).isEqualTo("queueing model: " + ModelParameters.parse(
                "shard-ms=2,host-ms=0").spec());
        JsonNode level = result.get("levels").get(0);
        assertThat(level.get("throughput").asDouble()).isBetween(300.0, 1_050.0);
        assertThat(level.get("latencyMs").get("mean").asDouble()).isGreaterThanOrEqualTo(1.9);
    }

    /**
     * A study on a model whose host saturates beyond one shard. One shard: one 2 ms server (500/s); the host: one 1.5 ms
     * server (667/s). Mean value analysis puts one shard's peak at 8 threads at 486.5/s; 75 % of it at 100/s a thread is
     * 4 threads, 400/s a shard; 2 shards offer 800/s, beyond the host's 667/s. Each level records the host station's
     * use, which the forecast reads (with one unsaturated level, too few for one).
     */
    @Test
    @Tag("slow")
    void aStudyOnTheModelFlagsTheLevelsBeyondTheHostsCapacity() throws IOException {
        CliRun run = CliRun.of(new OltpToolsCommand(), "capacity", "--model", "shard-ms=2,host-servers=1,host-ms=1.5",
                "--shards", "3", "--vertical-threads", "4,8", "--shard-levels", "1,2,3", "--rate-per-thread", "100",
                "--warmup", "1", "--duration", "2", "--sla-ms", "1000", "--quiet", "--out", temp.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode capacity = writtenJson().get("capacity");
        assertThat(capacity.get("perShardPeak").get("throughput").asDouble()).isCloseTo(486.5, within(45.0));
        assertThat(capacity.get("threadsPerShard").asInt()).isEqualTo(4);
        assertThat(capacity.get("levels").get(0).get("saturated").asBoolean()).isFalse();
        assertThat(capacity.get("levels").get(1).get("saturated").asBoolean()).isTrue();
        assertThat(capacity.get("levels").get(2).get("saturated").asBoolean()).isTrue();
        assertThat(capacity.get("sweetSpot").get("shards").asInt()).isEqualTo(1);
        // the host station's use, as a server's CPU: 400/s x 1.5 ms = 0.6 of its one server, then all of it
        JsonNode horizontal = writtenJson().get("horizontal").get("levels");
        assertThat(horizontal.get(0).get("modelHostServers").asInt()).isEqualTo(1);
        assertThat(horizontal.get(0).get("modelHostBusyServers").asDouble()).isCloseTo(0.6, within(0.1));
        assertThat(horizontal.get(2).get("modelHostBusyServers").asDouble()).isGreaterThan(0.9);
    }

    /** The run's or the study's JSON result: the one JSON file the command wrote. */
    private JsonNode writtenJson() throws IOException {
        try (Stream<Path> files = Files.list(temp)) {
            Path json = files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
            return new ObjectMapper().readTree(json.toFile());
        }
    }
}
