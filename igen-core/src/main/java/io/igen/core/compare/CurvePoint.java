package io.igen.core.compare;

import io.igen.core.result.CiBasis;
import io.igen.core.stats.MeanEstimate;

/**
 * One level of a curve being compared.
 *
 * @param throughput        operations per second
 * @param meanMs            mean response time; NaN when the source does not say (a JMH throughput score)
 * @param throughputSamples the samples the throughput's uncertainty is judged from: one per repeat, the batch
 *                          means of a single run, or JMH's iterations; empty when the source has none
 * @param basis             what those samples are; null when there are none
 */
public record CurvePoint(int level, int threads, double throughput, double meanMs, double[] throughputSamples,
                         CiBasis basis) {

    public CurvePoint {
        throughputSamples = throughputSamples == null ? new double[0] : throughputSamples.clone();
    }

    /** A point without samples: its uncertainty is unknown. */
    public CurvePoint(int level, int threads, double throughput, double meanMs) {
        this(level, threads, throughput, meanMs, null, null);
    }

    /** The throughput's mean and 95 % interval from the samples. */
    public MeanEstimate throughputEstimate() {
        return MeanEstimate.of(throughputSamples);
    }
}
