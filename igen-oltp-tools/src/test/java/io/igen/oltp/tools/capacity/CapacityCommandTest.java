package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class CapacityCommandTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--load-fraction     | 0   | igen-oltp capacity: --load-fraction must be above 0 and at most 1 (a share of "
                    + "the peak), got 0.0",
            "--load-fraction     | 1.5 | igen-oltp capacity: --load-fraction must be above 0 and at most 1 (a share of "
                    + "the peak), got 1.5",
            "--load-fraction     | -1  | igen-oltp capacity: --load-fraction must be above 0 and at most 1 (a share of "
                    + "the peak), got -1.0",
            "--rate-per-thread   | 0   | --rate-per-thread",
            "--threads           | 2   | igen-oltp capacity: Unknown options: '--threads'",
            "--threads-per-shard | 2   | igen-oltp capacity: Unknown options: '--threads-per-shard'",
            "--shard-levels      | 1..5 | igen-oltp capacity: --shard-levels goes up to 5 active shards but there are "
                    + "only 4",
            "--repeat            | 2   | igen-oltp capacity: Unknown options: '--repeat'",
            "--drivers           | 2   | igen-oltp capacity: Unknown options: '--drivers'",
            "--run-id            | r1  | igen-oltp capacity: Unknown options: '--run-id'",
            "--start-at          | 2099-01-01T00:00:00Z | igen-oltp capacity: Unknown options: '--start-at'",
            "--vertical-threads  | 0   | --vertical-threads"})
    void badInputIsOneLineAndExitCode2(String option, String value, String message) {
        CliRun run = CliRun.of(new OltpToolsCommand(), "capacity", option, value, "--out", temp.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(message);
        assertThat(run.isOneLineRefusal()).as(run.out() + run.err()).isTrue();
        assertThat(temp).isEmptyDirectory();
    }

    @Test
    void helpDescribesTheStudyWithoutFormatWarnings() {
        // picocli warns on System.err about a description it cannot format (an unescaped %)
        PrintStream original = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        CliRun run;
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            run = CliRun.of(new OltpToolsCommand(), "capacity", "--help");
        } finally {
            System.setErr(original);
        }

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--load-fraction=F", "--vertical-threads=LEVELS", "reaches 95% of the load");
        assertThat(warnings.toString(StandardCharsets.UTF_8)).doesNotContain("Could not format");
    }

    @Test
    @Tag("slow")
    void aShortRealStudyOnEmbeddedH2WritesBothSweepsAndTheFiguresInOneFile() throws IOException {
        Path out = temp.resolve("results");

        // A database name of its own: the in-memory databases of other tests live on in this JVM.
        String url = "jdbc:h2:mem:capacity-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000";
        CliRun run = CliRun.of(new OltpToolsCommand(), "capacity", "--url", url, "--shards", "2",
                "--customers-per-shard", "20",
                "--vertical-threads", "1,2", "--load-fraction", "0.1", "--rate-per-thread", "100", "--warmup", "0",
                "--duration", "0.5", "--no-priming", "--sla-ms", "5000", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("step 1 of 2, vertical: threads 1,2 on shard 0 alone, stream mode",
                "step 2 of 2, horizontal: active shards 1,2, each offered", "re-using the data set in all 2 shards");
        assertThat(run.out()).contains("vertical peak of one shard: ", "offered per shard: 10% of the peak = ",
                "sweet spot: ", "igen-capacity-");

        Path json = only(out, ".json");
        JsonNode study = new ObjectMapper().readTree(json.toFile());
        assertThat(study.get("benchmark").asText()).isEqualTo("oltp-capacity");
        assertThat(study.get("problems")).isEmpty();
        JsonNode vertical = study.get("vertical");
        JsonNode horizontal = study.get("horizontal");
        assertThat(vertical.get("config").get("workload").get("scalingAxis").asText()).isEqualTo("first_shard");
        assertThat(vertical.get("levels")).hasSize(2);
        for (JsonNode level : vertical.get("levels")) {
            assertThat(level.get("shards").asInt()).isEqualTo(1);
            assertThat(level.get("perShard").has("1")).isFalse();
        }
        assertThat(horizontal.get("config").get("workload").get("scalingAxis").asText()).isEqualTo("shards");
        assertThat(horizontal.get("config").get("ratePerThread").asDouble()).isEqualTo(100.0);
        assertThat(horizontal.get("config").get("prime").asBoolean()).isFalse();

        JsonNode capacity = study.get("capacity");
        double peak = vertical.get("peak").get("throughput").asDouble();
        assertThat(capacity.get("perShardPeak").get("throughput").asDouble()).isEqualTo(peak);
        assertThat(capacity.get("perShardPeak").get("statementsPerSecond").asDouble()).isEqualTo(6 * peak);
        int threadsPerShard = (int) Math.ceil(0.1 * peak / 100 - 1e-9);
        assertThat(capacity.get("threadsPerShard").asInt()).isEqualTo(Math.max(1, threadsPerShard));
        assertThat(capacity.get("offeredPerShard").asDouble()).isEqualTo(100.0 * capacity.get("threadsPerShard").asInt());
        assertThat(capacity.get("levels")).hasSize(2);
        for (int index = 0; index < 2; index++) {
            JsonNode point = capacity.get("levels").get(index);
            JsonNode level = horizontal.get("levels").get(index);
            assertThat(point.get("shards").asInt()).isEqualTo(index + 1);
            assertThat(point.get("threads").asInt()).isEqualTo((index + 1) * capacity.get("threadsPerShard").asInt());
            assertThat(point.get("offered").asDouble()).isEqualTo((index
                    + 1) * capacity.get("offeredPerShard").asDouble());
            assertThat(point.get("achieved").asDouble())
                    .isEqualTo(level.get("operations").asLong() / level.get("durationSeconds").asDouble());
            assertThat(point.get("saturated").asBoolean())
                    .isEqualTo(point.get("achieved").asDouble() < 0.95 * point.get("offered").asDouble());
        }
        CapacityResult read = CapacityJson.read(json);
        assertThat(read.sweeps().horizontal().levels()).hasSize(2);
        assertThat(Files.readString(only(out, ".html")))
                .contains("vertical-throughput", "horizontal-throughput", "horizontal-response-time", "sweet spot: ");
    }

    private static Path only(Path directory, String suffix) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(suffix)).reduce((a, b) -> {
                throw new AssertionError("more than one " + suffix + " file: " + a + ", " + b);
            }).orElseThrow();
        }
    }
}
