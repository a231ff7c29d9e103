package io.igen.core.result;

import org.HdrHistogram.Histogram;

/**
 * Response-time statistics of a level in milliseconds. Mean and standard deviation are exact
 * (population); percentiles and max come from the histogram, within 0.1%.
 */
public record LatencySummary(double mean, double stdDev, double p50, double p90, double p95, double p99,
                             double p999, double max) {

    private static final double NANOS_PER_MILLI = 1e6;

    /** From a histogram of nanoseconds and the exact moments, in nanoseconds, of the same values. */
    public static LatencySummary of(Histogram nanos, double meanNanos, double stdDevNanos) {
        if (nanos.getTotalCount() == 0) {
            return new LatencySummary(0, 0, 0, 0, 0, 0, 0, 0);
        }
        return new LatencySummary(
                meanNanos / NANOS_PER_MILLI,
                stdDevNanos / NANOS_PER_MILLI,
                millis(nanos, 50),
                millis(nanos, 90),
                millis(nanos, 95),
                millis(nanos, 99),
                millis(nanos, 99.9),
                nanos.getMaxValue() / NANOS_PER_MILLI);
    }

    private static double millis(Histogram nanos, double percentile) {
        return nanos.getValueAtPercentile(percentile) / NANOS_PER_MILLI;
    }

    /** The named statistic: mean, stdDev, p50, p90, p95, p99, p999 or max. */
    public double get(LatencyStatistic statistic) {
        return switch (statistic) {
            case MEAN -> mean;
            case P50 -> p50;
            case P90 -> p90;
            case P95 -> p95;
            case P99 -> p99;
            case P999 -> p999;
            case MAX -> max;
        };
    }
}
