package io.igen.core.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The smallest difference between two series of launches that their ratio's interval ({@link RatioEstimate}) would
 * call {@code higher} or {@code lower} with a given power: the minimum detectable effect. On the log scale, as the
 * interval itself, {@code (t(0.975, df) + t(power, df)) * sqrt(cv1²/n1 + cv2²/n2)}, taken back with {@code exp}; the
 * degrees of freedom are Welch–Satterthwaite's, as the interval's. With fewer than two launches a side the spread,
 * and so what can be resolved, is unknown.
 *
 * <p>So that a user knows before comparing whether a 5 % question can be answered: a series of 3 launches with a CV
 * of 6 % resolves about 20 % against another like it; 10 launches of 2 % resolve about 2.7 %.
 */
public final class DetectableEffect {

    /** The chance that a real difference of the reported size is called higher or lower: 80 %, the usual choice. */
    public static final double POWER = 0.8;

    private static final double CONFIDENCE = 0.95;

    private DetectableEffect() {
    }

    /**
     * The smallest relative difference, in percent, that a comparison of these two series of launches would detect
     * with {@link #POWER}; NaN below two launches a side or with a mean that is not positive.
     */
    public static double percent(double[] baseline, double[] other) {
        MeanEstimate a = MeanEstimate.of(baseline);
        MeanEstimate b = MeanEstimate.of(other);
        if (a.count() < 2 || b.count() < 2 || !(a.mean() > 0) || !(b.mean() > 0)) {
            return Double.NaN;
        }
        return percent(a.coefficientOfVariation(), a.count(), b.coefficientOfVariation(), b.count());
    }

    /**
     * What a series of {@code launches} launches with this coefficient of variation resolves against another series
     * like it (the same count and spread): what {@code --repeat} can promise before the other side is measured.
     */
    public static double againstTwin(double coefficientOfVariation, int launches) {
        return launches < 2 ? Double.NaN
                : percent(coefficientOfVariation, launches, coefficientOfVariation, launches);
    }

    /**
     * What series measured in pairs ({@link RatioEstimate#paired}) detect with {@link #POWER}: from the spread of the
     * pairs' log ratios, {@code (t(0.975, n-1) + t(power, n-1)) * s / sqrt(n)}; NaN below two pairs.
     */
    public static double pairedPercent(double[] baseline, double[] other) {
        MeanEstimate pairs = MeanEstimate.of(RatioEstimate.logRatios(baseline, other));
        if (pairs.count() < 2 || Double.isNaN(pairs.standardDeviation())) {
            return Double.NaN;
        }
        TDistribution t = new TDistribution(null, pairs.count() - 1);
        double quantiles = t.inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2) + t.inverseCumulativeProbability(POWER);
        return 100 * (Math.exp(quantiles * pairs.standardError()) - 1);
    }

    private static double percent(double cv1, int n1, double cv2, int n2) {
        double term1 = cv1 * cv1 / n1;
        double term2 = cv2 * cv2 / n2;
        double standardError = Math.sqrt(term1 + term2);
        if (standardError == 0) {
            return 0;
        }
        double degreesOfFreedom = (term1 + term2) * (term1 + term2)
                / (term1 * term1 / (n1 - 1) + term2 * term2 / (n2 - 1));
        TDistribution t = new TDistribution(null, degreesOfFreedom);
        double quantiles = t.inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2) + t.inverseCumulativeProbability(POWER);
        return 100 * (Math.exp(quantiles * standardError) - 1);
    }
}
