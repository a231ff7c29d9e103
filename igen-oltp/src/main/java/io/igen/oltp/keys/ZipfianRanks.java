package io.igen.oltp.keys;

import java.util.SplittableRandom;

/**
 * Zipfian ranks: rank k (0-based) of n is drawn with probability {@code 1 / ((k + 1)^theta * zeta(n, theta))}, by the
 * method of Gray et al., "Quickly Generating Billion-Record Synthetic Databases" (SIGMOD 1994), as YCSB's
 * {@code ZipfianGenerator} draws them: one uniform number and one {@code pow} a draw, after {@code zeta(n, theta)} is
 * summed once, in O(n) (about 30 ms for a million customers).
 */
final class ZipfianRanks implements RankDraw {

    private final long n;
    private final double theta;
    private final double zetaN;
    private final double alpha;
    private final double eta;
    private final double secondThreshold;

    ZipfianRanks(long n, double theta) {
        if (n < 1) {
            throw new IllegalArgumentException("no keys to draw from");
        }
        this.n = n;
        this.theta = theta;
        this.zetaN = zeta(n, theta);
        this.alpha = 1 / (1 - theta);
        double zeta2 = zeta(Math.min(2, n), theta);
        this.eta = n < 2 ? 0 : (1 - Math.pow(2.0 / n, 1 - theta)) / (1 - zeta2 / zetaN);
        this.secondThreshold = 1 + Math.pow(0.5, theta);
    }

    /** The sum of 1 / i^theta for i = 1 .. n: the law's normalising constant. */
    static double zeta(long n, double theta) {
        double sum = 0;
        for (long i = 1; i <= n; i++) {
            sum += 1 / Math.pow(i, theta);
        }
        return sum;
    }

    /** The probability of rank {@code k}, for tests that check the draws against the law. */
    double probability(long k) {
        return 1 / (Math.pow(k + 1, theta) * zetaN);
    }

    @Override
    public long next(SplittableRandom random) {
        double u = random.nextDouble();
        double uz = u * zetaN;
        if (uz < 1) {
            return 0;
        }
        if (uz < secondThreshold && n > 1) {
            return 1;
        }
        return Math.min(n - 1, (long) (n * Math.pow(eta * u - eta + 1, alpha)));
    }
}
