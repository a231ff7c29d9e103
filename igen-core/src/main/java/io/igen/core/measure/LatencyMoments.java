package io.igen.core.measure;

/**
 * Count, exact mean and standard deviation of a stream of values, kept with Welford's update so that
 * neither a long sum of squares can overflow nor a small spread vanish in cancellation. Single writer;
 * {@link #add(LatencyMoments)} merges another (Chan et al.'s parallel form).
 */
public final class LatencyMoments {

    private long count;
    private double mean;
    private double sumOfSquaredDeviations;

    /**
     * The moments of {@code count} values summarised elsewhere (a result file's level), ready to be {@link #add added}
     * to others.
     *
     * @param standardDeviation the population standard deviation, as {@link #standardDeviation()} gives it
     */
    public static LatencyMoments of(long count, double mean, double standardDeviation) {
        LatencyMoments moments = new LatencyMoments();
        if (count > 0) {
            moments.count = count;
            moments.mean = mean;
            moments.sumOfSquaredDeviations = standardDeviation * standardDeviation * count;
        }
        return moments;
    }

    /** Adds one value. No allocation. */
    public void record(long value) {
        count++;
        double delta = value - mean;
        mean += delta / count;
        sumOfSquaredDeviations += delta * (value - mean);
    }

    /** Adds everything another instance has seen. */
    public void add(LatencyMoments other) {
        if (other.count == 0) {
            return;
        }
        long total = count + other.count;
        double delta = other.mean - mean;
        sumOfSquaredDeviations += other.sumOfSquaredDeviations + delta * delta * count * other.count / total;
        mean += delta * other.count / total;
        count = total;
    }

    public long count() {
        return count;
    }

    /** The mean, 0 when nothing was recorded. */
    public double mean() {
        return mean;
    }

    /** The population standard deviation, 0 when fewer than two values were recorded. */
    public double standardDeviation() {
        return count < 2 ? 0 : Math.sqrt(sumOfSquaredDeviations / count);
    }
}
