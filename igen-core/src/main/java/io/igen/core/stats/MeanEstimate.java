package io.igen.core.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The mean of independent samples with its 95 % confidence interval from Student's t distribution:
 * {@code mean ± t(0.975, n-1) * s / sqrt(n)}, s being the sample standard deviation (n - 1 in the
 * denominator). With fewer than two samples the spread, and so the interval, is unknown.
 *
 * @param count             number of samples
 * @param standardDeviation the sample standard deviation; NaN below two samples
 */
public record MeanEstimate(int count, double mean, double standardDeviation, Interval ci95) {

    private static final double CONFIDENCE = 0.95;

    public static MeanEstimate of(double... samples) {
        int n = samples.length;
        if (n == 0) {
            return new MeanEstimate(0, Double.NaN, Double.NaN, Interval.UNKNOWN);
        }
        double mean = 0;
        for (double sample : samples) {
            mean += sample;
        }
        mean /= n;
        if (n < 2) {
            return new MeanEstimate(n, mean, Double.NaN, Interval.UNKNOWN);
        }
        double squares = 0;
        for (double sample : samples) {
            squares += (sample - mean) * (sample - mean);
        }
        double sd = Math.sqrt(squares / (n - 1));
        double half = tQuantile(n - 1) * sd / Math.sqrt(n);
        return new MeanEstimate(n, mean, sd, Interval.of(mean - half, mean + half));
    }

    /** The standard error of the mean, {@code s / sqrt(n)}. */
    public double standardError() {
        return standardDeviation / Math.sqrt(count);
    }

    /** The coefficient of variation of the samples, {@code s / mean}. */
    public double coefficientOfVariation() {
        return standardDeviation / mean;
    }

    /** The two-sided 95 % quantile of Student's t with the given degrees of freedom. */
    static double tQuantile(double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    }
}
