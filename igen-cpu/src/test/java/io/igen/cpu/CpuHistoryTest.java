package io.igen.cpu;

import io.igen.core.cli.ChildRun;
import io.igen.core.cli.CliRun;
import io.igen.history.store.Figure;
import io.igen.history.store.HistoryStore;
import io.igen.history.store.StoredRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A finished run keeps its result in the history store it names; a store that cannot be opened runs nothing. */
class CpuHistoryTest {

    @TempDir
    Path temp;

    @Test
    @Tag("slow")
    void aFinishedRunIsKeptWithItsFigures() throws Exception {
        Path store = temp.resolve("history");
        Path out = temp.resolve("results");

        CliRun run = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--no-priming", "--duration", "1",
                "--history", store.toString(), "--out", out.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).containsPattern("history: kept as run 1 of series [0-9a-f]{8} in " + store
                + "\\.mv\\.db \\(see igen-cpu history show\\)");
        try (HistoryStore history = HistoryStore.open(store.toString())) {
            List<StoredRun> runs = history.runs("cpu");
            assertThat(runs).singleElement().satisfies(kept -> {
                assertThat(kept.levels()).hasSize(1);
                double[] launches = kept.level(1).orElseThrow().values(Figure.THROUGHPUT);
                assertThat(launches).hasSize(1);
                assertThat(launches[0]).isPositive();
                assertThat(Path.of(kept.resultFile())).exists().hasParent(out);
            });
        }
    }

    @Test
    @Tag("slow")
    void noHistoryKeepsNothingAndAStoreThatCannotBeOpenedRunsNothing() throws Exception {
        Path store = temp.resolve("history");
        CliRun off = CliRun.of(new CpuCommand(), "--threads", "1", "--warmup", "0.2", "--no-priming", "--duration",
                "0.5", "--history", store.toString(), "--no-history", "--out", temp.resolve("r").toString());
        assertThat(off.exitCode()).isZero();
        assertThat(off.err()).doesNotContain("history:");
        assertThat(temp.resolve("history.mv.db")).doesNotExist();

        Path damaged = Files.write(temp.resolve("damaged.mv.db"), new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        CliRun refused = CliRun.of(new CpuCommand(), "--threads", "1", "--duration", "1", "--history",
                damaged.toString(), "--out", temp.resolve("r2").toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.isOneLineRefusal()).isTrue();
        assertThat(refused.err()).isEqualTo(refusal(damaged));
        assertThat(temp.resolve("r2")).doesNotExist();
    }

    @Test
    @Tag("slow")
    void aDamagedStoreIsRefusedBeforeAnyLaunchStarts() throws Exception {
        Path damaged = Files.write(temp.resolve("history.mv.db"), "not a database, but garbage".getBytes());

        // --repeat: this JVM checks the store before its first launch
        CliRun repeated = CliRun.of(new CpuCommand(), "--threads", "1", "--duration", "1", "--repeat", "2",
                "--history", damaged.toString(), "--out", temp.resolve("repeated").toString());
        assertThat(repeated.exitCode()).isEqualTo(2);
        assertThat(repeated.err()).isEqualTo(refusal(damaged));
        assertThat(temp.resolve("repeated")).doesNotExist();

        // a single run from the command line: checked before its launch of its own, whose heap is touched up front
        Path out = temp.resolve("single");
        ChildRun single = ChildRun.start(CpuCommand.class, out, temp.resolve("single.log"), "--threads", "1",
                "--duration", "1", "--history", damaged.toString(), "--out", out.toString());
        assertThat(single.await()).as(single.printed()).isEqualTo(2);
        assertThat(single.printed()).isEqualTo(refusal(damaged));
        assertThat(out).doesNotExist();
    }

    /** The one line a damaged store gets: which file, what is wrong, what to do; none of the driver's words. */
    private static String refusal(Path damaged) {
        return "igen-cpu: history: the history store " + damaged + " is damaged, or is not a history store: it cannot "
                + "be read as a database; move it away (a new one is made in its place) or name another store with "
                + "--history; or keep this run out of it with --no-history" + System.lineSeparator();
    }
}
