package io.igen.core.measure;

/**
 * Count, exact mean and standard deviation of a stream of values, kept as sums of the values' distances from the first
 * one (the shifted-data algorithm): neither can a long sum of squares overflow nor a small spread of large values
 * vanish in cancellation, as long as the first value is not far from the rest in units of their spread, and recording
 * takes no division (Welford's update divided once a value, and its chain of divisions cost RecordingBench's loop
 * about 3 ns; lab note 2026-11-27-hot-loop). Single writer; {@link #add(LatencyMoments)} merges another (Chan et al.'s
 * parallel form).
 */
public final class LatencyMoments {

    private long count;
    /** The first value recorded (or a merged mean, rounded): the sums are of distances from it. */
    private long shift;
    private double shiftedSum;
    private double shiftedSquares;

    /**
     * The moments of {@code count} values summarised elsewhere (a result file's level), ready to be {@link #add added}
     * to others.
     *
     * @param standardDeviation the population standard deviation, as {@link #standardDeviation()} gives it
     */
    public static LatencyMoments of(long count, double mean, double standardDeviation) {
        LatencyMoments moments = new LatencyMoments();
        if (count > 0) {
            moments.set(count, mean, standardDeviation * standardDeviation * count);
        }
        return moments;
    }

    /**
     * Adds one value. No allocation, no division, no branch: a branch taken only by a recorder's first value was
     * compiled as an uncommon trap (priming had taken it in code that did not profile branches), and every level's
     * window then opened on a deoptimisation in each load thread (JFR {@code jdk.Deoptimization}, lab note
     * 2026-11-27-hot-loop).
     */
    public void record(long value) {
        long first = (count - 1) >> 63; // all ones for the first value (count 0), else 0
        shift += first & value;
        count++;
        double distance = value - shift;
        shiftedSum += distance;
        shiftedSquares += distance * distance;
    }

    /** Adds everything another instance has seen. */
    public void add(LatencyMoments other) {
        if (other.count == 0) {
            return;
        }
        if (count == 0) {
            set(other.count, other.mean(), other.sumOfSquaredDeviations());
            return;
        }
        long total = count + other.count;
        double delta = other.mean() - mean();
        double squaredDeviations = sumOfSquaredDeviations() + other.sumOfSquaredDeviations()
                + delta * delta * count * other.count / total;
        set(total, mean() + delta * other.count / total, squaredDeviations);
    }

    /** Holds {@code count} values of this mean and sum of squared deviations, shifted by their mean. */
    private void set(long count, double mean, double sumOfSquaredDeviations) {
        this.count = count;
        this.shift = Math.round(mean);
        this.shiftedSum = (mean - shift) * count;
        this.shiftedSquares = sumOfSquaredDeviations + shiftedSum * shiftedSum / count;
    }

    private double sumOfSquaredDeviations() {
        return Math.max(0, shiftedSquares - shiftedSum * shiftedSum / count);
    }

    public long count() {
        return count;
    }

    /** The mean, 0 when nothing was recorded. */
    public double mean() {
        return count == 0 ? 0 : shift + shiftedSum / count;
    }

    /** The population standard deviation, 0 when fewer than two values were recorded. */
    public double standardDeviation() {
        return count < 2 ? 0 : Math.sqrt(sumOfSquaredDeviations() / count);
    }
}
