package io.igen.core.stats;

/**
 * The method of batch means: a run's per-second series is cut into a few equal consecutive batches and the
 * batch means are treated as samples. One-second counts are autocorrelated (a GC pause or a stall spans
 * neighbouring seconds), so they are not independent samples; means of longer batches nearly are. This is the
 * uncertainty a single run can see; it cannot see what differs between runs (JIT outcomes, memory layout,
 * the machine's other load), which only repeats measure.
 */
public final class BatchMeans {

    /** Batches a series is cut into: enough degrees of freedom for a t interval, long enough batches. */
    public static final int BATCHES = 5;

    private BatchMeans() {
    }

    /**
     * The means of {@link #BATCHES} consecutive batches of equal length (the series' first few values
     * dropped when it does not divide evenly); the series itself when it is shorter than that.
     */
    public static double[] of(double[] series) {
        int batches = Math.min(BATCHES, series.length);
        if (batches == 0) {
            return new double[0];
        }
        int size = series.length / batches;
        int skip = series.length - size * batches;
        double[] means = new double[batches];
        for (int batch = 0; batch < batches; batch++) {
            double sum = 0;
            for (int i = 0; i < size; i++) {
                sum += series[skip + batch * size + i];
            }
            means[batch] = sum / size;
        }
        return means;
    }

    /** Ratios of two series batch by batch ({@code numerators[i] / denominators[i]} summed per batch). */
    public static double[] ratios(double[] numerators, double[] denominators) {
        double[] top = of(numerators);
        double[] bottom = of(denominators);
        double[] ratios = new double[top.length];
        for (int i = 0; i < top.length; i++) {
            ratios[i] = bottom[i] == 0 ? Double.NaN : top[i] / bottom[i];
        }
        return ratios;
    }
}
