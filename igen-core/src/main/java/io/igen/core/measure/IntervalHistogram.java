package io.igen.core.measure;

import io.igen.core.result.IntervalLatency;
import io.igen.core.result.IntervalPoint;
import org.HdrHistogram.Histogram;

/**
 * One second of a level over all its threads, with the response times themselves: the source of a
 * {@code timeSeries} point and of an interval in the run's HdrHistogram log ({@code .hlog}).
 *
 * @param startSeconds  when the second starts, from the start of the measurement window (negative in the warm-up)
 * @param operations    successful operations that completed in it
 * @param errors        failed operations that completed in it
 * @param responseNanos their response times in nanoseconds; {@code null} when none succeeded
 */
public record IntervalHistogram(double startSeconds, long operations, long errors, Histogram responseNanos) {

    private static final double NANOS_PER_MS = 1e6;

    /** The point of the result's {@code timeSeries}: counts and percentiles in milliseconds. */
    public IntervalPoint point() {
        IntervalLatency latency = responseNanos == null ? null : new IntervalLatency(
                responseNanos.getValueAtPercentile(50) / NANOS_PER_MS,
                responseNanos.getValueAtPercentile(90) / NANOS_PER_MS,
                responseNanos.getValueAtPercentile(99) / NANOS_PER_MS,
                responseNanos.getMaxValue() / NANOS_PER_MS);
        return new IntervalPoint(startSeconds, operations, errors, latency);
    }
}
