package io.igen.oltp;

import io.igen.core.cli.CliRun;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class OltpCommandTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--shards              | 0      | '0' is below 1",
            "--customers-per-shard | -1     | '-1' is below 1",
            "--db                  | oracle | unknown database 'oracle'; accepted: h2, postgresql, mysql",
            "--rate-per-thread     | 0      | not above zero",
            "--latency-limit-ms    | 0      | not above zero",
            "--max-unavailable     | -1     | '-1' is negative; give a number of seconds, 0 or more",
            "--max-unavailable     | 1s     | '1s' is not a number of seconds",
            "--maintenance         | always | 'always' is not a time for maintenance; give window",
            "--key-distribution    | pareto | 'pareto' is not one of uniform, zipfian, hotspot",
            "--isolation           | serial | 'serial' is not one of read-committed, repeatable-read, serializable",
            "--max-tries           | 0      | '0' is below 1",
            "--zipf-theta          | 1.0    | --zipf-theta must be above 0 and below 1",
            "--hotspot-access-fraction | 1.5 | --hotspot-access-fraction must be from 0 to 1"})
    void anOutOfRangeValueIsBadInput(String option, String value, String message) {
        CliRun run = run(option, value);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(option, message).doesNotContain("\tat ");
    }

    @Test
    void theHelpOfDbListsEveryDatabaseWithItsAliases() {
        CliRun run = run("--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().replaceAll("\\s+",
                " ")).contains("--db=DB The database: h2 (embedded, nothing to install), postgresql, mysql or mariadb "
                + "(MySQL or MariaDB, through MySQL Connector/J). Default: h2.");
    }

    @Test
    void contradictingOptionsAreBadInput() {
        assertThat(run("--threads", "1,2", "--shard-levels", "1,2").err()).isEqualTo("igen-oltp: --threads=LEVELS, "
                + "--shard-levels=LEVELS are mutually exclusive (specify only one) (see igen-oltp --help)"
                + System.lineSeparator());
        assertThat(run("--shards", "2", "--shard-levels", "1..4").err()).contains("only 2");
        assertThat(run("--shards", "2", "--url", "jdbc:h2:mem:one").err()).contains("has no {shard}");
        CliRun both = run("--url", "jdbc:h2:mem:x{shard}", "--h2-dir", temp.toString());
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("--url=TEMPLATE, --h2-dir=DIR are mutually exclusive (specify only one)");
    }

    @Test
    void aLatencyLimitWithoutARateIsBadInputThatSaysWhatToDo() {
        CliRun run = run("--latency-limit-ms", "100");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("igen-oltp: --latency-limit-ms skips operations that start too late on the "
                + "--rate-per-thread schedule, and without a rate there is no schedule: give --rate-per-thread TPS as "
                + "well, or leave --latency-limit-ms out" + System.lineSeparator());
    }

    @Test
    void anOptionValueSpelledLikeASubcommandIsTheValue() {
        // "run" is both a subcommand and a --maintenance mode
        CliRun run = run("--maintenance", "run", "--threads", "1", "--warmup", "0.1", "--duration", "0.2",
                "--no-priming", "--shards", "1", "--customers-per-shard", "50", "--url",
                "jdbc:h2:mem:maintenance-run-{shard};DB_CLOSE_DELAY=-1", "--out", temp.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void onAStartAtTimetableTheShardsAreMaintainedOncePerRunNotBeforeEachWindow() {
        String startAt = java.time.Instant.now().plusSeconds(3600).toString();
        List<String> timetabled = List.of("--db", "postgresql", "--url", "jdbc:postgresql://127.0.0.1:1/none{shard}",
                "--shards", "1", "--threads", "1", "--warmup", "1", "--duration", "1", "--start-at", startAt,
                "--out", temp.toString());

        CliRun asked = run(Stream.concat(timetabled.stream(), Stream.of("--maintenance", "window"))
                .toArray(String[]::new));
        assertThat(asked.exitCode()).isEqualTo(2);
        assertThat(asked.err()).contains("--maintenance window pauses every level after its warm-up")
                .contains("give --maintenance run");

        // by default the mode becomes run, and it is said before the (here unreachable) shards are opened
        CliRun byDefault = run(timetabled.toArray(String[]::new));
        assertThat(byDefault.err()).contains("maintenance: before the first level and after the last (--maintenance "
                + "run)");
    }

    @Test
    void aSkewedLawThatCannotDrawAmongTheShardsCustomersIsBadInput() {
        CliRun hotspot = run("--key-distribution", "hotspot", "--customers-per-shard", "1");
        assertThat(hotspot.exitCode()).isEqualTo(2);
        assertThat(hotspot.err()).contains("--key-distribution hotspot needs at least 2 customers per shard");
    }

    @Test
    void embeddedConcurrencyIsForEmbeddedShardsOnly() {
        CliRun server = run("--db", "postgresql", "--embedded-concurrency", "2");
        assertThat(server.exitCode()).isEqualTo(2);
        assertThat(server.err()).contains("--embedded-concurrency is for --db h2 only").doesNotContain("\tat ");
        assertThat(run("--embedded-concurrency", "-1").exitCode()).isEqualTo(2);
    }

    @Test
    void anH2DirectoryThatCannotBeCreatedIsOneLineOfBadInput() {
        CliRun run = run("--h2-dir", "/proc/igen-x", "--shards", "2");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("igen-oltp: --h2-dir '/proc/igen-x' cannot be used: cannot create it (")
                .contains("; choose a directory you can write to").doesNotContain("Exception", "at org.");
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void anH2DirectoryThatIsAFileIsBadInput() throws IOException {
        Path file = Files.writeString(temp.resolve("plain-file"), "x");

        CliRun run = run("--h2-dir", file.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("cannot be used: it is a file, not a directory").doesNotContain("Exception");
    }

    @Test
    void aDataSetLargerThanTheHeapIsRefusedSayingWhatFits() {
        CliRun run = run("--customers-per-shard", "1000000000000");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("igen-oltp: --customers-per-shard 1,000,000,000,000 with 4 in-memory H2 "
                + "shards is 44,000,000,040,000 rows, about ")
                .contains(" of heap (about 330 bytes a row) and about ", " years to load; the maximum heap is ",
                        " customers per shard fit (about ",
                                "lower --customers-per-shard, raise -Xmx, or keep the shards on disk with --h2-dir")
                .doesNotContain("Exception", "at org.");
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void customerIdsBeyondBigintAreRefused() {
        CliRun run = run("--db", "postgresql", "--customers-per-shard", "1000000000000000000", "--shards", "2");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--customers-per-shard 1,000,000,000,000,000,000 with 2 shards overflows the "
                + "BIGINT customer and order ids", "at most 209,622,091,746,699,222 customers per shard fit the ids")
                .doesNotContain("Exception", "at org.");
    }

    @Test
    @Tag("slow")
    void aMetadataMismatchIsBadInputUntilReloadIsGiven() {
        String dir = temp.resolve("shards").toString();
        String[] common = {"--shards", "2", "--h2-dir", dir, "--threads", "1", "--warmup", "0", "--no-priming",
                "--duration", "0.2", "--quiet", "--out", temp.resolve("out").toString()};

        assertThat(run(concat(common, "--customers-per-shard", "20")).exitCode()).isZero();
        CliRun reused = run(concat(common, "--customers-per-shard", "20"));
        assertThat(reused.exitCode()).isZero();

        CliRun mismatch = run(concat(common, "--customers-per-shard", "30"));
        assertThat(mismatch.exitCode()).isEqualTo(2);
        assertThat(mismatch.err()).contains("customers per shard 20 (this run: 30)",
                "--reload").doesNotContain("\tat ");

        assertThat(run(concat(common, "--customers-per-shard", "30", "--reload")).exitCode()).isZero();
    }

    @Test
    @Tag("slow")
    void aShortRealRunWritesLevelsWithStatementsAndPerShardFiguresAndPassesTheCheck() throws IOException {
        Path out = temp.resolve("results");

        CliRun run = run("--shards", "2", "--customers-per-shard", "50", "--threads", "1,2", "--warmup", "0",
                "--no-priming", "--duration", "1", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("loaded 2 shard(s)", "rows/s", "integrity check passed on all 2 shards");
        assertThat(run.out()).contains("statementsPerSecond", "peak:", "-statements.csv");
        JsonNode result = new ObjectMapper().readTree(jsonIn(out).toFile());
        assertThat(result.get("benchmark").asText()).isEqualTo("oltp");
        assertThat(result.get("problems")).isEmpty();
        assertThat(result.get("config").get("workload").get("shards").asInt()).isEqualTo(2);
        assertThat(result.get("config").get("workload").get("maxUnavailableSeconds").asDouble()).isEqualTo(1.0);
        JsonNode levels = result.get("levels");
        assertThat(levels).hasSize(2);
        for (JsonNode level : levels) {
            assertThat(level.get("operations").asLong()).isPositive();
            assertThat(level.get("statementsPerSecond").asDouble()).isEqualTo(6 * level.get("throughput").asDouble());
            assertThat(level.get("perShard").get("0").get("transactions").asLong()).isPositive();
            assertThat(level.get("perShard").get("1").has("throughput")).isTrue();
            assertThat(level.get("perShard").get("1").get("unavailableSeconds").asDouble()).isZero();
            assertThat(level.get("perShard").get("1").get("outages")).isEmpty();
            // each shard's series adds up to the level's, second by second
            JsonNode byShard = level.get("timeSeriesBy").get("shard");
            assertThat(byShard.size()).isEqualTo(level.get("threads").asInt());
            JsonNode whole = level.get("timeSeries");
            for (int second = 0; second < whole.size(); second++) {
                long sum = 0;
                for (JsonNode shard : byShard) {
                    assertThat(shard.get(second).get("startSeconds")).isEqualTo(whole.get(second).get("startSeconds"));
                    sum += shard.get(second).get("operations").asLong();
                }
                assertThat(sum).isEqualTo(whole.get(second).get("operations").asLong());
            }
        }
    }

    @Test
    @Tag("slow")
    void aShardMapNamesEveryShardAndSetsTheShardCount() throws IOException {
        String prefix = "jdbc:h2:mem:map-" + java.util.UUID.randomUUID() + "-";
        Path map = Files.writeString(temp.resolve("shards.json"), "{\"shards\": [{\"url\": "
                + "\"" + prefix + "a;DB_CLOSE_DELAY=-1;PASSWORD=hidden\"},"
                + "{\"url\": \"" + prefix + "b;DB_CLOSE_DELAY=-1\", \"maxPoolSize\": 3},"
                + "{\"url\": \"" + prefix + "c;DB_CLOSE_DELAY=-1\"}]}");
        Path out = temp.resolve("mapped");

        CliRun run = run("--shard-map", map.toString(), "--customers-per-shard", "20", "--threads", "3",
                "--warmup", "0", "--no-priming", "--duration", "0.3", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("integrity check passed on all 3 shards");
        JsonNode workload = new ObjectMapper().readTree(jsonIn(out).toFile()).get("config").get("workload");
        assertThat(workload.get("shards").asInt()).isEqualTo(3);
        assertThat(workload.get("shardMap").asText()).endsWith("shards.json");
        assertThat(workload.get("shardDatabases").get(2).get("product").asText()).isEqualTo("H2");
        assertThat(workload.get("shardSettings")).hasSize(1);
        assertThat(workload.get("shardSettings").get(0).get("shards").toString()).isEqualTo("[0,1,2]");
        assertThat(workload.toString()).doesNotContain("hidden");

        CliRun mismatch = run("--shard-map", map.toString(), "--shards", "2");
        assertThat(mismatch.exitCode()).isEqualTo(2);
        assertThat(mismatch.err()).contains("--shards 2 but the shard map", "lists 3 shards").doesNotContain("\tat ");
        CliRun both = run("--shard-map", map.toString(), "--url", "jdbc:h2:mem:x{shard}");
        assertThat(both.err()).contains("--url=TEMPLATE, --shard-map=FILE are mutually exclusive");
        CliRun tooSmall = run("--shard-map", map.toString(), "--threads", "12", "--out", out.toString());
        assertThat(tooSmall.exitCode()).isEqualTo(2);
        assertThat(tooSmall.err()).contains("shard 1 (" + prefix + "b;DB_CLOSE_DELAY=-1) has maxPoolSize 3 but a level "
                + "runs 4 threads");
        CliRun missing = run("--shard-map", temp.resolve("none.json").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("cannot read the shard map");
    }

    private static Path jsonIn(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    private static String[] concat(String[] first, String... more) {
        return Stream.concat(Stream.of(first), Stream.of(more)).toArray(String[]::new);
    }

    private static CliRun run(String... args) {
        return CliRun.of(new OltpCommand(), args);
    }
}
