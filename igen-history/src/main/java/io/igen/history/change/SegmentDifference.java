package io.igen.history.change;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.List;

/**
 * Whether two adjacent segments of a series differ: a t-test on the launches that knows runs are not launches. In a
 * history, launches of one run share what that run met (the host's load that hour, a JIT outcome, the data's state),
 * so runs differ more than their launches do; a t-test that took every launch as independent would call that
 * difference a change, which is the false alarm the tools teams use are known for.
 *
 * <p>Each segment's figure is the mean of its runs' means (a run of 9 launches weighs what a run of 3 does: runs are
 * the units). Its variance has two parts, estimated from both segments, each around its own mean (one-way analysis
 * of variance with runs as groups): between launches of a run, {@code sigma_w²} (pooled over runs, launches - runs
 * degrees of freedom), and between runs, {@code sigma_b²}, what the runs' means spread beyond what their launches
 * explain ({@code s_r² - sigma_w² * mean(1/n)}, runs - 2 degrees of freedom). A segment of g runs then has
 * {@code var = (sigma_b² + sigma_w² * mean(1/n)) / g}. With one launch a run this is Student's t on the run values;
 * with runs that agree, Student's t on the launches. The degrees of freedom are the runs' when runs differ (a
 * conservative choice), the launches' within runs when they do not.
 *
 * @param meanBefore the mean of the run means before
 * @param meanAfter  the mean of the run means after
 * @param pValue     two-sided; 1 when the segments cannot be told apart at all (one run a side, no spread)
 */
record SegmentDifference(double meanBefore, double meanAfter, double pValue) {

    /** @param before the runs before, each its launches' values; {@code after} the runs after */
    static SegmentDifference of(List<double[]> before, List<double[]> after) {
        Side left = Side.of(before);
        Side right = Side.of(after);
        int runs = left.runs + right.runs;
        int launches = left.launches + right.launches;
        int betweenRunsDf = runs - 2;
        int withinRunsDf = launches - runs;
        if (betweenRunsDf <= 0) {
            // one run a side: how much runs differ by themselves is unknown, so no difference can be called a change
            return new SegmentDifference(left.mean, right.mean, 1);
        }
        double sigmaWithin = withinRunsDf > 0 ? (left.withinSquares + right.withinSquares) / withinRunsDf : 0;
        double runMeansSpread = (left.betweenSquares + right.betweenSquares) / betweenRunsDf;
        double meanInverseSize = (left.inverseSizes + right.inverseSizes) / runs;
        double sigmaBetween = Math.max(0, runMeansSpread - sigmaWithin * meanInverseSize);
        double variance = (sigmaBetween + sigmaWithin * left.inverseSizes / left.runs) / left.runs
                + (sigmaBetween + sigmaWithin * right.inverseSizes / right.runs) / right.runs;
        double difference = right.mean - left.mean;
        if (variance == 0) {
            return new SegmentDifference(left.mean, right.mean, difference == 0 ? 1 : 0);
        }
        double degreesOfFreedom = sigmaBetween > 0 || withinRunsDf == 0 ? betweenRunsDf : withinRunsDf;
        double t = Math.abs(difference) / Math.sqrt(variance);
        double p = 2 * (1 - new TDistribution(null, degreesOfFreedom).cumulativeProbability(t));
        return new SegmentDifference(left.mean, right.mean, p);
    }

    /**
     * One segment's sums: the mean of its run means, the squares of launches around their run's mean, the squares
     * of run means around the segment's mean, and the sum of 1 / launches over its runs.
     */
    private record Side(int runs, int launches, double mean, double withinSquares, double betweenSquares,
                        double inverseSizes) {

        static Side of(List<double[]> runs) {
            double[] means = new double[runs.size()];
            int launches = 0;
            double inverseSizes = 0;
            double within = 0;
            for (int i = 0; i < means.length; i++) {
                double[] run = runs.get(i);
                launches += run.length;
                inverseSizes += 1.0 / run.length;
                double sum = 0;
                for (double value : run) {
                    sum += value;
                }
                means[i] = sum / run.length;
                for (double value : run) {
                    within += (value - means[i]) * (value - means[i]);
                }
            }
            double mean = 0;
            for (double runMean : means) {
                mean += runMean;
            }
            mean /= means.length;
            double between = 0;
            for (double runMean : means) {
                between += (runMean - mean) * (runMean - mean);
            }
            return new Side(runs.size(), launches, mean, within, between, inverseSizes);
        }
    }
}
