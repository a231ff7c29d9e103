package io.igen.core.stats;

/**
 * Where the variance of a repeated measurement comes from, in two levels as Kalibera & Jones ("Rigorous benchmarking
 * in reasonable time", ISMM 2013) lay it out: level 1, the batches inside one launch's measurement window; level 2, the
 * JVM launches. From n launches of r batch means each:
 * <ul>
 *   <li>{@code S1² = Σj Σk (Yjk - Ȳj)² / (n (r - 1))}: the variance between batches of one launch;</li>
 *   <li>{@code S2² = Σj (Ȳj - Ȳ)² / (n - 1)}: the variance between launch means;</li>
 *   <li>{@code T1² = S1²} and {@code T2² = S2² - S1² / r}: the variance that launches themselves add, beyond what
 *       their windows' own noise explains (0 when the launches differ no more than that).</li>
 * </ul>
 * The cheapest way to a given precision runs {@code r = sqrt(c2 / c1 * T1² / T2²)} batches per launch, c1 being the
 * time of one batch and c2 the time a launch costs besides its windows (start, loading, warm-up).
 *
 * @param launches            n
 * @param batchesPerLaunch    r
 * @param withinLaunch        T1², the variance of one batch mean around its launch's mean
 * @param betweenLaunches     T2², the variance launches add (0 when not detectable)
 */
public record VarianceComponents(int launches, int batchesPerLaunch, double withinLaunch, double betweenLaunches) {

    /**
     * @param batchMeans per launch, the batch means of its window (the same count in every launch)
     * @throws IllegalArgumentException with fewer than two launches or two batches, or unequal batch counts
     */
    public static VarianceComponents of(double[][] batchMeans) {
        int n = batchMeans.length;
        if (n < 2 || batchMeans[0].length < 2) {
            throw new IllegalArgumentException("variance components need 2 launches of 2 batches or more");
        }
        int r = batchMeans[0].length;
        double[] launchMeans = new double[n];
        double within = 0;
        for (int j = 0; j < n; j++) {
            if (batchMeans[j].length != r) {
                throw new IllegalArgumentException("every launch needs the same number of batches");
            }
            MeanEstimate launch = MeanEstimate.of(batchMeans[j]);
            launchMeans[j] = launch.mean();
            within += launch.standardDeviation() * launch.standardDeviation() * (r - 1);
        }
        double s1 = within / (n * (r - 1.0));
        MeanEstimate between = MeanEstimate.of(launchMeans);
        double s2 = between.standardDeviation() * between.standardDeviation();
        return new VarianceComponents(n, r, s1, Math.max(0, s2 - s1 / r));
    }

    /**
     * The share of the variance of one launch's mean that comes from the launch itself rather than from its window's
     * noise: {@code T2² / (T2² + T1² / r)}, 0..1.
     */
    public double launchShare() {
        double total = betweenLaunches + withinLaunch / batchesPerLaunch;
        return total == 0 ? 0 : betweenLaunches / total;
    }

    /**
     * Kalibera & Jones' optimal number of batches per launch, or 0 when launches add no detectable variance (then
     * longer windows, not more launches, tighten the interval).
     *
     * @param batchSeconds  the time one batch takes (c1)
     * @param launchSeconds the time a launch costs besides its measurement windows (c2)
     */
    public long optimalBatchesPerLaunch(double batchSeconds, double launchSeconds) {
        if (betweenLaunches == 0) {
            return 0;
        }
        return Math.max(1, (long) Math.ceil(Math.sqrt(launchSeconds / batchSeconds * withinLaunch / betweenLaunches)));
    }
}
