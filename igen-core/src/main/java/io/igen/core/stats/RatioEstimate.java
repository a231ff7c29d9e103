package io.igen.core.stats;

/**
 * The ratio of two means, {@code mean(other) / mean(baseline)}, with a 95 % confidence interval and the
 * verdict it supports. The interval is computed on the log scale, where a ratio becomes a difference:
 * {@code ln(r) ± t * sqrt(cv1²/n1 + cv2²/n2)} (the delta method), with Welch–Satterthwaite degrees of
 * freedom, so unequal spreads and sample counts are handled, and then taken back with {@code exp}: the
 * interval is not symmetric around the ratio, as a ratio's should not be.
 */
public record RatioEstimate(double ratio, Interval ci95, Verdict verdict) {

    /** @throws IllegalArgumentException when either side has no sample */
    public static RatioEstimate of(double[] baseline, double[] other) {
        MeanEstimate base = MeanEstimate.of(baseline);
        MeanEstimate next = MeanEstimate.of(other);
        if (base.count() == 0 || next.count() == 0) {
            throw new IllegalArgumentException("a ratio needs samples on both sides");
        }
        double ratio = next.mean() / base.mean();
        if (base.count() < 2 || next.count() < 2 || !(base.mean() > 0) || !(next.mean() > 0)) {
            return new RatioEstimate(ratio, Interval.UNKNOWN, Verdict.SAME);
        }
        double baseTerm = square(base.coefficientOfVariation()) / base.count();
        double nextTerm = square(next.coefficientOfVariation()) / next.count();
        double standardError = Math.sqrt(baseTerm + nextTerm);
        if (standardError == 0) {
            Interval exact = Interval.of(ratio, ratio);
            return new RatioEstimate(ratio, exact, Verdict.of(exact));
        }
        double degreesOfFreedom = square(baseTerm + nextTerm)
                / (square(baseTerm) / (base.count() - 1) + square(nextTerm) / (next.count() - 1));
        double half = MeanEstimate.tQuantile(degreesOfFreedom) * standardError;
        Interval ci95 = Interval.of(ratio * Math.exp(-half), ratio * Math.exp(half));
        return new RatioEstimate(ratio, ci95, Verdict.of(ci95));
    }

    private static double square(double value) {
        return value * value;
    }
}
