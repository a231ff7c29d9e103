package io.igen.core.stats;

import org.apache.commons.math3.distribution.FDistribution;

/**
 * How much of a level's launch spread in an interleaved comparison the rounds share, and how much is each launch's
 * own. In a round A and B run one launch each, a minute or two apart, so what the host does for minutes (other
 * tenants, a memory bus shared with them) falls on both, while what a launch is born with (its data's and code's
 * layout, its JIT's choices) falls on it alone. A two-way analysis of variance of log throughput, side by round, one
 * launch a cell, splits the two: with {@code d} the differences B - A and {@code m} the rounds' means,
 * <ul>
 *   <li>the mean square of the residuals {@code MSe = var(d) / 2} estimates a launch's own variance;</li>
 *   <li>the rounds' mean square {@code MSr = 2 var(m)} estimates {@code 2 σ²round + σ²launch}, so
 *       {@code σ²round = max(0, (MSr - MSe) / 2)};</li>
 *   <li>{@code F = MSr / MSe} on (n - 1, n - 1) degrees of freedom tests whether rounds differ more than their launches
 *       do.</li>
 * </ul>
 * Pairing the sides in time (a duet, or a verdict judged round by round) cancels only the rounds' part.
 *
 * @param rounds         n, 3 or more
 * @param roundVariance  σ² of the rounds' shared part, in squared log throughput (0 when not above the launches')
 * @param launchVariance σ² of a launch's own part
 * @param pValue         the F test's p that rounds differ no more than their launches
 */
public record RoundShare(int rounds, double roundVariance, double launchVariance, double pValue) {

    /**
     * @param a side A's throughput in each round, in round order
     * @param b side B's, the same rounds
     * @throws IllegalArgumentException with fewer than 3 rounds, unequal counts, or a throughput not above 0
     */
    public static RoundShare of(double[] a, double[] b) {
        int n = a.length;
        if (n < 3 || b.length != n) {
            throw new IllegalArgumentException("a round split needs both sides in the same 3 or more rounds");
        }
        double[] differences = new double[n];
        double[] roundMeans = new double[n];
        for (int round = 0; round < n; round++) {
            if (!(a[round] > 0 && b[round] > 0)) {
                throw new IllegalArgumentException("throughput must be above 0: " + a[round] + ", " + b[round]);
            }
            differences[round] = Math.log(b[round]) - Math.log(a[round]);
            roundMeans[round] = (Math.log(a[round]) + Math.log(b[round])) / 2;
        }
        double residual = variance(differences) / 2;
        double rounds = 2 * variance(roundMeans);
        double p;
        if (residual == 0) {
            p = rounds > 0 ? 0 : 1;
        } else {
            p = 1 - new FDistribution(n - 1, n - 1).cumulativeProbability(rounds / residual);
        }
        return new RoundShare(n, Math.max(0, (rounds - residual) / 2), residual, p);
    }

    /** The rounds' part of a launch's variance, 0..1. */
    public double share() {
        double total = roundVariance + launchVariance;
        return total == 0 ? 0 : roundVariance / total;
    }

    private static double variance(double[] values) {
        double standardDeviation = MeanEstimate.of(values).standardDeviation();
        return standardDeviation * standardDeviation;
    }
}
