package io.igen.core.runner;

import io.igen.core.measure.WorkerRecorder;
import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.workload.Worker;

import java.util.function.Function;

/**
 * The loop one load thread runs during a level: execute, time, record, until told to stop.
 *
 * <p>In stream mode operations follow each other without a gap. Under paced load the n-th operation is
 * due at {@code first + n * interval}; the loop waits for that deadline rather than sleeping a fixed
 * gap, and response time counts from the deadline, so a stalled operation delays the ones behind it
 * and shows in the percentiles instead of being hidden (coordinated omission).
 *
 * <p>When the controller pauses the level ({@link LevelControl#pause}), the loop waits between two operations; under
 * paced load its schedule moves on by the pause, so the window does not open on a backlog of missed deadlines.
 *
 * <p>The level's figures take the operations whose intended start lies in the window; its time series takes
 * all, by the second of the warm-up or of the window in which they complete. Live metrics, when on, hear of every
 * completed operation, warm-up included.
 *
 * @param intervalNanos the gap between intended starts under paced load; 0 for stream mode
 * @param errorKind     the kind a failure is counted under
 * @param metrics       live metrics of this thread; {@link WorkerMetrics#OFF} when they are off: then the only
 *                      implementation loaded, so the JIT inlines the call into nothing
 */
public record WorkerLoop(Worker worker, WorkerRecorder recorder, LevelControl control, NanoClock clock,
                         long intervalNanos, Function<Exception, String> errorKind, WorkerMetrics metrics)
        implements Runnable {

    /** A loop without live metrics. */
    public WorkerLoop(Worker worker, WorkerRecorder recorder, LevelControl control, NanoClock clock,
                      long intervalNanos, Function<Exception, String> errorKind) {
        this(worker, recorder, control, clock, intervalNanos, errorKind, WorkerMetrics.OFF);
    }

    @Override
    public void run() {
        long nextDeadline = clock.nanoTime();
        while (!control.stopped()) {
            if (control.pauseRequested()) {
                long pauseStart = clock.nanoTime();
                control.waitWhilePaused();
                nextDeadline += clock.nanoTime() - pauseStart;
                continue;
            }
            long intendedStart = nextDeadline;
            if (intervalNanos > 0) {
                clock.parkUntil(intendedStart, this::haltedOrPaused);
                if (control.stopped()) {
                    return;
                }
                if (control.pauseRequested()) {
                    continue;
                }
                nextDeadline += intervalNanos;
            }
            long start = clock.nanoTime();
            if (intervalNanos == 0) {
                intendedStart = start;
            }
            Exception failure = null;
            try {
                worker.execute();
            } catch (Exception e) {
                failure = e;
            }
            long end = clock.nanoTime();
            worker.timed(start, end, failure == null);
            recorder.recordCompletion(control.levelStart(), control.windowStart(), intendedStart, end, failure == null);
            if (failure == null) {
                recorder.countCompleted();
                recorder.recordWorkInWindow(control.shareInWindow(start, end));
                metrics.succeeded(end - intendedStart);
            } else {
                metrics.failed(failure);
            }
            if (control.inWindow(intendedStart)) {
                if (failure == null) {
                    recorder.recordSuccess(control.windowStart(), intendedStart, start, end);
                } else {
                    recorder.recordError(errorKind.apply(failure), failure, end);
                }
                worker.countLast(failure == null);
            }
        }
    }

    private boolean haltedOrPaused() {
        return control.stopped() || control.pauseRequested();
    }
}
