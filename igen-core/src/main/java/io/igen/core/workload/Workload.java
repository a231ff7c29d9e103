package io.igen.core.workload;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a benchmark measures. The runner opens it once, runs its levels one after the other and closes it when
 * the run is over. Each level, the priming pass included, goes through the same hooks in this order:
 * {@link #levelStarting}, {@link #createWorker} for every client, the load threads run (measured levels only: paused
 * between warm-up and window for what {@link #beforeWindow} gives), then (measured levels only)
 * {@link #levelDetails} and {@link #levelProblems}, and last {@link #levelEnded}, whatever happened.
 *
 * <p>Only {@link #createWorker} must be written; every other hook has a default that does nothing, and a benchmark
 * overrides what it needs: the lifecycle ({@link #open}, {@link #levelStarting}, {@link #beforeWindow},
 * {@link #levelEnded}, {@link #checkAfterRun}, {@link #close}); what it reports and declares ({@link #levelDetails}
 * with {@link #figures}, {@link #levelProblems}, {@link #discoveredSettings} and {@link #settingRoles}); and, for work
 * on databases, where they run ({@link #serverSide}, {@link #sessionProbe}), how the work divides into parts
 * ({@link #partitioning}) and how failures are named ({@link #failureNaming}).
 *
 * @param <W> the per-thread worker type, handed back whole to the level-end hooks
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
     * Which of the benchmark's own settings (the run configuration's {@code workload}) are circumstances of the work
     * rather than the work ({@link SettingRole#CIRCUMSTANCE}): a limit the run is judged by, the same work run another
     * way. {@code compare} lists those beside its verdict instead of calling two runs different work. Every setting not
     * named is the work; what {@link #discoveredSettings()} found is recorded as found.
     */
    default Map<String, SettingRole> settingRoles() {
        return Map.of();
    }

    /**
     * A level begins; its workers are created next. Also called for the priming pass that precedes the first level
     * (with either warm-up, unless priming is off): a level of its own (at most as many threads as the machine has hardware threads) whose
     * measurement is discarded. A workload that derives per-level state (random streams, routing) does it here.
     */
    default void levelStarting(Level level) {
    }

    /**
     * What to do between a level's warm-up and its window, with the level's threads paused between operations: for
     * iGenOLTP, vacuuming its shards so that every window starts from the same database state. Asked once per measured
     * level, after its workers were created; empty (the default) when there is nothing to do, and then the threads are
     * not paused. The task must not throw: what fails in it is the workload's to record.
     */
    default Optional<Runnable> beforeWindow(Level level) {
        return Optional.empty();
    }

    /**
     * Creates the worker for one thread of a level.
     *
     * @param workerIndex 0-based, below {@code level.threads()}
     */
    W createWorker(int workerIndex, Level level) throws Exception;

    /**
     * Benchmark-specific figures of a finished level (for example {@code ticketsPerMs}), written beside
     * the standard statistics. Called after every worker thread of the level has stopped; not for the priming
     * pass, nor for a level that was aborted. Each name must be declared by {@link #figures()}.
     */
    default Map<String, Object> levelDetails(Level level, List<W> workers, MeasuredLevel measurement) {
        return Map.of();
    }

    /**
     * The unit of each figure {@link #levelDetails} reports and how the parts of a run with several drivers combine
     * it: {@code ticketsPerMs} adds up, {@code searchMs} is a mean over operations. {@code merge} goes by these.
     */
    default Map<String, FigureKind> figures() {
        return Map.of();
    }

    /**
     * Where the work's database runs: in this process (the default), or in servers, with the ports of those on this
     * host, whose processes' CPU each level then records. Asked once, after {@link #open()}.
     */
    default ServerSide serverSide() {
        return ServerSide.IN_PROCESS;
    }

    /**
     * Looks at the work's database sessions while the run goes on, so that each level records what they waited for
     * ({@link SessionProbe}); empty (the default) for work without database sessions, or when the servers will not
     * tell. Asked once, after {@link #open()}; the runner samples it about ten times a second and closes it.
     */
    default Optional<SessionProbe> sessionProbe() {
        return Optional.empty();
    }

    /**
     * What failed in a finished level beyond the share of failed operations, which the runner judges itself: for
     * iGenOLTP, a shard whose own share of failures is over the limit, however few its transactions. Called after
     * {@link #levelDetails}.
     *
     * @param maxErrorPercent the run's limit on failed operations, the one the runner applies to the whole level
     * @return one line per problem; each becomes a problem of the run (exit 1)
     */
    default List<String> levelProblems(Level level, List<W> workers, MeasuredLevel measurement,
                                       double maxErrorPercent) {
        return List.of();
    }

    /**
     * What the work saw happen in a finished level's window that may have made operations slow, on the runner's clock:
     * for iGenOLTP each shard's outages and the database servers' checkpoints. The runner sets each operation slower
     * than the window's p99 against these, beside the JVM's pauses ({@link RunEvent}); none by default. Called after
     * {@link #levelDetails}, only when the run explains its tail.
     */
    default List<RunEvent> levelEvents(Level level, MeasuredLevel measurement) {
        return List.of();
    }

    /**
     * The spans of a finished level's window in which a watch that {@link #levelEvents} draws on was not watching, and
     * why ({@link WatchGap}): for iGenOLTP, a server that did not answer its checkpoint watch. The level's tail says its
     * account is incomplete there; none by default. Called beside {@link #levelEvents}.
     */
    default List<WatchGap> levelWatchGaps(Level level, MeasuredLevel measurement) {
        return List.of();
    }

    /**
     * A level is over: its worker threads have stopped (or were given up on, when the level was aborted). Called
     * once for every {@link #levelStarting}, the priming pass and aborted levels included, with the workers that
     * were created; the place to release what they hold (connections).
     */
    default void levelEnded(Level level, List<W> workers) {
    }

    /**
     * Checks the workload's state after the last level (for example iGenOLTP's integrity check).
     *
     * @return one line per failed check; empty when all passed. Each becomes a problem of the run (exit 1).
     */
    default List<String> checkAfterRun() throws Exception {
        return List.of();
    }

    /**
     * How the work divides into parts the threads are bound to, if it does ({@link Partitioning}: iGenOLTP's shards);
     * empty (the default) when every thread does the same work. Asked before {@link #open()} too.
     */
    default Optional<Partitioning<W>> partitioning() {
        return Optional.empty();
    }

    /** How failed operations are counted and sampled; by default by the exception's class ({@link FailureNaming}). */
    default FailureNaming failureNaming() {
        return FailureNaming.BY_CLASS;
    }

    @Override
    default void close() throws Exception {
    }
}
