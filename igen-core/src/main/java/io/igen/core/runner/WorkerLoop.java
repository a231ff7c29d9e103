package io.igen.core.runner;

import io.igen.core.measure.WorkerRecorder;
import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.workload.Worker;

import java.util.List;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * The loop one load thread runs during a level: execute, time, record, until told to stop. The thread serves one
 * client (one {@link Worker}) or several, in turn ({@link LoadThreads}).
 *
 * <p>In stream mode a client's operations follow each other without a gap: the next is due when the last ended.
 * Under paced load a client's n-th operation is due at {@code first + n * interval}; the loop waits for that deadline
 * rather than sleeping a fixed gap. Its first is due at a random point of its first interval (YCSB's client threads
 * spread themselves the same way): clients started together would otherwise all be due together, interval after
 * interval, and arrive in bursts that queue at the server: on the model database a shard offered 16 clients at 10/s
 * answered in 48 ms, where the same clients with spread phases are answered in 20 ms (lab note
 * 2026-11-27-capacity-model). Either way the thread runs the operation of the client that has been due
 * longest, and response time counts from when it was due, so a stall delays the operations behind it and shows in the
 * percentiles instead of being hidden (coordinated omission), and a client waiting for the thread to finish another
 * client's operation counts that wait, as a request waits in a server's queue. A thread that serves a single client in
 * stream mode times from its last operation's end, which is its actual start but for the loop's own tens of
 * nanoseconds: one code path for every shape, so that the JIT's profile from priming (clients served in turn) holds
 * for a level with a client a thread, instead of being thrown away when the level starts (an uncommon trap).
 *
 * <p>When the controller pauses the level ({@link LevelControl#pause}), the loop waits between two operations; the
 * clients' due times move on by the pause, so the window does not open on a backlog of missed deadlines.
 *
 * <p>With a latency limit ({@link LevelWork#latencyLimitNanos()}), an operation its thread comes to more than the limit
 * after its scheduled start is skipped and counted instead of run, as pgbench {@code --latency-limit} does: it has no
 * hope of meeting the limit, and running it would only make the ones behind it late too. With fixed work
 * ({@link LevelWork#operationsPerClient()}), a client is done after that many scheduled starts in the window (run,
 * failed or skipped), and the thread stops when all its clients are; the last client of the level closes the window
 * ({@link LevelControl#clientFinished}).
 *
 * <p>The level's figures take the operations whose intended start lies in the window; its time series takes
 * all, by the second of the warm-up or of the window in which they complete. Live metrics, when on, hear of every
 * completed operation, warm-up included.
 */
public final class WorkerLoop implements Runnable {

    /** How far ahead a client that has done its operations is parked: a century, after every other client. */
    private static final long DONE_NANOS = 100L * 365 * 24 * 3600 * 1_000_000_000L;

    private final Client[] clients;
    private final WorkerRecorder recorder;
    private final LevelControl control;
    private final NanoClock clock;
    private final long intervalNanos;
    /** Late beyond this, a scheduled start is skipped; {@code Long.MAX_VALUE} without a limit, so none is. */
    private final long latencyLimitNanos;
    /** After this many scheduled starts in the window a client is done; {@code Long.MAX_VALUE} for a time window. */
    private final long operationsPerClient;
    private final Function<Exception, String> errorKind;
    /** Where each paced client's first due time falls in its first interval. */
    private final RandomGenerator phases;

    /**
     * @param workers       the clients this thread serves, each on this thread only
     * @param metrics       each client's live metrics, in the order of {@code workers}; {@link WorkerMetrics#OFF} when
     *                      they are off: then the only implementation loaded, so the JIT inlines the call into nothing
     * @param work          when the clients' operations are due, how late they may start, how many the window takes
     * @param errorKind     the kind a failure is counted under
     * @param phases        under paced load, draws each client's first due time uniformly from its first interval;
     *                      {@link #NO_PHASES} starts every client at once
     */
    public WorkerLoop(List<? extends Worker> workers, List<WorkerMetrics> metrics, WorkerRecorder recorder,
                      LevelControl control, NanoClock clock, LevelWork work, Function<Exception, String> errorKind,
                      RandomGenerator phases) {
        if (workers.isEmpty() || workers.size() != metrics.size()) {
            throw new IllegalArgumentException("a loop serves one client or more, each with its metrics: "
                    + workers.size() + " workers, " + metrics.size() + " metrics");
        }
        this.clients = new Client[workers.size()];
        for (int i = 0; i < clients.length; i++) {
            clients[i] = new Client(workers.get(i), metrics.get(i), i);
        }
        this.recorder = recorder;
        this.control = control;
        this.clock = clock;
        this.intervalNanos = work.intervalNanos();
        this.latencyLimitNanos = work.latencyLimitNanos() == 0 ? Long.MAX_VALUE : work.latencyLimitNanos();
        this.operationsPerClient = work.fixedWork() ? work.operationsPerClient() : Long.MAX_VALUE;
        this.errorKind = errorKind;
        this.phases = phases;
    }

    /** A loop serving one client, without live metrics; paced, it starts at once ({@link #NO_PHASES}). */
    public WorkerLoop(Worker worker, WorkerRecorder recorder, LevelControl control, NanoClock clock,
                      LevelWork work, Function<Exception, String> errorKind) {
        this(List.of(worker), List.of(WorkerMetrics.OFF), recorder, control, clock, work, errorKind, NO_PHASES);
    }

    /** Phases that start every paced client at once: for a schedule a test can predict. */
    public static final RandomGenerator NO_PHASES = () -> 0L;

    /**
     * One client's state on this thread, kept together: one array to index per operation rather than one per fact
     * (RecordingBench's loop; lab note 2026-11-27-hot-loop).
     */
    private static final class Client {
        final Worker worker;
        final WorkerMetrics metrics;
        /** Its place among the thread's clients: how a slow operation names it. */
        final int place;
        /** When its next operation is due. */
        long due;
        /** Its scheduled starts in the window so far: run, failed or skipped. */
        long dueInWindow;

        Client(Worker worker, WorkerMetrics metrics, int place) {
            this.worker = worker;
            this.metrics = metrics;
            this.place = place;
        }
    }

    @Override
    public void run() {
        long first = clock.nanoTime();
        for (Client client : clients) {
            client.due = intervalNanos > 0 ? first + phases.nextLong(intervalNanos) : first;
        }
        int clientsLeft = clients.length;
        // When the thread last became free: in stream mode, the start of its next operation (see below).
        long free = first;
        // Two loops, so that stopping or pausing ends the inner one by its own condition: as a branch inside it, never
        // taken while the JIT profiled, it was compiled as an uncommon trap that threw the compiled loop away when
        // priming stopped (JFR jdk.Deoptimization; lab note 2026-11-27-hot-loop).
        while (clientsLeft > 0 && !control.stopped()) {
            if (control.pauseRequested()) {
                free = waitWhilePaused();
            }
            while (clientsLeft > 0 && !control.needsAttention()) {
                Client client = longestDue();
                long intendedStart = client.due;
                long start;
                boolean tooLate = false;
                if (intervalNanos > 0) {
                    clock.parkUntil(intendedStart, control::needsAttention);
                    if (control.needsAttention()) {
                        continue;
                    }
                    client.due += intervalNanos;
                    start = clock.nanoTime();
                    tooLate = start - intendedStart > latencyLimitNanos;
                } else {
                    // The thread goes from one operation to the next without waiting, so the next starts when the last
                    // ended: one clock reading an operation instead of two, the loop's dearest step (RecordingBench's
                    // loop; lab note 2026-11-28-hot-loop). Service time then includes the loop's own work between the
                    // two (recording, the hooks, keeping a slow one for the tail), as stream mode's response time
                    // always has; a start equals the previous end exactly (ShardAvailability counts on that).
                    start = free;
                }
                long end;
                if (tooLate) {
                    end = skip(client, intendedStart, start);
                } else {
                    // The operation and its recording stay in this loop rather than in a method of their own: C2
                    // does not inline a method it already compiled alone into more than InlineSmallCode bytes, and
                    // whether it had depends on the order the compiler reaches them: then a call per operation
                    // (RecordingBench's loop 66-69 ns with the call, 63-68 ns without; lab note 2026-11-27-house).
                    Worker worker = client.worker;
                    Exception failure = null;
                    try {
                        worker.execute();
                    } catch (Exception e) {
                        failure = e;
                    }
                    end = clock.nanoTime();
                    free = end;
                    worker.timed(start, end, failure == null);
                    // the window read once: each operation judged against one reading of its bounds
                    long windowStart = control.windowStart();
                    long windowEnd = control.windowEnd();
                    recorder.recordCompletion(control.levelStart(), windowStart, intendedStart, end, failure == null);
                    if (failure == null) {
                        recorder.countCompleted();
                        recorder.recordWorkInWindow(LevelControl.shareInWindow(windowStart, windowEnd, start, end));
                        client.metrics.succeeded(end - intendedStart);
                    } else {
                        client.metrics.failed(failure);
                    }
                    if (LevelControl.inWindow(windowStart, windowEnd, intendedStart)) {
                        if (failure == null) {
                            recorder.recordSuccess(windowStart, intendedStart, start, end);
                            if (end - intendedStart > latencyLimitNanos) {
                                recorder.countLate();
                            }
                            if (end - intendedStart > recorder.slowNanos()) {
                                recorder.keepSlow(intendedStart, end, client.place, worker.stepStampsOfLast());
                            }
                        } else {
                            recorder.recordError(errorKind.apply(failure), failure, end);
                        }
                        worker.countLast(failure == null);
                        client.dueInWindow++;
                    }
                    if (intervalNanos == 0) {
                        client.due = end;
                    }
                }
                if (client.dueInWindow == operationsPerClient) {
                    // Done: parked a century ahead, so the thread never picks it again.
                    client.due = end + DONE_NANOS;
                    clientsLeft--;
                    control.clientFinished(end);
                }
            }
        }
        if (intervalNanos > 0) {
            countUnreached();
        }
    }

    /**
     * Waits while the controller pauses the level; the clients' due times move on by the pause. Returns when the pause
     * ended.
     */
    private long waitWhilePaused() {
        long pauseStart = clock.nanoTime();
        control.waitWhilePaused();
        long pauseEnd = clock.nanoTime();
        for (Client client : clients) {
            client.due += pauseEnd - pauseStart;
        }
        return pauseEnd;
    }

    /** Skips an operation of a client already too late to meet the latency limit; returns when (now). */
    private long skip(Client client, long intendedStart, long now) {
        if (control.inWindow(intendedStart)) {
            recorder.countSkipped();
            client.dueInWindow++;
        }
        return now;
    }

    /** Counts each client's scheduled starts in the window that it had not come to when the window closed. */
    private void countUnreached() {
        long windowStart = control.windowStart();
        long windowEnd = control.windowEnd();
        if (windowEnd == Long.MAX_VALUE) {
            return; // stopped without a window: priming, or a failed level
        }
        for (Client client : clients) {
            long next = client.due;
            long first = next >= windowStart ? next
                    : next + (windowStart - next + intervalNanos - 1) / intervalNanos * intervalNanos;
            if (first < windowEnd) {
                recorder.countUnreached(1 + (windowEnd - 1 - first) / intervalNanos);
            }
        }
    }

    /** The client due earliest (the first of equals): in stream mode, round the clients in turn. */
    private Client longestDue() {
        Client earliest = clients[0];
        for (int i = 1; i < clients.length; i++) {
            if (clients[i].due - earliest.due < 0) {
                earliest = clients[i];
            }
        }
        return earliest;
    }
}
