package io.igen.core.workload;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a benchmark measures. The runner opens it once, runs its levels one after the other and closes it when the run
 * is over. Each level, the priming pass included, is a {@link LevelSession} of its own: {@link #openLevel} makes it,
 * the session makes the level's workers, may act before the window, and reports the level when its workers have
 * stopped.
 *
 * <p>Only {@link #openLevel} must be written; a benchmark overrides what else it needs: {@link #open} and
 * {@link #close} for what lives over the whole run (data, pools), {@link #figures} to declare what its reports contain,
 * {@link #checkAfterRun} for a check of the whole run (iGenOLTP's integrity check), and, for work on databases,
 * {@link #database}.
 *
 * @param <W> the per-thread worker type
 */
public interface Workload<W extends Worker> extends AutoCloseable {

    /** Prepares shared resources (data, pools) before the first level; may take long. */
    default void open() throws Exception {
    }

    /**
     * A level begins: its session creates its workers next. Also called for the priming pass that precedes the first
     * level (a level of its own, on half the machine's hardware threads or fewer, whose measurement is
     * discarded).
     */
    LevelSession<W> openLevel(Level level) throws Exception;

    /**
     * The unit of each figure the level reports contain ({@link LevelReport#figures()}) and how the parts of a run with
     * several drivers combine it: {@code ticketsPerMs} adds up, {@code searchMs} is a mean over operations. {@code
     * merge} goes by these, and the runner refuses a figure that is not declared.
     */
    default Map<String, FigureKind> figures() {
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

    /** What work on databases tells the runner of them ({@link DatabaseWork}); empty (the default) for other work. */
    default Optional<DatabaseWork<W>> database() {
        return Optional.empty();
    }

    @Override
    default void close() throws Exception {
    }
}
