package io.igen.core.runner;

import io.igen.core.measure.SlowOperations;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.RunConfig;
import io.igen.core.workload.Level;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * A level's load threads while they run ({@link LevelRun}): each a {@link WorkerLoop} with its own recorder, all
 * obeying one {@link LevelControl}; the first failure that kills one, and how many operations had succeeded when the
 * window opened (progress counts from there).
 */
final class LevelThreads {

    private final LevelControl control;
    private final List<WorkerRecorder> recorders = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicReference<Throwable> fatal = new AtomicReference<>();
    private final AtomicLong completedBeforeWindow = new AtomicLong();

    private LevelThreads(LevelControl control) {
        this.control = control;
    }

    /**
     * Starts the level's threads. Service time (from an operation's actual start) is recorded apart from response time
     * (from when it was due) when the two differ: under paced load, and when a thread serves several clients.
     * Priming's recorders record it for every other operation, so that the loop is compiled for both kinds of level
     * ({@link WorkerRecorder#priming}).
     */
    static LevelThreads start(Level level, LevelClients clients, RunConfig config, LevelWork work, NanoClock clock,
                              Function<Exception, String> errorKind, Function<Exception, String> errorMessage,
                              boolean priming) {
        long now = clock.nanoTime();
        LevelThreads started = new LevelThreads(work.fixedWork()
                ? LevelControl.forFixedWork(now, clients.workers().size()) : new LevelControl(now));
        long windowSeconds = (long) Math.ceil(config.durationSeconds());
        boolean recordsServiceTime = config.ratePerThread() != null || clients.shareThreads();
        LoadThreadKind kind = config.loadThreads() == null ? LoadThreadKind.PLATFORM : config.loadThreads();
        for (int i = 0; i < clients.threads().size(); i++) {
            WorkerRecorder recorder = priming ? WorkerRecorder.priming(windowSeconds, errorMessage)
                    : new WorkerRecorder(windowSeconds, recordsServiceTime, errorMessage,
                            config.explainTail() ? SlowOperations.kept() : SlowOperations.none());
            WorkerLoop loop = new WorkerLoop(clients.workersOf(i), clients.metricsOf(i), recorder, started.control,
                    clock, work, errorKind, new SplittableRandom());
            Thread thread = ThreadStarter.unstarted(kind, "igen-level" + level.level() + "-worker" + i, () -> {
                try {
                    loop.run();
                } catch (Throwable t) {
                    started.fatal.compareAndSet(null, t);
                    started.control.abort();
                }
            });
            started.recorders.add(recorder);
            started.threads.add(thread);
        }
        started.threads.forEach(Thread::start);
        return started;
    }

    LevelControl control() {
        return control;
    }

    List<WorkerRecorder> recorders() {
        return recorders;
    }

    List<Thread> threads() {
        return threads;
    }

    /** The first failure that killed a thread; null while none did. */
    Throwable fatal() {
        return fatal.get();
    }

    /** Opens the level's window at {@code nowNanos}, and notes how many operations had succeeded. */
    void openWindow(long nowNanos) {
        control.openWindow(nowNanos);
        completedBeforeWindow.set(completed());
    }

    /**
     * Successful operations since the window opened, for progress: none before it. Counts by completion, so it may
     * differ from the level's figure by the operations running as the window opened.
     */
    long operations() {
        return control.windowStart() == Long.MAX_VALUE ? 0 : completed() - completedBeforeWindow.get();
    }

    /** Operations that succeeded since the threads started. */
    long completed() {
        long total = 0;
        for (WorkerRecorder recorder : recorders) {
            total += recorder.completed();
        }
        return total;
    }
}
