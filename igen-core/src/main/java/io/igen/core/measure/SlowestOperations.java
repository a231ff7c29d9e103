package io.igen.core.measure;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import java.util.List;

/**
 * A window's operations slower than its 99th percentile: the tail a level's account explains
 * ({@link LevelMeasurement#slowest()}).
 *
 * @param responseNanos the window's response times
 * @param threadSlow    each thread's slow operations, in the order of the recorders merged
 */
public record SlowestOperations(Histogram responseNanos, List<SlowOperations> threadSlow) {

    /** The window's 99th percentile of response time, as its histogram gives it (the highest of its bucket). */
    public long p99Nanos() {
        return responseNanos.getValueAtPercentile(99);
    }

    /**
     * The window's successes slower than its {@link #p99Nanos()}, the slowest first, as the threads kept them
     * ({@link SlowOperations}): {@link #count()} says how many there were; a thread whose own operations were far
     * slower than the level's may have kept fewer.
     */
    public List<SlowOperation> kept() {
        return SlowOperations.merge(threadSlow, p99Nanos());
    }

    /** How many of the window's successes were slower than its {@link #p99Nanos()}, by its histogram. */
    public long count() {
        long p99 = p99Nanos();
        long slower = 0;
        for (HistogramIterationValue value : responseNanos.recordedValues()) {
            if (value.getValueIteratedTo() > p99) {
                slower += value.getCountAtValueIteratedTo();
            }
        }
        return slower;
    }
}
