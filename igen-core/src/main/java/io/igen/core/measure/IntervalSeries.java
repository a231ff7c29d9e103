package io.igen.core.measure;

import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntCountsHistogram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One worker thread's operations by the second in which they <em>completed</em>: successes, failures and a
 * response-time histogram per second, for the seconds of the warm-up (counted from the level's start) and of the
 * measurement window (counted from the window's start). Single writer, no locks; merged by {@link #merge} once the
 * threads have stopped.
 *
 * <p>Why an array of histograms and not a {@code SingleWriterRecorder} swapped by a sampler thread: the intervals are
 * then cut exactly at whole seconds of the window by the completion time, with no sampler to schedule or to test,
 * and the writer never meets a phase flip. The cost is memory, paid only for seconds in which the thread completed
 * something: each histogram is an {@link IntCountsHistogram} of 2 significant digits, 10 KB (a 3-digit
 * {@code Histogram} like the level's takes 128 KB), so 64 threads over a 10 s window take about 7 MB, and 256
 * threads over 60 s about 160 MB; a warm-up costs the same per second. Percentiles of an interval are then exact to
 * 1 %, enough to see a stall; the level's own histogram keeps 3 digits.
 */
final class IntervalSeries {

    static final int SIGNIFICANT_DIGITS = 2;
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    /**
     * The warm-up's seconds: its length is known only once the window opens, so they grow on demand, from one: the
     * growing then happens in priming's first seconds, where the JIT's profile sees it, and not first at a level's
     * eighth second, where it threw the compiled loop away (an uncommon trap in every load thread at once).
     */
    private final Seconds warmup = new Seconds(1);
    private final Seconds window;

    /** @param seconds the planned window in whole seconds; its slots grow when the window runs longer (fixed work) */
    IntervalSeries(long seconds) {
        this.window = new Seconds((int) Math.max(1, seconds + 1));
    }

    /**
     * Records an operation that completed {@code sinceWindowStartNanos} after the window opened, with its response
     * time (under paced load from its intended start).
     */
    void recordInWindow(long sinceWindowStartNanos, boolean succeeded, long responseNanos) {
        if (sinceWindowStartNanos >= 0) {
            int second = (int) (sinceWindowStartNanos / NANOS_PER_SECOND);
            window.grow(second).record(second, succeeded, responseNanos);
        }
    }

    /** Records an operation that completed in the warm-up, {@code sinceLevelStartNanos} after the level started. */
    void recordInWarmup(long sinceLevelStartNanos, boolean succeeded, long responseNanos) {
        if (sinceLevelStartNanos >= 0) {
            int second = (int) (sinceLevelStartNanos / NANOS_PER_SECOND);
            warmup.grow(second).record(second, succeeded, responseNanos);
        }
    }

    /**
     * The seconds of a level, each the sum over the threads' series: the whole seconds of the warm-up, then those of
     * the window.
     *
     * @param warmupNanos  how long the level ran before its window opened; its whole seconds are kept (their starts
     *                     are negative seconds from the window's start) and a part-second just before the window is
     *                     left out
     * @param wholeSeconds the whole seconds of the measured window; a part-second at its end is left out, as in
     *                     {@code perSecond}
     */
    static List<IntervalHistogram> merge(List<IntervalSeries> threads, long warmupNanos, int wholeSeconds) {
        int warmupSeconds = (int) (Math.max(0, warmupNanos) / NANOS_PER_SECOND);
        double warmupStart = -warmupNanos / (double) NANOS_PER_SECOND;
        List<IntervalHistogram> seconds = new ArrayList<>(warmupSeconds + wholeSeconds);
        for (int second = 0; second < warmupSeconds; second++) {
            seconds.add(Seconds.merge(threads.stream().map(thread -> thread.warmup).toList(), second,
                    Math.round((warmupStart + second) * 1000) / 1000.0));
        }
        for (int second = 0; second < wholeSeconds; second++) {
            seconds.add(Seconds.merge(threads.stream().map(thread -> thread.window).toList(), second, second));
        }
        return seconds;
    }

    /** Counts and histograms by second, from slot 0. */
    private static final class Seconds {

        private AbstractHistogram[] responseNanos;
        private long[] operations;
        private long[] errors;

        Seconds(int capacity) {
            responseNanos = new AbstractHistogram[capacity];
            operations = new long[capacity];
            errors = new long[capacity];
        }

        int capacity() {
            return operations.length;
        }

        /** Makes room up to {@code slot}, doubling; returns this. */
        Seconds grow(int slot) {
            if (slot >= operations.length) {
                int capacity = Math.max(slot + 1, 2 * operations.length);
                responseNanos = Arrays.copyOf(responseNanos, capacity);
                operations = Arrays.copyOf(operations, capacity);
                errors = Arrays.copyOf(errors, capacity);
            }
            return this;
        }

        void record(int slot, boolean succeeded, long responseNanos) {
            if (!succeeded) {
                errors[slot]++;
                return;
            }
            AbstractHistogram histogram = this.responseNanos[slot];
            if (histogram == null) {
                histogram = new IntCountsHistogram(WorkerRecorder.LOWEST_DISCERNIBLE_NANOS,
                        WorkerRecorder.INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
                histogram.setAutoResize(true);
                this.responseNanos[slot] = histogram;
            }
            histogram.recordValue(responseNanos);
            operations[slot]++;
        }

        static IntervalHistogram merge(List<Seconds> threads, int slot, double startSeconds) {
            Histogram merged = null;
            long operations = 0;
            long errors = 0;
            for (Seconds thread : threads) {
                if (slot >= thread.capacity()) {
                    continue;
                }
                operations += thread.operations[slot];
                errors += thread.errors[slot];
                AbstractHistogram histogram = thread.responseNanos[slot];
                if (histogram != null) {
                    if (merged == null) {
                        merged = new Histogram(WorkerRecorder.LOWEST_DISCERNIBLE_NANOS,
                                WorkerRecorder.INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
                        merged.setAutoResize(true);
                    }
                    merged.add(histogram);
                }
            }
            return new IntervalHistogram(startSeconds, operations, errors, merged);
        }
    }
}
