package io.igen.core.compare;

import io.igen.core.stats.DetectableEffect;
import io.igen.core.stats.Interval;
import io.igen.core.stats.RatioEstimate;

/**
 * A run's throughput against the baseline's at one level, or at their peaks, with its 95 % interval and verdict.
 *
 * @param level         the level; at peak, the run's peak level
 * @param baselineLevel the baseline's level (the same, except at peak)
 * @param baselineLaunches the JVM launches the baseline's figure comes from
 * @param launches      the JVM launches this run's figure comes from
 * @param detectableChangePercent the smallest difference, in percent, these two sides' launches would call higher or
 *                      lower with 80 % power ({@link DetectableEffect}); NaN below two launches a side
 */
public record ThroughputRatio(int level, int baselineLevel, RatioEstimate estimate, int baselineLaunches,
        int launches, double detectableChangePercent) {

    /**
     * The ratio of {@code point} to {@code baseline}, judged from their per-launch samples.
     *
     * @param tolerance the relative difference within which the two count as the same
     */
    public static ThroughputRatio of(CurvePoint baseline, CurvePoint point, double tolerance) {
        return of(baseline, point, tolerance, false);
    }

    /**
     * @param paired whether launch {@code i} of both sides ran at the same time (the duet design): then the interval
     *               is over the pairs' ratios ({@link RatioEstimate#paired}), when both sides have as many launches
     */
    public static ThroughputRatio of(CurvePoint baseline, CurvePoint point, double tolerance, boolean paired) {
        double[] baselineSamples = baseline.throughputSamples().values();
        double[] samples = point.throughputSamples().values();
        boolean inPairs = paired && baselineSamples.length > 0 && baselineSamples.length == samples.length;
        RatioEstimate estimate = baseline.launches() == 0 || point.launches() == 0
                ? RatioEstimate.of(new double[] {baseline.throughput()}, new double[] {point.throughput()}, tolerance)
                : inPairs ? RatioEstimate.paired(baselineSamples, samples, tolerance)
                : RatioEstimate.of(baselineSamples, samples, tolerance);
        // The samples' mean may differ slightly from the reported figure (whole seconds only): the ratio shown is
        // that of the figures, its interval scaled to it.
        double figures = Comparison.ratio(point.throughput(), baseline.throughput());
        double scale = figures / estimate.ratio();
        return new ThroughputRatio(point.level(), baseline.level(), new RatioEstimate(figures,
                Interval.of(estimate.ci95().low() * scale, estimate.ci95().high() * scale),
                estimate.verdict()), Math.max(1, baseline.launches()), Math.max(1, point.launches()),
                inPairs ? DetectableEffect.pairedPercent(baselineSamples, samples)
                        : DetectableEffect.percent(baselineSamples, samples));
    }

    /** Why the verdict is inconclusive, in a few words; empty when it is not. */
    public String inconclusiveBecause() {
        if (estimate.verdict().decided()) {
            return "";
        }
        return Math.min(baselineLaunches, launches) < 2 ? "one launch" : "interval wider than the tolerance";
    }
}
