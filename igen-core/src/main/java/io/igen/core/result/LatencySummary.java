package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.HdrHistogram.Histogram;

/**
 * Response-time statistics of a level in milliseconds. Mean and standard deviation are exact
 * (population); percentiles and max come from the histogram, within 0.1%. In JSON one flat object:
 * {@code mean, stdDev, p50, p90, p95, p99, p999, max}.
 *
 * @param percentiles the distribution's percentiles and max
 */
public record LatencySummary(double mean, double stdDev, @JsonUnwrapped Percentiles percentiles) {

    private static final double NANOS_PER_MILLI = 1e6;

    /** No response times: every statistic 0. */
    private static final LatencySummary NONE = new LatencySummary(0, 0, new Percentiles(0, 0, 0, 0, 0, 0));

    /** From a histogram of nanoseconds and the exact moments, in nanoseconds, of the same values. */
    public static LatencySummary of(Histogram nanos, double meanNanos, double stdDevNanos) {
        if (nanos.getTotalCount() == 0) {
            return NONE;
        }
        return new LatencySummary(meanNanos / NANOS_PER_MILLI, stdDevNanos / NANOS_PER_MILLI,
                new Percentiles(millis(nanos, 50), millis(nanos, 90), millis(nanos, 95), millis(nanos, 99),
                        millis(nanos, 99.9), nanos.getMaxValue() / NANOS_PER_MILLI));
    }

    private static double millis(Histogram nanos, double percentile) {
        return nanos.getValueAtPercentile(percentile) / NANOS_PER_MILLI;
    }

    public double p50() {
        return percentiles.p50();
    }

    public double p90() {
        return percentiles.p90();
    }

    public double p95() {
        return percentiles.p95();
    }

    public double p99() {
        return percentiles.p99();
    }

    public double p999() {
        return percentiles.p999();
    }

    public double max() {
        return percentiles.max();
    }

    /** The named statistic: mean, p50, p90, p95, p99, p999 or max. */
    public double get(LatencyStatistic statistic) {
        return switch (statistic) {
            case MEAN -> mean;
            case P50 -> p50();
            case P90 -> p90();
            case P95 -> p95();
            case P99 -> p99();
            case P999 -> p999();
            case MAX -> max();
        };
    }

    /**
     * Where the response times reach, in milliseconds: the 50th to the 99.9th percentile, and the longest.
     *
     * @param p999 the 99.9th percentile
     * @param max  the longest response time
     */
    public record Percentiles(double p50, double p90, double p95, double p99, double p999, double max) {
    }
}
