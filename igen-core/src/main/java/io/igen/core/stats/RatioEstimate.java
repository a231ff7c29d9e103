package io.igen.core.stats;

/**
 * The ratio of two means, {@code mean(other) / mean(baseline)}, with a 95 % confidence interval and the
 * verdict it supports. The samples are per-launch figures (one per JVM launch): launches are the unit, because what
 * differs between launches (JIT outcomes, memory layout, the host's load) is invisible inside one (Kalibera & Jones).
 *
 * <p>The interval is Student's t on the log scale, where a ratio becomes a difference:
 * {@code ln(r) ± t * sqrt(cv1²/n1 + cv2²/n2)} (the delta method), with Welch–Satterthwaite degrees of freedom (at
 * least min(n1, n2) - 1), taken back with {@code exp}, so it is not symmetric around the ratio. Why t and not a
 * bootstrap over launches: with the 3 to 10 launches a side that repeats afford, a bootstrap has only a few distinct
 * resamples and its percentile interval is too narrow (it cannot see tails that 3 launches did not draw); t with
 * launches - 1 degrees of freedom widens the interval honestly for small counts. With fewer than two launches on
 * either side there is no interval and the verdict is {@link Verdict#INCONCLUSIVE}.
 */
public record RatioEstimate(double ratio, Interval ci95, Verdict verdict) {

    /**
     * @param baseline  the baseline's per-launch figures
     * @param other     the other side's per-launch figures
     * @param tolerance the relative difference within which the two count as the same (see {@link Verdict})
     * @throws IllegalArgumentException when either side has no sample
     */
    public static RatioEstimate of(double[] baseline, double[] other, double tolerance) {
        MeanEstimate base = MeanEstimate.of(baseline);
        MeanEstimate next = MeanEstimate.of(other);
        if (base.count() == 0 || next.count() == 0) {
            throw new IllegalArgumentException("a ratio needs samples on both sides");
        }
        double ratio = next.mean() / base.mean();
        if (base.count() < 2 || next.count() < 2 || !(base.mean() > 0) || !(next.mean() > 0)) {
            return new RatioEstimate(ratio, Interval.UNKNOWN, Verdict.INCONCLUSIVE);
        }
        double baseTerm = square(base.coefficientOfVariation()) / base.count();
        double nextTerm = square(next.coefficientOfVariation()) / next.count();
        double standardError = Math.sqrt(baseTerm + nextTerm);
        if (standardError == 0) {
            Interval exact = Interval.of(ratio, ratio);
            return new RatioEstimate(ratio, exact, Verdict.of(exact, tolerance));
        }
        double degreesOfFreedom = square(baseTerm + nextTerm)
                / (square(baseTerm) / (base.count() - 1) + square(nextTerm) / (next.count() - 1));
        double half = MeanEstimate.tQuantile(degreesOfFreedom) * standardError;
        Interval ci95 = Interval.of(ratio * Math.exp(-half), ratio * Math.exp(half));
        return new RatioEstimate(ratio, ci95, Verdict.of(ci95, tolerance));
    }

    /**
     * The ratio of two series measured in pairs (the duet design: A's and B's launch {@code i} ran at the same time, so
     * what the host did then fell on both): Student's t over the pairs' log ratios, {@code mean(ln(b_i / a_i)) ± t(0.975,
     * n - 1) * s / sqrt(n)}, taken back with {@code exp}. What both launches of a pair shared cancels in its ratio,
     * which is why the interval can be narrower than {@link #of}'s over the same launches; the ratio is the pairs'
     * geometric mean. Fewer than two pairs give no interval.
     *
     * @param baseline  the baseline's figures, pair by pair
     * @param other     the other side's figures, in the same order
     * @throws IllegalArgumentException when the series are not the same length, or are empty
     */
    public static RatioEstimate paired(double[] baseline, double[] other, double tolerance) {
        double[] logRatios = logRatios(baseline, other);
        MeanEstimate pairs = MeanEstimate.of(logRatios);
        double ratio = Math.exp(pairs.mean());
        if (pairs.count() < 2 || Double.isNaN(ratio)) {
            return new RatioEstimate(ratio, Interval.UNKNOWN, Verdict.INCONCLUSIVE);
        }
        Interval ci95 = Interval.of(Math.exp(pairs.ci95().low()), Math.exp(pairs.ci95().high()));
        return new RatioEstimate(ratio, ci95, Verdict.of(ci95, tolerance));
    }

    /** Each pair's {@code ln(other / baseline)}; NaN where either figure is not positive. */
    static double[] logRatios(double[] baseline, double[] other) {
        if (baseline.length != other.length || baseline.length == 0) {
            throw new IllegalArgumentException("paired series need the same number of figures on both sides, and one "
                    + "at least: " + baseline.length + " and " + other.length);
        }
        double[] logs = new double[baseline.length];
        for (int i = 0; i < logs.length; i++) {
            logs[i] = baseline[i] > 0 && other[i] > 0 ? Math.log(other[i] / baseline[i]) : Double.NaN;
        }
        return logs;
    }

    private static double square(double value) {
        return value * value;
    }
}
