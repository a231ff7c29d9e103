package io.igen.core.measure;

import io.igen.core.result.IntervalLatency;
import io.igen.core.result.IntervalPoint;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntCountsHistogram;

import java.util.ArrayList;
import java.util.List;

/**
 * One worker thread's operations by the second of the window in which they <em>completed</em>: successes, failures
 * and a response-time histogram per second. Single writer, no locks; merged by {@link #merge} once the threads have
 * stopped.
 *
 * <p>Why an array of histograms and not a {@code SingleWriterRecorder} swapped by a sampler thread: the intervals are
 * then cut exactly at whole seconds of the window by the completion time, with no sampler to schedule or to test,
 * and the writer never meets a phase flip. The cost is memory, paid only for seconds in which the thread completed
 * something: each histogram is an {@link IntCountsHistogram} of 2 significant digits, 10 KB (a 3-digit
 * {@code Histogram} like the level's takes 128 KB), so 64 threads over a 10 s window take about 7 MB, and 256
 * threads over 60 s about 160 MB. Percentiles of an interval are then exact to 1 %, enough to see a stall; the
 * level's own histogram keeps 3 digits.
 */
final class IntervalSeries {

    static final int SIGNIFICANT_DIGITS = 2;
    private static final long NANOS_PER_SECOND = 1_000_000_000L;
    private static final double NANOS_PER_MS = 1e6;

    private final AbstractHistogram[] responseNanos;
    private final long[] operations;
    private final long[] errors;

    /** @param seconds the planned window in whole seconds; completions after its last slot are ignored */
    IntervalSeries(long seconds) {
        int slots = (int) Math.max(1, seconds + 1);
        this.responseNanos = new AbstractHistogram[slots];
        this.operations = new long[slots];
        this.errors = new long[slots];
    }

    /**
     * Records a successful operation that completed {@code completedAfterNanos} after the window opened, with its
     * response time (under paced load from its intended start). Completions before the window opened are ignored.
     */
    void recordSuccess(long completedAfterNanos, long responseNanos) {
        int slot = slot(completedAfterNanos);
        if (slot < 0) {
            return;
        }
        AbstractHistogram histogram = this.responseNanos[slot];
        if (histogram == null) {
            histogram = newHistogram();
            this.responseNanos[slot] = histogram;
        }
        histogram.recordValue(responseNanos);
        operations[slot]++;
    }

    /** Records a failed operation that completed {@code completedAfterNanos} after the window opened. */
    void recordError(long completedAfterNanos) {
        int slot = slot(completedAfterNanos);
        if (slot >= 0) {
            errors[slot]++;
        }
    }

    private int slot(long completedAfterNanos) {
        if (completedAfterNanos < 0) {
            return -1;
        }
        long second = completedAfterNanos / NANOS_PER_SECOND;
        return second < operations.length ? (int) second : -1;
    }

    private static AbstractHistogram newHistogram() {
        AbstractHistogram histogram = new IntCountsHistogram(WorkerRecorder.LOWEST_DISCERNIBLE_NANOS,
                WorkerRecorder.INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        histogram.setAutoResize(true);
        return histogram;
    }

    /**
     * The series of a level: one point per whole second of the window, each the sum over the threads' series.
     *
     * @param wholeSeconds the whole seconds of the measured window; a part-second at its end is left out, as in
     *                     {@code perSecond}
     */
    static List<IntervalPoint> merge(List<IntervalSeries> threads, int wholeSeconds) {
        List<IntervalPoint> points = new ArrayList<>(wholeSeconds);
        for (int second = 0; second < wholeSeconds; second++) {
            Histogram merged = null;
            long operations = 0;
            long errors = 0;
            for (IntervalSeries thread : threads) {
                if (second >= thread.operations.length) {
                    continue;
                }
                operations += thread.operations[second];
                errors += thread.errors[second];
                AbstractHistogram histogram = thread.responseNanos[second];
                if (histogram != null) {
                    if (merged == null) {
                        merged = new Histogram(WorkerRecorder.LOWEST_DISCERNIBLE_NANOS,
                                WorkerRecorder.INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
                        merged.setAutoResize(true);
                    }
                    merged.add(histogram);
                }
            }
            points.add(new IntervalPoint(second, operations, errors, merged == null ? null : latency(merged)));
        }
        return points;
    }

    private static IntervalLatency latency(Histogram histogram) {
        return new IntervalLatency(
                histogram.getValueAtPercentile(50) / NANOS_PER_MS,
                histogram.getValueAtPercentile(90) / NANOS_PER_MS,
                histogram.getValueAtPercentile(99) / NANOS_PER_MS,
                histogram.getMaxValue() / NANOS_PER_MS);
    }
}
