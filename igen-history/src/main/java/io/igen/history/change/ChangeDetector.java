package io.igen.history.change;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Finds where a series of runs changed, on the launches of each run, the way Apache Otava finds changes in its
 * series ({@code analysis.py}, {@code docs/MATH.md}): E-divisive means proposes where a segment divides
 * ({@link EnergyStatistic}), a t-test decides whether the two sides differ, and segments divide again until no
 * division passes. Where the proposed division fails, the boundary with the smallest p-value is tried too: a sharp
 * change at the end of a segment (the newest run halved) can hide behind a larger mass of a smaller change that the
 * statistic proposes first, whose test the sharp one's variance then fails. Series longer than the window are
 * searched in windows that overlap by half; the changes found there are tested again against their neighbours, the
 * weakest failing one dropped and the rest retested, until every change passes against the segments it actually
 * divides. Otava's t-test takes each run's value as a
 * sample; ours takes each launch and knows which run it came from ({@link SegmentDifference}), so that runs which differ
 * by their own noise are not taken for a change.
 */
public final class ChangeDetector {

    private final DetectionSettings settings;

    public ChangeDetector(DetectionSettings settings) {
        this.settings = settings;
    }

    /**
     * @param runs the series' runs, oldest first, each its launches' values of one figure at one level (at least
     *             one value a run)
     * @return the changes, in order
     */
    public List<ChangePoint> find(List<double[]> runs) {
        TreeSet<Integer> candidates = new TreeSet<>();
        int window = settings.windowRuns();
        for (int start = 0; start < runs.size(); start += window / 2) {
            int end = Math.min(runs.size(), start + window);
            divide(runs, start, end, candidates);
            if (end == runs.size()) {
                break;
            }
        }
        return prune(runs, new ArrayList<>(candidates));
    }

    /** Binary segmentation: the best split of the segment, if it passes, and then each side's. */
    private void divide(List<double[]> runs, int from, int to, TreeSet<Integer> found) {
        int split = EnergyStatistic.bestSplit(runs, from, to);
        if (split < 0) {
            return;
        }
        if (!passes(SegmentDifference.of(runs.subList(from, split), runs.subList(split, to)))) {
            split = clearestSplit(runs, from, to);
            if (split < 0) {
                return;
            }
        }
        found.add(split);
        divide(runs, from, split, found);
        divide(runs, split, to, found);
    }

    /** The boundary whose test gives the smallest p-value, if it passes; -1 when none does. */
    private int clearestSplit(List<double[]> runs, int from, int to) {
        int best = -1;
        double bestP = Double.POSITIVE_INFINITY;
        for (int split = from + 1; split < to; split++) {
            SegmentDifference test = SegmentDifference.of(runs.subList(from, split), runs.subList(split, to));
            if (passes(test) && test.pValue() < bestP) {
                best = split;
                bestP = test.pValue();
            }
        }
        return best;
    }

    /** Drops the weakest change that fails against its neighbours, retests, until all pass. */
    private List<ChangePoint> prune(List<double[]> runs, List<Integer> candidates) {
        while (true) {
            List<ChangePoint> points = new ArrayList<>();
            int weakest = -1;
            double weakestP = -1;
            for (int i = 0; i < candidates.size(); i++) {
                int from = i == 0 ? 0 : candidates.get(i - 1);
                int to = i == candidates.size() - 1 ? runs.size() : candidates.get(i + 1);
                int split = candidates.get(i);
                SegmentDifference test = SegmentDifference.of(runs.subList(from, split), runs.subList(split, to));
                double p = Double.isNaN(test.pValue()) ? 1 : test.pValue();
                if (!passes(test) && p >= weakestP) {
                    weakest = i;
                    weakestP = p;
                }
                points.add(new ChangePoint(split, test.meanBefore(), test.meanAfter(), test.pValue()));
            }
            if (weakest < 0) {
                return points;
            }
            candidates.remove(weakest);
        }
    }

    private boolean passes(SegmentDifference test) {
        double changePercent = 100 * Math.abs(test.meanAfter() / test.meanBefore() - 1);
        return test.pValue() <= settings.maxPValue() && changePercent >= settings.minChangePercent();
    }
}
