package io.igen.core.workload;

import java.util.List;
import java.util.Optional;

/**
 * One level of a workload, from its first worker to its report: what {@link Workload#openLevel} returns. Whatever
 * state a level needs (its random streams, its routing, the connections its workers hold) lives in the session and
 * dies with it, as JMH's {@code @State(Scope.Iteration)} does. The runner asks for the workers, runs them (measured
 * levels only: pausing them between warm-up and window for {@link #beforeWindow}), asks for the {@link #report} once
 * every worker has stopped (measured levels that ran to their end only: not the priming pass, not an aborted level),
 * and closes the session whatever happened.
 *
 * @param <W> the per-thread worker type, handed back whole to {@link #report}
 */
public interface LevelSession<W extends Worker> extends AutoCloseable {

    /**
     * Creates the worker for one thread of the level.
     *
     * @param workerIndex 0-based, below the level's {@link Level#threads()}
     */
    W createWorker(int workerIndex) throws Exception;

    /**
     * What to do between the level's warm-up and its window, with its threads paused between operations: for iGenOLTP,
     * vacuuming its shards so that every window starts from the same database state. Asked once, after the workers were
     * created; empty (the default) when there is nothing to do, and then the threads are not paused. The task must not
     * throw: what fails in it is the session's to report.
     */
    default Optional<Runnable> beforeWindow() {
        return Optional.empty();
    }

    /**
     * What the level's workers did, beyond the runner's own figures: the workload's figures, its problems, and what it
     * saw happen in the window ({@link LevelReport}). Called once, after every worker thread has stopped.
     */
    default LevelReport report(List<W> workers, MeasuredLevel measurement) {
        return LevelReport.NONE;
    }

    /** The level is over: the place to release what its workers hold (connections). Called once, and must not throw. */
    @Override
    default void close() {
    }
}
