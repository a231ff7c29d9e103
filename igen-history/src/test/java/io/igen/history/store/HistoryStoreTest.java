package io.igen.history.store;

import io.igen.core.result.RunResult;
import io.igen.history.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HistoryStoreTest {

    @TempDir
    Path temp;

    @Test
    void aRunIsKeptWithEveryLaunchAndReadBackInTheOrderRunsStarted() throws Exception {
        try (HistoryStore store = HistoryStore.open(temp.resolve("history").toString())) {
            RunResult later = Runs.cpu(10, null, 90, 92, 94);
            RunResult earlier = Runs.cpu(0, null, 100);

            HistoryStore.Appended first = store.append(RunRecords.of(later, temp.resolve("later.json")));
            HistoryStore.Appended second = store.append(RunRecords.of(earlier, temp.resolve("earlier.json")));

            List<StoredRun> runs = store.runs("cpu");
            assertThat(runs).extracting(StoredRun::number).containsExactly(second.number(), first.number());
            StoredRun repeated = runs.get(1);
            assertThat(repeated.level(2).orElseThrow().values(Figure.THROUGHPUT)).containsExactly(180, 184, 188);
            assertThat(repeated.level(1).orElseThrow().values(Figure.MEAN_MS))
                    .containsExactly(1000 / 90.0, 1000 / 92.0, 1000 / 94.0);
            assertThat(repeated.level(1).orElseThrow().throughput()).isEqualTo(92);
            assertThat(runs.get(0).level(1).orElseThrow().values(Figure.THROUGHPUT)).containsExactly(100);
            assertThat(repeated.resultFile()).isEqualTo(temp.resolve("later.json").toString());
            assertThat(repeated.circumstances()).containsEntry("process limits", "no CPU quota, no memory limit");
            assertThat(repeated.series()).isEqualTo(runs.get(0).series());
            assertThat(store.runs("oltp")).isEmpty();
            assertThat(store.series("cpu")).singleElement().satisfies(series -> assertThat(series.runs()).hasSize(2));
        }
    }

    @Test
    void aRunKeptAlreadyIsNotKeptTwice() throws Exception {
        try (HistoryStore store = HistoryStore.open(temp.resolve("history").toString())) {
            RunResult run = Runs.cpu(0, null, 100, 101);

            HistoryStore.Appended first = store.append(RunRecords.of(run, temp.resolve("a.json")));
            HistoryStore.Appended again = store.append(RunRecords.of(run, temp.resolve("copy-of-a.json")));

            assertThat(again).isEqualTo(new HistoryStore.Appended(first.number(), true));
            assertThat(store.runs("cpu")).hasSize(1);
        }
    }

    @Test
    void differentWorkIsAnotherSeries() throws Exception {
        try (HistoryStore store = HistoryStore.open(temp.resolve("history").toString())) {
            RunResult run = Runs.cpu(0, null, 100);
            RunResult otherWork = run.toBuilder().config(run.config().toBuilder()
                    .workload(java.util.Map.of("maxIterations", 1024)).build()).startedAt("2026-11-28T05:00:00Z").build();

            store.append(RunRecords.of(run, temp.resolve("a.json")));
            store.append(RunRecords.of(otherWork, temp.resolve("b.json")));

            List<Series> series = store.series("cpu");
            assertThat(series).hasSize(2);
            assertThat(series.get(0).work()).containsEntry("maxIterations", "1024");
        }
    }

    @Test
    void aResultWhoseStartIsNotATimeIsNotKept() {
        RunResult undated = Runs.cpu(0, null, 100).toBuilder().startedAt("2026-13-45 25:00").build();

        assertThatThrownBy(() -> RunRecords.of(undated, temp.resolve("undated.json")))
                .isInstanceOf(HistoryException.class)
                .hasMessage(temp.resolve("undated.json") + " records its start (startedAt) as '2026-13-45 25:00', "
                        + "which is not a time (ISO-8601, like 2026-11-28T04:00:00Z): the run cannot be placed among "
                        + "the others");
    }

    @Test
    void aKeptRunWhoseStartIsNotATimeIsNamedWhenTheRunsAreRead() throws Exception {
        Path file = temp.resolve("history");
        try (HistoryStore store = HistoryStore.open(file.toString())) {
            store.append(RunRecords.of(Runs.cpu(0, null, 100), temp.resolve("a.json")));
        }
        // as an iGen that did not check starts on import could have kept it
        try (Connection connection = DriverManager.getConnection(StoreLocation.of(file.toString()).url());
             Statement statement = connection.createStatement()) {
            statement.execute("update igen_run set started_at = 'yesterday'");
        }

        try (HistoryStore store = HistoryStore.open(file.toString())) {
            assertThatThrownBy(() -> store.runs("cpu")).isInstanceOf(HistoryException.class)
                    .hasMessage("the history store " + file + ".mv.db holds run 1 of igen-cpu with the start "
                            + "'yesterday', which is not a time (ISO-8601, like 2026-11-28T04:00:00Z): remove the "
                            + "run (its rows in igen_launch, igen_level and igen_run, where run_key or id is 1) and "
                            + "import its result file again, or name another store with --history");
        }
    }

    @Test
    void aStoreWrittenByANewerIgenIsRefused() throws Exception {
        Path file = temp.resolve("history");
        HistoryStore.open(file.toString()).close();
        try (Connection connection = DriverManager.getConnection(StoreLocation.of(file.toString()).url());
             Statement statement = connection.createStatement()) {
            statement.execute("update igen_history_schema set version = 7");
        }

        assertThatThrownBy(() -> HistoryStore.open(file.toString())).isInstanceOf(HistoryException.class)
                .hasMessage(file + ".mv.db was written by a newer iGen (history schema 7; this one reads up to 1): run "
                        + "a newer iGen, or name another store with --history");
    }

    @Test
    void aDatabaseWithTablesOfTheSameNameButNoVersionIsNotAHistory() throws Exception {
        Path file = temp.resolve("other");
        try (Connection connection = DriverManager.getConnection(StoreLocation.of(file.toString()).url());
             Statement statement = connection.createStatement()) {
            statement.execute("create table igen_run (id int)");
        }

        assertThatThrownBy(() -> HistoryStore.open(file.toString())).isInstanceOf(HistoryException.class)
                .hasMessageContaining("has an igen_run table but no schema version: it is not an iGen history store");
    }

    @Test
    void anUnreachableServerIsNamedWithoutItsPassword() {
        String url = "jdbc:postgresql://127.0.0.1:1/history?user=ci&password=secret&connectTimeout=2";

        assertThatThrownBy(() -> HistoryStore.open(url)).isInstanceOf(HistoryException.class)
                .hasMessageStartingWith("cannot open the history store jdbc:postgresql://127.0.0.1:1/history?user=ci"
                        + "&password=***&connectTimeout=2: ")
                .hasMessageNotContaining("secret");
    }

    @Test
    void defaultIsAFileUnderTheUsersDirectory() {
        StoreLocation location = StoreLocation.of("default");

        assertThat(location.display()).isEqualTo(Path.of(System.getProperty("user.home"), ".igen", "history.mv.db")
                .toString());
        assertThat(location.url()).startsWith("jdbc:h2:file:");
        assertThat(StoreLocation.of("/tmp/h.mv.db").url()).isEqualTo("jdbc:h2:file:/tmp/h");
    }
}
