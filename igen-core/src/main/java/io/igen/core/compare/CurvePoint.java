package io.igen.core.compare;

import io.igen.core.result.CiBasis;
import io.igen.core.stats.MeanEstimate;

/**
 * One level of a curve being compared.
 *
 * @param throughput        operations per second
 * @param meanMs            mean response time; NaN when the source does not say (a JMH throughput score)
 * @param throughputSamples what the throughput's uncertainty is judged from
 * @param cpuPerOperation   the CPU each operation took; NaN figures when the source does not say
 */
public record CurvePoint(int level, int threads, double throughput, double meanMs, ThroughputSamples throughputSamples,
                         CpuPerOperation cpuPerOperation) {

    /** How many launches the figure comes from: a verdict needs two or more on each side. */
    public int launches() {
        return throughputSamples.values().length;
    }

    /** The throughput's mean and 95 % interval from the samples. */
    public MeanEstimate throughputEstimate() {
        return MeanEstimate.of(throughputSamples.values());
    }

    /**
     * The samples a throughput's uncertainty is judged from.
     *
     * @param values one throughput per JVM launch (a repeat, a JMH fork); a single launch's one figure; empty when
     *               the source has none
     * @param basis  what those samples are; null when there are none
     */
    public record ThroughputSamples(double[] values, CiBasis basis) {

        public ThroughputSamples {
            values = values == null ? new double[0] : values.clone();
        }
    }

    /**
     * The CPU one operation took, in milliseconds.
     *
     * @param driverMs the driver's; NaN when the source does not say
     * @param serverMs the local database servers'; NaN when the source does not say
     */
    public record CpuPerOperation(double driverMs, double serverMs) {

        /** A source that does not say (a JMH result, an iGen result from before the figures were recorded). */
        public static final CpuPerOperation UNKNOWN = new CpuPerOperation(Double.NaN, Double.NaN);
    }
}
