package io.igen.core.compare;

import io.igen.core.stats.Interval;
import io.igen.core.stats.RatioEstimate;

/**
 * A run's throughput against the baseline's at one level, or at their peaks, with its 95 % interval and verdict.
 *
 * @param level         the level; at peak, the run's peak level
 * @param baselineLevel the baseline's level (the same, except at peak)
 */
public record ThroughputRatio(int level, int baselineLevel, RatioEstimate estimate) {

    /** The ratio of {@code point} to {@code baseline}, judged from their samples. */
    public static ThroughputRatio of(CurvePoint baseline, CurvePoint point) {
        RatioEstimate estimate = baseline.throughputSamples().length == 0 || point.throughputSamples().length == 0
                ? RatioEstimate.of(new double[] {baseline.throughput()}, new double[] {point.throughput()})
                : RatioEstimate.of(baseline.throughputSamples(), point.throughputSamples());
        // The samples' mean may differ slightly from the reported figure (whole seconds only): the ratio shown is
        // that of the figures, its interval scaled to it.
        double figures = Comparison.ratio(point.throughput(), baseline.throughput());
        double scale = figures / estimate.ratio();
        return new ThroughputRatio(point.level(), baseline.level(), new RatioEstimate(figures,
                Interval.of(estimate.ci95().low() * scale, estimate.ci95().high() * scale),
                estimate.verdict()));
    }
}
