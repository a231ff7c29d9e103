package io.igen.history.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A run as the history keeps it: what identifies it, the work it did (runs of the same work form a series, as
 * {@code compare} decides what is comparable), the circumstances a change is labelled with, and per level its figures
 * and each launch's.
 *
 * @param number        its number in the store, from 1; 0 before it is kept
 * @param benchmark     {@code cpu}, {@code ram} or {@code oltp}
 * @param operation     what one operation is ("fractal")
 * @param startedAt     when the run started, ISO-8601, as its result records it (with the benchmark and run name, what
 *                      tells a run kept already)
 * @param started       {@code startedAt} as an instant, what runs are ordered by: a run whose start is not a time is
 *                      never kept ({@link RunRecords#of})
 * @param runName       the run's identity ({@code runId}); null in results from before it was recorded
 * @param series        the same for every run of the same benchmark and work ({@link Series#idOf})
 * @param work          the settings that decide the work of one operation
 * @param circumstances what may differ between comparable runs: host, CPU, JVM, flags, limits, iGen's commit, ...
 * @param resultFile    the result's JSON file when it was kept
 */
public record StoredRun(long number, String benchmark, String operation, String startedAt, Instant started,
                        String runName, String series, Map<String, String> work, Map<String, String> circumstances,
                        String resultFile, List<StoredLevel> levels) {

    public StoredRun {
        Objects.requireNonNull(started, "started");
        work = Map.copyOf(work);
        circumstances = Map.copyOf(circumstances);
        levels = List.copyOf(levels);
    }

    /** This run with its levels, as read from the store. */
    StoredRun withLevels(List<StoredLevel> read) {
        return new StoredRun(number, benchmark, operation, startedAt, started, runName, series, work, circumstances,
                resultFile, read);
    }

    public Optional<StoredLevel> level(int level) {
        return levels.stream().filter(stored -> stored.level() == level).findFirst();
    }

    /** How many launches its figures come from (the most at any level). */
    public int launches() {
        return levels.stream().mapToInt(level -> level.launches().size()).max().orElse(0);
    }
}
