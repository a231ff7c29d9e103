package io.igen.core.result;

import org.HdrHistogram.Histogram;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The times of the steps one operation is made of (iGenOLTP: each statement of its transaction and the COMMIT), as
 * pgbench {@code -r} reports them: per step a histogram and an exact sum. Single writer: one per load thread, merged
 * with {@link #add} once the threads have stopped. Recording allocates nothing.
 *
 * <p>Two significant digits (1 %) instead of the level histogram's three: a step's percentiles are read to see which
 * statement bounds a level, not to compare runs, and seven histograms a thread at three digits were 860 KB a thread.
 */
public final class StepTimes {

    /** Steps below a microsecond are told apart at about half a microsecond. */
    private static final long LOWEST_DISCERNIBLE_NANOS = 1_000;
    /**
     * The histograms grow past this on demand, so nothing is ever clipped; but growing is a path the JIT compiles as an
     * uncommon trap when priming never took it. At 100 ms, the first statement of a window slowed past it (a GC pause
     * of 100 ms on 2 cores is common) threw away the compiled recording path of every load thread, and 28 threads ran
     * it interpreted while C2 compiled it again: the first seconds of the default run's first window at a third of its
     * throughput. The level's histograms start at 10 s too ({@link io.igen.core.measure.WorkerRecorder}); seven at 2 digits take about
     * 140 KB a thread.
     */
    private static final long INITIAL_HIGHEST_NANOS = 10_000_000_000L;
    private static final int SIGNIFICANT_DIGITS = 2;

    private final List<String> steps;
    private final Histogram[] nanos;
    private final long[] sumNanos;

    /** @param steps the steps' names, in the order they run */
    public StepTimes(List<String> steps) {
        this.steps = List.copyOf(steps);
        this.nanos = new Histogram[steps.size()];
        this.sumNanos = new long[steps.size()];
        for (int i = 0; i < nanos.length; i++) {
            nanos[i] = new Histogram(LOWEST_DISCERNIBLE_NANOS, INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
            nanos[i].setAutoResize(true);
        }
    }

    /**
     * Records one operation's steps from the clock readings that bound them: step i ran from {@code stampsNanos[i]} to
     * {@code stampsNanos[i + 1]}.
     *
     * @param stampsNanos one reading more than there are steps, on one monotonic clock
     */
    public void record(long[] stampsNanos) {
        for (int i = 0; i < nanos.length; i++) {
            long took = stampsNanos[i + 1] - stampsNanos[i];
            nanos[i].recordValue(took);
            sumNanos[i] += took;
        }
    }

    /** Adds another recorder's steps to this one's; both must name the same steps. */
    public void add(StepTimes other) {
        if (!steps.equals(other.steps)) {
            throw new IllegalArgumentException("steps " + other.steps + " are not " + steps);
        }
        for (int i = 0; i < nanos.length; i++) {
            nanos[i].add(other.nanos[i]);
            sumNanos[i] += other.sumNanos[i];
        }
    }

    /**
     * Each step's figures in milliseconds, in the order the steps run.
     *
     * @param withHistograms whether each keeps its histogram, so that parts of a run can be merged exactly
     */
    public Map<String, StepLatency> figures(boolean withHistograms) {
        Map<String, StepLatency> figures = new LinkedHashMap<>();
        for (int i = 0; i < nanos.length; i++) {
            figures.put(steps.get(i), StepLatency.of(nanos[i], sumNanos[i], withHistograms));
        }
        return figures;
    }
}
