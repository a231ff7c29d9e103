package io.igen.core.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The minimum detectable effect written out from its definition, apart from {@link DetectableEffect}, for tests that
 * check what a result file or a console line says from the launches' throughputs: on the log scale,
 * {@code (t(0.975, df) + t(0.8, df)) * sqrt(cv1^2 / n1 + cv2^2 / n2)}, df by Welch-Satterthwaite, each CV with n - 1 in
 * the variance, taken back with {@code exp}, in percent. Shared with the benchmark modules' tests.
 */
public final class DetectableChangeFormula {

    private DetectableChangeFormula() {
    }

    /** What these launches resolve against a series like them (the same count and spread). */
    public static double againstTwin(double[] throughputs) {
        return percent(throughputs, throughputs);
    }

    /** What a comparison of these two series of launches resolves. */
    public static double percent(double[] a, double[] b) {
        double termA = Math.pow(cv(a), 2) / a.length;
        double termB = Math.pow(cv(b), 2) / b.length;
        double freedom = Math.pow(termA + termB, 2)
                / (termA * termA / (a.length - 1) + termB * termB / (b.length - 1));
        TDistribution t = new TDistribution(freedom);
        return 100 * (Math.exp((t.inverseCumulativeProbability(0.975) + t.inverseCumulativeProbability(0.8))
                * Math.sqrt(termA + termB)) - 1);
    }

    private static double cv(double[] values) {
        double mean = 0;
        for (double value : values) {
            mean += value / values.length;
        }
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        return Math.sqrt(squares / (values.length - 1)) / mean;
    }
}
