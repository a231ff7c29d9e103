package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.HdrHistogram.Histogram;

import java.util.List;
import java.util.Objects;

/**
 * The times of one step of an operation over a level's window (iGenOLTP: one statement of the transaction), in
 * milliseconds. In JSON one flat object: {@code count, mean, p50, p90, p95, p99, p999, max} and, where the parts of a
 * run can be merged from it, {@code histogram}. The mean is exact; the percentiles come from a histogram within 1 %.
 *
 * @param count       how many times the step ran in the window
 * @param mean        its mean time, exact
 * @param percentiles its percentiles and longest time; null when merged from parts that kept no histogram
 * @param histogram   HdrHistogram's compressed base64 form of the times in nanoseconds; null when not kept
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StepLatency(long count, double mean, @JsonUnwrapped LatencySummary.Percentiles percentiles,
                          String histogram) {

    private static final double NANOS_PER_MILLI = 1e6;

    /** From the step's histogram of nanoseconds and the exact sum of the same values. */
    public static StepLatency of(Histogram nanos, long sumNanos, boolean keepHistogram) {
        long count = nanos.getTotalCount();
        return new StepLatency(count, count == 0 ? 0 : sumNanos / NANOS_PER_MILLI / count, percentiles(nanos),
                keepHistogram ? HistogramCodec.encode(nanos) : null);
    }

    /**
     * One step's figures over the parts of a run: counts add up, means are weighted by count, and the percentiles
     * are read again from the summed histograms; without a histogram in every part there are no percentiles.
     */
    public static StepLatency merge(List<StepLatency> parts) {
        long count = parts.stream().mapToLong(StepLatency::count).sum();
        double weighted = parts.stream().mapToDouble(part -> part.mean() * part.count()).sum();
        double mean = count == 0 ? 0 : weighted / count;
        if (parts.stream().map(StepLatency::histogram).anyMatch(Objects::isNull)) {
            return new StepLatency(count, mean, null, null);
        }
        Histogram sum = HistogramCodec.decode(parts.get(0).histogram());
        parts.stream().skip(1).forEach(part -> sum.add(HistogramCodec.decode(part.histogram())));
        return new StepLatency(count, mean, percentiles(sum), HistogramCodec.encode(sum));
    }

    private static LatencySummary.Percentiles percentiles(Histogram nanos) {
        return new LatencySummary.Percentiles(millis(nanos, 50), millis(nanos, 90), millis(nanos, 95),
                millis(nanos, 99), millis(nanos, 99.9), nanos.getMaxValue() / NANOS_PER_MILLI);
    }

    private static double millis(Histogram nanos, double percentile) {
        return nanos.getValueAtPercentile(percentile) / NANOS_PER_MILLI;
    }
}
