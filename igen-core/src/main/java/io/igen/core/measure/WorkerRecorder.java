package io.igen.core.measure;

import org.HdrHistogram.Histogram;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.HashMap;
import java.util.Map;

/**
 * Everything one worker thread measures during one level: a latency histogram, exact moments, a
 * per-second operation count and errors by kind. Single writer, so recording takes no lock and
 * shares no cache line with other threads; the runner merges the recorders once the threads have
 * stopped ({@link LevelMeasurement#merge}). Recording a success allocates nothing.
 */
public final class WorkerRecorder {

    /** Latencies below a microsecond are told apart at about half a microsecond. */
    static final long LOWEST_DISCERNIBLE_NANOS = 1_000;
    /** The histograms grow past this on demand, so nothing is ever clipped. */
    static final long INITIAL_HIGHEST_NANOS = 10_000_000_000L;
    static final int SIGNIFICANT_DIGITS = 3;

    private static final VarHandle OPERATIONS;
    private static final VarHandle COMPLETED;

    static {
        try {
            OPERATIONS = MethodHandles.lookup().findVarHandle(WorkerRecorder.class, "operations", long.class);
            COMPLETED = MethodHandles.lookup().findVarHandle(WorkerRecorder.class, "completed", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Histogram responseNanos = newHistogram();
    private final Histogram serviceNanos;
    private final LatencyMoments responseMoments = new LatencyMoments();
    private final long[] operationsPerSecond;
    private final long[] responseNanosPerSecond;
    private final Map<String, Long> errors = new HashMap<>();
    private double workInWindow;
    @SuppressWarnings("unused") // written and read through OPERATIONS
    private long operations;
    @SuppressWarnings("unused") // written and read through COMPLETED
    private long completed;

    /**
     * @param windowSeconds   the planned measurement window; the per-second series has one slot per
     *                        started second of it, and operations past the last slot are still counted
     * @param recordsServiceTime whether the start of service differs from the intended start (paced
     *                        load), so a separate service-time histogram is worth keeping
     */
    public WorkerRecorder(long windowSeconds, boolean recordsServiceTime) {
        this.operationsPerSecond = new long[(int) Math.max(1, windowSeconds + 1)];
        this.responseNanosPerSecond = new long[operationsPerSecond.length];
        this.serviceNanos = recordsServiceTime ? newHistogram() : null;
    }

    static Histogram newHistogram() {
        Histogram histogram = new Histogram(LOWEST_DISCERNIBLE_NANOS, INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        histogram.setAutoResize(true);
        return histogram;
    }

    /**
     * Records an operation that succeeded.
     *
     * @param windowStartNanos   when the measurement window opened
     * @param intendedStartNanos when the operation was due to start (its actual start in stream mode);
     *                           response time counts from here, so a stall cannot hide (coordinated omission)
     * @param startNanos         when it actually started
     * @param endNanos           when it returned
     */
    public void recordSuccess(long windowStartNanos, long intendedStartNanos, long startNanos, long endNanos) {
        long responseTime = endNanos - intendedStartNanos;
        responseNanos.recordValue(responseTime);
        responseMoments.record(responseTime);
        if (serviceNanos != null) {
            serviceNanos.recordValue(endNanos - startNanos);
        }
        int second = (int) Math.min((intendedStartNanos - windowStartNanos) / 1_000_000_000L, operationsPerSecond.length - 1);
        operationsPerSecond[second]++;
        responseNanosPerSecond[second] += responseTime;
        OPERATIONS.setOpaque(this, (long) OPERATIONS.getOpaque(this) + 1);
    }

    /**
     * Counts an operation that succeeded, in the window or not (warm-up included): the runner reads these
     * counts every second to judge whether the warm-up has reached a steady state.
     */
    public void countCompleted() {
        COMPLETED.setOpaque(this, (long) COMPLETED.getOpaque(this) + 1);
    }

    /** Successful operations since the level started, warm-up included; safe to read from another thread. */
    public long completed() {
        return (long) COMPLETED.getOpaque(this);
    }

    /**
     * Adds the share of a successful operation that ran inside the window (see
     * {@code LevelControl.shareInWindow}); operations that started in the warm-up count here too.
     */
    public void recordWorkInWindow(double share) {
        workInWindow += share;
    }

    /** Records a failed operation under its kind. */
    public void recordError(String kind) {
        errors.merge(kind, 1L, Long::sum);
    }

    /** Successful operations so far; safe to read from another thread for progress display. */
    public long operations() {
        return (long) OPERATIONS.getOpaque(this);
    }

    Histogram responseNanos() {
        return responseNanos;
    }

    Histogram serviceNanos() {
        return serviceNanos;
    }

    LatencyMoments responseMoments() {
        return responseMoments;
    }

    long[] operationsPerSecond() {
        return operationsPerSecond;
    }

    long[] responseNanosPerSecond() {
        return responseNanosPerSecond;
    }

    double workInWindow() {
        return workInWindow;
    }

    Map<String, Long> errors() {
        return errors;
    }
}
