package io.igen.core.stats;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Arrays;
import java.util.Optional;

/**
 * How a short per-second series moved, tested with the power its length allows: a trend (least-squares slope, its
 * t test with n - 2 degrees of freedom, the change it makes across the series in percent of the mean) and a step (the
 * split into a before and an after whose means differ most, by Welch's t test at 5 % divided by the number of splits
 * tried, as Bonferroni says, since the best of several splits is significant by chance more often than one). Both say
 * nothing when the series is too short to tell: a trend needs {@value #MIN_TREND_SECONDS} seconds, a step two on
 * each side.
 *
 * <p>The series are counts, and a count of about m a second varies by about sqrt(m) by its counting alone (as
 * {@link SteadyStateRule} says), so neither test takes a second's variance below its mean. Without that floor, slow
 * operations (iGenRAM's two blocks a second) made steps out of rounding: eight seconds of 2 then two of 1 have no
 * variance on either side, so any difference was infinitely significant, and a window was measured again for a
 * "step down of 47 %" that was one operation landing in the next second.
 */
public final class SeriesChange {

    static final int MIN_TREND_SECONDS = 4;
    private static final double ALPHA = 0.05;

    /**
     * A change found in a series.
     *
     * @param relativeChange the change from the series' start to its end (a trend) or from before to after (a step),
     *                       in parts of the mean before it: -0.16 fell 16 %
     * @param atSecond       where a step happens (the first second after it); -1 for a trend
     * @param t              the test's statistic
     */
    public record Change(double relativeChange, int atSecond, double t) {
    }

    private SeriesChange() {
    }

    /** The series' linear trend, when its slope is significant at 5 %; empty when it is not or cannot be told. */
    public static Optional<Change> trend(double[] series) {
        int n = series.length;
        if (n < MIN_TREND_SECONDS) {
            return Optional.empty();
        }
        double meanX = (n - 1) / 2.0;
        double meanY = Arrays.stream(series).average().orElse(0);
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            sxx += (i - meanX) * (i - meanX);
            sxy += (i - meanX) * (series[i] - meanY);
        }
        double slope = sxy / sxx;
        double residuals = 0;
        for (int i = 0; i < n; i++) {
            double fitted = meanY + slope * (i - meanX);
            residuals += (series[i] - fitted) * (series[i] - fitted);
        }
        double start = meanY - slope * meanX;
        if (!(start > 0)) {
            return Optional.empty();
        }
        double standardError = Math.sqrt(Math.max(residuals / (n - 2), meanY) / sxx);
        double t = standardError == 0 ? (slope == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, slope))
                : slope / standardError;
        if (Math.abs(t) <= quantile(n - 2, ALPHA)) {
            return Optional.empty();
        }
        return Optional.of(new Change(slope * (n - 1) / start, -1, t));
    }

    /**
     * The largest step in the series whose before and after differ significantly (Welch, Bonferroni over the splits
     * tried); empty when none does.
     */
    public static Optional<Change> largestStep(double[] series) {
        int n = series.length;
        int splits = n - 3;
        if (splits < 1) {
            return Optional.empty();
        }
        Change largest = null;
        for (int at = 2; at <= n - 2; at++) {
            MeanEstimate before = MeanEstimate.of(Arrays.copyOfRange(series, 0, at));
            MeanEstimate after = MeanEstimate.of(Arrays.copyOfRange(series, at, n));
            if (!(before.mean() > 0)) {
                continue;
            }
            // before's mean is above zero, so its counting floor keeps the variance above zero too
            double varianceBefore = countingVariance(before);
            double varianceAfter = countingVariance(after);
            double difference = after.mean() - before.mean();
            double t = difference / Math.sqrt(varianceBefore + varianceAfter);
            if (Math.abs(t) <= quantile(welchFreedom(varianceBefore, before.count(), varianceAfter, after.count()),
                    ALPHA / splits)) {
                continue;
            }
            double relative = difference / before.mean();
            if (largest == null || Math.abs(relative) > Math.abs(largest.relativeChange())) {
                largest = new Change(relative, at, t);
            }
        }
        return Optional.ofNullable(largest);
    }

    /** The squared standard error of a mean of per-second counts, each second's variance at least its mean. */
    static double countingVariance(MeanEstimate seconds) {
        double sampleVariance = seconds.standardDeviation() * seconds.standardDeviation();
        return Math.max(sampleVariance, Math.max(0, seconds.mean())) / seconds.count();
    }

    /** Welch-Satterthwaite's degrees of freedom of two means' squared standard errors va and vb. */
    static double welchFreedom(double va, long countA, double vb, long countB) {
        double denominator = (countA > 1 ? va * va / (countA - 1) : 0) + (countB > 1 ? vb * vb / (countB - 1) : 0);
        return denominator == 0 ? Math.max(1, countA + countB - 2) : Math.max(1, (va + vb) * (va + vb) / denominator);
    }

    /** The two-sided quantile of Student's t at {@code alpha}. */
    private static double quantile(double degreesOfFreedom, double alpha) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(1 - alpha / 2);
    }
}
