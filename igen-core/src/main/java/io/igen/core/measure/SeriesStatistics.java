package io.igen.core.measure;

/**
 * Mean, standard deviation and trend of a per-second throughput series. The trend is SLAMD's figure:
 * the Pearson correlation coefficient of the values against time (their index), from -1 (falling
 * steadily) through 0 (flat or noisy) to +1 (rising steadily).
 */
public record SeriesStatistics(double mean, double standardDeviation, double trend) {

    /** Statistics of the values; all zero for an empty series, trend zero for a constant one. */
    public static SeriesStatistics of(long[] values) {
        int n = values.length;
        if (n == 0) {
            return new SeriesStatistics(0, 0, 0);
        }
        double meanValue = 0;
        for (long value : values) {
            meanValue += value;
        }
        meanValue /= n;
        double meanTime = (n - 1) / 2.0;
        double valueSquares = 0;
        double timeSquares = 0;
        double products = 0;
        for (int t = 0; t < n; t++) {
            double dv = values[t] - meanValue;
            double dt = t - meanTime;
            valueSquares += dv * dv;
            timeSquares += dt * dt;
            products += dv * dt;
        }
        double trend = valueSquares == 0 || timeSquares == 0 ? 0 : products / Math.sqrt(valueSquares * timeSquares);
        return new SeriesStatistics(meanValue, Math.sqrt(valueSquares / n), trend);
    }
}
