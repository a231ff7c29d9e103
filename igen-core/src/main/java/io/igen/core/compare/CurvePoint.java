package io.igen.core.compare;

import io.igen.core.result.CiBasis;
import io.igen.core.stats.MeanEstimate;

/**
 * One level of a curve being compared.
 *
 * @param throughput        operations per second
 * @param meanMs            mean response time; NaN when the source does not say (a JMH throughput score)
 * @param throughputSamples the samples the throughput's uncertainty is judged from: one per JVM launch (a repeat,
 *                          a JMH fork); a single launch's one figure; empty when the source has none
 * @param basis             what those samples are; null when there are none
 * @param driverCpuMs       the driver's CPU per operation (ms); NaN when the source does not say
 * @param serverCpuMs       the local database servers' CPU per operation (ms); NaN when the source does not say
 */
public record CurvePoint(int level, int threads, double throughput, double meanMs, double[] throughputSamples,
                         CiBasis basis, double driverCpuMs, double serverCpuMs) {

    public CurvePoint {
        throughputSamples = throughputSamples == null ? new double[0] : throughputSamples.clone();
    }

    /** A point without CPU figures. */
    public CurvePoint(int level, int threads, double throughput, double meanMs, double[] throughputSamples,
                      CiBasis basis) {
        this(level, threads, throughput, meanMs, throughputSamples, basis, Double.NaN, Double.NaN);
    }

    /** A point without samples: its uncertainty is unknown. */
    public CurvePoint(int level, int threads, double throughput, double meanMs) {
        this(level, threads, throughput, meanMs, null, null);
    }

    /** How many launches the figure comes from: a verdict needs two or more on each side. */
    public int launches() {
        return throughputSamples.length;
    }

    /** The throughput's mean and 95 % interval from the samples. */
    public MeanEstimate throughputEstimate() {
        return MeanEstimate.of(throughputSamples);
    }
}
