package io.igen.history.change;

import java.util.Arrays;
import java.util.List;

/**
 * Where a segment of runs most likely divides: the E-divisive means statistic of Matteson and James (2014), as Apache
 * Otava computes it, over the launches of the runs on each side of each run boundary. For launches {@code x} (m of
 * them) before and {@code y} (k) after, {@code Q = m k / (m + k) * (2 mean|x - y| - mean|x - x'| - mean|y - y'|)}:
 * how much farther apart the two sides are than each side's values are from each other. It needs no assumption about
 * the distribution; the boundary where it is largest is the candidate, and {@link SegmentDifference} decides whether it is
 * a change.
 */
final class EnergyStatistic {

    private EnergyStatistic() {
    }

    /**
     * The boundary in {@code runs[from, to)} where Q is largest: the index of the first run after it; -1 when the
     * segment has fewer than two runs.
     */
    static int bestSplit(List<double[]> runs, int from, int to) {
        int best = -1;
        double bestQ = Double.NEGATIVE_INFINITY;
        for (int split = from + 1; split < to; split++) {
            double q = q(flatten(runs, from, split), flatten(runs, split, to));
            if (q > bestQ) {
                bestQ = q;
                best = split;
            }
        }
        return best;
    }

    static double q(double[] x, double[] y) {
        int m = x.length;
        int k = y.length;
        double between = 0;
        for (double a : x) {
            for (double b : y) {
                between += Math.abs(a - b);
            }
        }
        between /= (double) m * k;
        return (double) m * k / (m + k) * (2 * between - within(x) - within(y));
    }

    /** The mean distance between two of the values, each pair once; 0 for a single value. */
    private static double within(double[] values) {
        int n = values.length;
        if (n < 2) {
            return 0;
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                sum += Math.abs(values[i] - values[j]);
            }
        }
        return sum / (n * (n - 1) / 2.0);
    }

    static double[] flatten(List<double[]> runs, int from, int to) {
        return runs.subList(from, to).stream().flatMapToDouble(Arrays::stream).toArray();
    }
}
