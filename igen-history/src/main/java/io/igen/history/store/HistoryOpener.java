package io.igen.history.store;

import io.igen.core.result.RunHistory;
import io.igen.core.result.RunResult;

import java.nio.file.Path;

/** The history a benchmark run keeps its result in, found by igen-core on the class path ({@link RunHistory}). */
public final class HistoryOpener implements RunHistory.Opener {

    @Override
    public RunHistory open(String store) throws HistoryException {
        // checked now, then let go: the run may take hours, and an embedded file is locked while open
        HistoryStore.open(store).close();
        return (RunResult result, Path resultFile) -> {
            StoredRun run = RunRecords.of(result, resultFile);
            try (HistoryStore history = HistoryStore.open(store)) {
                HistoryStore.Appended appended = history.append(run);
                return (appended.already() ? "already kept" : "kept") + " as run " + appended.number() + " of series "
                        + run.series() + " in " + history.describe() + " (see igen-" + result.benchmark()
                        + " history show)";
            }
        };
    }
}
