package io.igen.cpu;

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
        assertThat(refused.err()).startsWith("igen-cpu: history: cannot open the history store " + damaged);
        assertThat(temp.resolve("r2")).doesNotExist();
    }
}
