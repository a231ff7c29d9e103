package io.igen.core.workload;


import java.util.List;
import java.util.Map;

/**
 * What a benchmark measures. The runner opens it once, asks for fresh workers at every level, and
 * closes it when the run is over.
 *
 * @param <W> the per-thread worker type, handed back whole to {@link #levelDetails} at the level's end
 */
public interface Workload<W extends Worker> extends AutoCloseable {

    /** Prepares shared resources (data, pools) before the first level; may take long. */
    default void open() throws Exception {
    }

    /**
     * What {@link #open()} found out that the result should record beside the benchmark's own settings
     * (for iGenOLTP, each shard's database product and version). Called once, right after {@code open};
     * the entries are added to the run configuration's {@code workload} settings.
     */
    default Map<String, Object> discoveredSettings() {
        return Map.of();
    }

    /**
     * Creates the worker for one thread of a level.
     *
     * @param workerIndex 0-based, below {@code level.threads()}
     */
    W createWorker(int workerIndex, Level level) throws Exception;

    /**
     * Benchmark-specific figures of a finished level (for example {@code ticketsPerMs}), written beside
     * the standard statistics. Called after every worker thread of the level has stopped.
     */
    default Map<String, Object> levelDetails(Level level, List<W> workers, MeasuredLevel measurement) {
        return Map.of();
    }

    /**
     * Checks the workload's state after the last level (for example iGenOLTP's integrity check).
     *
     * @return one line per failed check; empty when all passed. Each becomes a problem of the run (exit 1).
     */
    default List<String> checkAfterRun() throws Exception {
        return List.of();
    }

    /** The name an operation failure is counted under; by default the exception's simple class name. */
    default String errorKind(Exception failure) {
        return failure.getClass().getSimpleName();
    }

    @Override
    default void close() throws Exception {
    }
}
