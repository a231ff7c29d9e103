package io.igen.oltp;

import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp load}, {@code run} and {@code drop} on embedded H2 shards kept on disk: load once, run many times
 * without loading, and nothing left behind.
 */
class PhaseCommandsTest {

    @TempDir
    Path temp;

    @Test
    @Tag("slow")
    void loadOnceThenThreeRunsThatNeverLoadThenDropLeavesNothing() throws Exception {
        Path dir = temp.resolve("shards");
        String[] shards = {"--h2-dir", dir.toString(), "--shards", "2", "--customers-per-shard", "20"};

        CliRun load = run(concat("load", shards));
        assertThat(load.exitCode()).as(load.err()).isZero();
        assertThat(load.err()).contains("loading 2 shard(s), 10,220 rows each", "loaded 2 shard(s)");
        assertThat(load.out().lines()).hasSize(2);
        assertThat(load.out()).containsPattern("shard 0 \\(jdbc:h2:file:.*igen-shard0.*\\): loaded in [0-9.]+ s, "
                + "verified: 20 customers, 10,000 items, 200 orders");
        Timestamp loadedAt = loadedAt(dir, 0);

        for (int run = 1; run <= 3; run++) {
            CliRun levels = run(concat("run", shards, "--threads", "2", "--warmup", "0", "--no-priming",
                    "--duration", "0.3", "--out", temp.resolve("out" + run).toString()));
            assertThat(levels.exitCode()).as(levels.err()).isZero();
            assertThat(levels.err()).contains("not loading: shards 0..1 hold the data set",
                    "integrity check passed on all 2 shards").doesNotContain("loading 2", "loaded", "re-using");
            assertThat(levels.out()).contains("peak:");
        }
        assertThat(loadedAt(dir, 0)).isEqualTo(loadedAt);
        assertThat(rows(dir, 1, "customer")).isEqualTo(20);

        CliRun again = run(concat("load --quiet", shards));
        assertThat(again.exitCode()).isZero();
        assertThat(again.err()).isEmpty();
        assertThat(again.out()).contains("shard 1 (", "): already loaded (at ", "), verified: 20 customers");
        assertThat(loadedAt(dir, 0)).isEqualTo(loadedAt);

        // drop takes where the shards are and how many, nothing of their data: the tables go whatever data they hold
        String[] where = {"--h2-dir", dir.toString(), "--shards", "2"};
        CliRun drop = run(concat("drop", where));
        assertThat(drop.exitCode()).as(drop.err()).isZero();
        assertThat(drop.out()).contains("igen-shard0", ": dropped igen_metadata, orders, item, customer; database files "
                + "deleted");
        assertThat(filesIn(dir)).isEmpty();

        CliRun dropAgain = run(concat("drop", where));
        assertThat(dropAgain.exitCode()).isZero();
        assertThat(dropAgain.out()).contains(": nothing to drop; database files deleted");
        assertThat(filesIn(dir)).isEmpty();
    }

    @Test
    @Tag("slow")
    void runRefusesShardsNotLoadedBeforeAnyLevelNamingTheLoadCommand() throws Exception {
        Path dir = temp.resolve("shards");
        String[] shards = {"--h2-dir", dir.toString(), "--shards", "2", "--customers-per-shard", "20"};
        String[] levels = {"--threads", "2", "--warmup", "0", "--no-priming", "--duration", "0.3", "--out",
                temp.resolve("out").toString()};

        CliRun empty = run(concat("run", shards, levels));
        assertThat(empty.exitCode()).isEqualTo(2);
        assertThat(empty.err()).contains("igen-oltp run: shards 0..1 are not loaded (no igen_metadata row). igen-oltp "
                + "run never loads: run `igen-oltp load --db h2 --url 'jdbc:h2:file:", "--shards 2 "
                + "--customers-per-shard 20 --seed 20261121` first").doesNotContain("\tat ", "transactions/s");
        assertThat(rows(dir, 0, "information_schema.tables WHERE table_schema = 'PUBLIC'")).isZero();

        assertThat(run(concat("load --quiet", shards)).exitCode()).isZero();
        CliRun other = run(concat("run --shards 2 --customers-per-shard 30", new String[] {"--h2-dir",
                dir.toString()}, levels));
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains("shards 0..1 hold customers per shard 20 (this run: 30). igen-oltp run never "
                + "loads: run `igen-oltp load", "--customers-per-shard 30 --seed 20261121 --reload` first");
        assertThat(rows(dir, 0, "customer")).isEqualTo(20);
    }

    @Test
    void inMemoryShardsAndReloadDoNotGoWithPhases() {
        CliRun load = run("load", "--shards", "1");
        assertThat(load.exitCode()).isEqualTo(2);
        assertThat(load.err()).isEqualTo("igen-oltp load: igen-oltp load keeps the shards for later runs, but "
                + "in-memory H2 shards are gone when a process exits: keep them on disk with --h2-dir DIR (the same "
                + "for load, run and drop), or use a database server" + System.lineSeparator());
        assertThat(run("run", "--shards", "1").err()).contains("igen-oltp run uses data loaded before by igen-oltp "
                + "load, but in-memory H2 shards are gone");
        CliRun reload = run("run", "--h2-dir", temp.toString(), "--reload");
        assertThat(reload.exitCode()).isEqualTo(2);
        assertThat(reload.err()).contains("--reload loads, and igen-oltp run never loads");
        CliRun dropReload = run("drop", "--h2-dir", temp.toString(), "--reload");
        assertThat(dropReload.exitCode()).isEqualTo(2);
        assertThat(dropReload.err()).contains("Unknown option: '--reload'");
        CliRun drop = run("drop");
        assertThat(drop.exitCode()).isZero();
        assertThat(drop.out()).startsWith("nothing to drop: in-memory H2 shards are gone");
    }

    @Test
    void loadAndDropTakeOnlyTheShardOptionsAndRunTakesTheRunsOptions() {
        CliRun loadHelp = run("load", "--help");
        assertThat(loadHelp.exitCode()).isZero();
        assertThat(loadHelp.out()).contains("--db=DB", "--h2-dir=DIR", "--shard-map=FILE", "--shards=N",
                "--customers-per-shard=C", "--password-file=FILE", "--reload", "--quiet", "--verbose")
                .contains("Shard URL templates when --url, --h2-dir and --shard-map are not given")
                .doesNotContain("--threads", "--rate-per-thread", "--maintenance", "--duration");
        assertThat(run("drop", "--threads", "2").err()).contains("Unknown options: '--threads'");
        CliRun dropHelp = run("drop", "--help");
        assertThat(dropHelp.out()).contains("--db=DB", "--h2-dir=DIR", "--shards=N")
                .doesNotContain("--customers-per-shard", "--seed", "--reload");
        assertThat(run("drop", "--customers-per-shard", "10").err())
                .contains("Unknown options: '--customers-per-shard', '10'");
        CliRun runHelp = run("run", "--help");
        assertThat(runHelp.out()).contains("Usage: igen-oltp run [OPTIONS]", "--threads=LEVELS", "--duration",
                "--rate-per-thread", "--maintenance", "--out", "--repeat")
                .doesNotContain("Commands:");
        assertThat(run("--help").out()).contains("load ", "run ", "drop ");
    }

    private static Timestamp loadedAt(Path dir, int shard) throws SQLException {
        try (Connection connection = connect(dir, shard); Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT loaded_at FROM igen_metadata")) {
            row.next();
            return row.getTimestamp(1);
        }
    }

    private static long rows(Path dir, int shard, String table) throws SQLException {
        try (Connection connection = connect(dir, shard); Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
            count.next();
            return count.getLong(1);
        }
    }

    private static Connection connect(Path dir, int shard) throws SQLException {
        return DriverManager.getConnection("jdbc:h2:file:" + dir.toAbsolutePath() + "/igen-shard" + shard
                + ";IFEXISTS=TRUE");
    }

    private static List<Path> filesIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.toList();
        }
    }

    /** The words of {@code command}, then the arguments. */
    private static String[] concat(String command, String[] more, String... rest) {
        List<String> all = new ArrayList<>(List.of(command.split(" ")));
        all.addAll(List.of(more));
        all.addAll(List.of(rest));
        return all.toArray(String[]::new);
    }

    private static CliRun run(String... args) {
        return CliRun.of(new OltpCommand(), args);
    }
}
