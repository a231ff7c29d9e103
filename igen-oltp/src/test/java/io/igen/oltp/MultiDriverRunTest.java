package io.igen.oltp;

import io.igen.core.cli.CliRun;
import io.igen.oltp.shard.DriverSlice;
import io.igen.core.cli.MergeCommand;
import io.igen.core.result.LevelResult;
import io.igen.core.result.MergedPart;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/** Runs split over drivers: bad input, the index from the environment, and two drivers at once merged into one run. */
class MultiDriverRunTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--drivers 5 --driver-index 0          | --drivers 5 but the run has only 4 shards",
            "--drivers 2 --driver-index 2          | --driver-index must be 0..1 for --drivers 2, got 2",
            "--drivers 2                           | igen-oltp: Missing required argument(s): --driver-index=I|env:VAR|slot:VAR",
            "--driver-index 1                      | igen-oltp: Missing required argument(s): --drivers=N",
            "--drivers 2 --driver-index one        | --driver-index: 'one' is not a driver index",
            "--drivers 2 --driver-index env:IGEN_NO_SUCH_VARIABLE | the environment variable 'IGEN_NO_SUCH_VARIABLE' "
                    + "is not set",
            "--drivers 2 --driver-index slot:IGEN_NO_SUCH_VARIABLE | set it to this driver's slot 1 .. 2",
            "--drivers 2 --driver-index 1 --threads 2 | level 2: 2 threads over 4 shards leave driver 1's shards 2-3 "
                    + "without a thread",
            "--run-id a/b                          | 'a/b' is not a run id",
            "--start-at 2020-01-01T00:00:00Z       | s in the past",
            "--start-at tomorrow                   | 'tomorrow' is not an ISO-8601 time with a zone",
            "--start-at 2099-01-01T00:00:00Z       | --start-at keeps every level on a fixed timetable, so it needs a "
                    + "fixed warm-up"})
    void badSplitsAreOneLineOfBadInput(String arguments, String message) {
        CliRun run = CliRun.of(new OltpCommand(), arguments.trim().split(" +"));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(message).doesNotContain("\tat ", "Exception");
        assertThat(run.err().lines()).hasSize(1);
    }

    @Test
    void theDriverIndexCanComeFromAnEnvironmentVariableAsAKubernetesIndexedJobSetsIt() {
        DriverSplitOptions split = new DriverSplitOptions();
        new CommandLine(split).parseArgs("--drivers", "2", "--driver-index", "env:JOB_COMPLETION_INDEX");

        DriverSlice slice = split.slice(4, Map.of("JOB_COMPLETION_INDEX", "1"));

        assertThat(slice.describe()).isEqualTo("shards 2-3");
        assertThat(slice.shards()).containsExactly(2, 3);
    }

    @Test
    void theDriverIndexCanComeFromASlotCountedFromOneAsASwarmTaskSlotIs() {
        DriverSplitOptions split = new DriverSplitOptions();
        new CommandLine(split).parseArgs("--drivers", "2", "--driver-index", "slot:IGEN_TASK_SLOT");

        assertThat(split.slice(4, Map.of("IGEN_TASK_SLOT", "1")).shards()).containsExactly(0, 1);
        assertThat(split.slice(4, Map.of("IGEN_TASK_SLOT", "2")).shards()).containsExactly(2, 3);
        assertThatThrownBy(() -> split.slice(4, Map.of("IGEN_TASK_SLOT", "0")))
                .hasMessage("--driver-index slot:IGEN_TASK_SLOT: slot 0 of 2 drivers; a slot is 1 .. 2 (the driver's "
                        + "index + 1)");
        assertThatThrownBy(() -> split.slice(4, Map.of("IGEN_TASK_SLOT", "3"))).hasMessageContaining("slot 3 of 2");
    }

    @Test
    @Tag("slow")
    void twoDriversAtTheSameStartTimeMergeIntoOneRunOfAllShards() throws Exception {
        // Both drivers must have started up and loaded their shards by the start time, or the first window opens late
        // (a problem, exit 1). No fixed margin is sure to be enough on a busy 2-core machine, so a rehearsal first: one
        // driver over all four shards for a moment, on databases of its own. It loads the classes the drivers will
        // use, and the start is set after it, as far ahead as it took and 2 s more: before the start the drivers have
        // only their start-up and loading to do, the rehearsal had its window, check and result files besides.
        long rehearsalStart = System.nanoTime();
        CliRun rehearsal = CliRun.of(new OltpCommand(), "--url", inMemory("rehearsal"), "--shards", "4",
                "--customers-per-shard", "50", "--threads", "4", "--warmup", "0", "--duration", "0.2", "--no-priming",
                "--quiet", "--out", temp.resolve("rehearsal").toString());
        assertThat(rehearsal.exitCode()).as(rehearsal.err()).isZero();
        long rehearsalMillis = (System.nanoTime() - rehearsalStart) / 1_000_000L;
        String url = inMemory("drivers");
        String startAt = Instant.now().plusMillis(rehearsalMillis + 2_000).toString();
        List<CompletableFuture<CliRun>> drivers = Stream.of(0, 1).map(index -> CompletableFuture.supplyAsync(() ->
                CliRun.of(new OltpCommand(), "--url", url, "--shards", "4", "--customers-per-shard", "50",
                        "--threads", "4,8", "--warmup", "0.5", "--duration", "1.5", "--no-priming",
                        "--drivers", "2", "--driver-index", Integer.toString(index), "--run-id", "t-1",
                        "--start-at", startAt, "--out", temp.resolve("driver-{driver}").toString()))).toList();

        Path[] parts = new Path[2];
        for (int index = 0; index < 2; index++) {
            CliRun run = drivers.get(index).get();
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.err()).contains("integrity check passed on shards " + (2 * index) + "-" + (2 * index + 1));
            parts[index] = jsonIn(temp.resolve("driver-" + index));
            RunResult part = ResultJson.read(parts[index]);
            assertThat(part.runId()).isEqualTo("t-1");
            assertThat(part.driver().partitions()).containsExactly(Integer.toString(2 * index),
                    Integer.toString(2 * index + 1));
            assertThat(part.levels()).extracting(LevelResult::level, LevelResult::threads)
                    .containsExactly(tuple(4, 2), tuple(8, 4));
            assertThat(part.config().startAt()).isEqualTo(startAt);
        }

        CliRun merge = CliRun.of(new MergeCommand(), parts[0].toString(), parts[1].toString(),
                "--out", temp.resolve("merged").toString());

        assertThat(merge.exitCode()).as(merge.err()).isZero();
        RunResult merged = ResultJson.read(jsonIn(temp.resolve("merged")));
        RunResult first = ResultJson.read(parts[0]);
        RunResult second = ResultJson.read(parts[1]);
        assertThat(merged.problems()).isEmpty();
        assertThat((List<?>) merged.config().workload().get("shardDatabases")).hasSize(4);
        assertThat(merged.parts()).extracting(MergedPart::file).containsExactly(parts[0].toString(),
                parts[1].toString());
        for (int level = 0; level < 2; level++) {
            LevelResult whole = merged.levels().get(level);
            assertThat(whole.operations()).isEqualTo(first.levels().get(level).operations()
                    + second.levels().get(level).operations());
            assertThat(whole.threads()).isEqualTo(whole.level());
            assertThat(List.copyOf(((Map<?, ?>) whole.details().get("perShard")).keySet()))
                    .isEqualTo(List.of("0", "1", "2", "3"));
            assertThat(((Number) whole.details().get("shards")).intValue()).isEqualTo(4);
            assertThat(whole.windowOverlap()).isGreaterThanOrEqualTo(0.9);
        }

        CliRun twice = CliRun.of(new MergeCommand(), parts[0].toString(), parts[0].toString());
        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.err()).contains("are both driver 0 of 2").hasLineCount(1);
    }

    /** A URL template of in-memory shards no other run in this JVM uses. */
    private static String inMemory(String name) {
        return "jdbc:h2:mem:" + name + "-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1";
    }

    private static Path jsonIn(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }
}
