package io.igen.core.stats;

/**
 * The Mann-Kendall test for a monotone trend in a short series (launch after launch): S counts the pairs in time
 * order that rise minus those that fall; under no trend S is near 0 with variance n(n-1)(2n+5)/18, so
 * z = (S - sign S) / sd is about standard normal. Rank-based, so one wild launch does not make a trend; five launches
 * are the fewest in which a perfectly monotone series reaches |z| > 1.96.
 *
 * @param s the rising pairs minus the falling ones (ties count neither)
 * @param z the continuity-corrected normal score; 0 below two values
 */
public record MannKendall(long s, double z) {

    /** Two-sided 5 %. */
    private static final double CRITICAL_Z = 1.96;

    public static MannKendall of(double[] series) {
        int n = series.length;
        long s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                s += Double.compare(series[j], series[i]) > 0 ? 1 : series[j] < series[i] ? -1 : 0;
            }
        }
        if (n < 2) {
            return new MannKendall(0, 0);
        }
        double sd = Math.sqrt(n * (n - 1.0) * (2 * n + 5) / 18);
        return new MannKendall(s, (s - Long.signum(s)) / sd);
    }

    /** Whether the series trends at the 5 % level (two-sided). */
    public boolean trends() {
        return Math.abs(z) > CRITICAL_Z;
    }
}
