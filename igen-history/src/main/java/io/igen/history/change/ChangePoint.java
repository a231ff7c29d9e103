package io.igen.history.change;

/**
 * Where a series of runs changed: between run {@code index - 1} and run {@code index}.
 *
 * @param index      the first run of the new segment, counted from 0 in the series
 * @param meanBefore the figure's mean over the launches of the segment before (back to the previous change)
 * @param meanAfter  the same over the segment after (up to the next change)
 * @param pValue     the two-level t-test's p-value between the two segments ({@link SegmentDifference})
 */
public record ChangePoint(int index, double meanBefore, double meanAfter, double pValue) {

    /** The change relative to the mean before, in percent: -9.5 for a 9.5 % fall. */
    public double changePercent() {
        return 100 * (meanAfter / meanBefore - 1);
    }
}
