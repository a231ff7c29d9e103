package io.igen.history.change;

/**
 * How strict change detection is; the defaults are Apache Otava's.
 *
 * @param maxPValue        a change is reported when the test's p-value is at most this (Otava: 0.001)
 * @param windowRuns       runs looked at together when the series is longer (Otava: 50); windows overlap by half
 * @param minChangePercent changes smaller than this, relative to the mean before, are not reported (Otava: 0)
 */
public record DetectionSettings(double maxPValue, int windowRuns, double minChangePercent) {

    public static final double DEFAULT_MAX_P_VALUE = 0.001;
    public static final int DEFAULT_WINDOW_RUNS = 50;
    public static final double DEFAULT_MIN_CHANGE_PERCENT = 0;

    public static final DetectionSettings DEFAULT = new DetectionSettings(DEFAULT_MAX_P_VALUE, DEFAULT_WINDOW_RUNS,
            DEFAULT_MIN_CHANGE_PERCENT);

    public DetectionSettings {
        if (!(maxPValue > 0 && maxPValue < 1)) {
            throw new IllegalArgumentException("the p-value must lie between 0 and 1, like 0.001; got " + maxPValue);
        }
        if (windowRuns < 6) {
            throw new IllegalArgumentException("the window must hold at least 6 runs; got " + windowRuns);
        }
        if (!(minChangePercent >= 0)) {
            throw new IllegalArgumentException("the smallest change must be 0 % or more; got " + minChangePercent);
        }
    }
}
