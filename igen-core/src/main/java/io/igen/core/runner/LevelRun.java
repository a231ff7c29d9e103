package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.result.RunConfig;
import io.igen.core.workload.Worker;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Runs one level: starts a thread per worker, lets them warm up unrecorded, opens the measurement
 * window for the configured duration, closes it, waits for every thread to finish its last operation,
 * and merges what they recorded.
 */
final class LevelRun {

    private static final long TICK_NANOS = 1_000_000_000L;
    /** Beyond the window, how long the last operations may take before the level is given up. */
    private static final long DRAIN_LIMIT_NANOS = 120_000_000_000L;

    private final NanoClock clock;
    private final RunListener listener;

    LevelRun(NanoClock clock, RunListener listener) {
        this.clock = clock;
        this.listener = listener;
    }

    LevelMeasurement run(Level level, List<? extends Worker> workers, RunConfig config,
                         Function<Exception, String> errorKind) throws LevelAbortedException, InterruptedException {
        LevelControl control = new LevelControl();
        AtomicReference<Throwable> fatal = new AtomicReference<>();
        long windowSeconds = (long) Math.ceil(config.durationSeconds());
        List<WorkerRecorder> recorders = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < workers.size(); i++) {
            WorkerRecorder recorder = new WorkerRecorder(windowSeconds, config.ratePerThread() != null);
            WorkerLoop loop = new WorkerLoop(workers.get(i), recorder, control, clock, config.intervalNanos(), errorKind);
            Thread thread = new Thread(() -> {
                try {
                    loop.run();
                } catch (Throwable t) {
                    fatal.compareAndSet(null, t);
                    control.abort();
                }
            }, "igen-level" + level.level() + "-worker" + i);
            thread.setDaemon(true);
            recorders.add(recorder);
            threads.add(thread);
        }
        threads.forEach(Thread::start);

        waitPhase(level, LevelProgress.Phase.WARMUP, config.warmupSeconds(), control, recorders);
        control.openWindow(clock.nanoTime());
        waitPhase(level, LevelProgress.Phase.MEASURE, config.durationSeconds(), control, recorders);
        control.closeWindow(clock.nanoTime());
        drain(level, threads, recorders);

        if (fatal.get() != null) {
            throw new LevelAbortedException("a worker failed: " + fatal.get(), fatal.get());
        }
        return LevelMeasurement.merge(recorders, control.windowNanos());
    }

    private void waitPhase(Level level, LevelProgress.Phase phase, double seconds, LevelControl control,
                           List<WorkerRecorder> recorders) {
        long start = clock.nanoTime();
        long end = start + Math.round(seconds * 1e9);
        long now = start;
        while (now < end && !control.stopped()) {
            clock.parkUntil(Math.min(end, now + TICK_NANOS), control::stopped);
            now = clock.nanoTime();
            listener.progress(new LevelProgress(level, phase, (now - start) / 1e9, seconds, operations(recorders)));
        }
    }

    private void drain(Level level, List<Thread> threads, List<WorkerRecorder> recorders)
            throws InterruptedException, LevelAbortedException {
        long start = clock.nanoTime();
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                thread.join(TICK_NANOS / 1_000_000);
                long waited = clock.nanoTime() - start;
                if (thread.isAlive()) {
                    listener.progress(new LevelProgress(level, LevelProgress.Phase.DRAIN, waited / 1e9, 0,
                            operations(recorders)));
                }
                if (waited > DRAIN_LIMIT_NANOS) {
                    throw new LevelAbortedException("worker thread " + thread.getName() + " did not finish its last "
                            + "operation within " + DRAIN_LIMIT_NANOS / 1_000_000_000L + " s of the window's end", null);
                }
            }
        }
    }

    private static long operations(List<WorkerRecorder> recorders) {
        long total = 0;
        for (WorkerRecorder recorder : recorders) {
            total += recorder.operations();
        }
        return total;
    }
}
