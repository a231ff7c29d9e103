package io.igen.core.report;

import io.igen.core.stats.Interval;

import java.util.Locale;

/** Numbers for people: about four significant figures, no locale surprises. */
public final class Numbers {

    private Numbers() {
    }

    /** About four significant figures; "-" for NaN (a figure the source does not have). */
    public static String readable(double value) {
        if (Double.isNaN(value)) {
            return "-";
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 1000) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        if (magnitude >= 100) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        if (magnitude >= 10) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        return String.format(Locale.ROOT, "%.3f", value);
    }

    /** " ± 3.1%": the interval's half width relative to the value; empty when the interval is unknown. */
    public static String plusMinus(double value, Interval ci95) {
        String percent = relativeHalfWidth(value, ci95);
        return percent.isEmpty() ? "" : " ± " + percent;
    }

    /** "3.1%": the interval's half width relative to the value; empty when unknown. */
    public static String relativeHalfWidth(double value, Interval ci95) {
        if (!ci95.known() || value == 0) {
            return "";
        }
        return String.format(Locale.ROOT, "%.1f%%", 100 * ci95.halfWidth() / Math.abs(value));
    }

    /** "[1.02, 1.09]" */
    public static String interval(Interval interval, String format) {
        return interval.known()
                ? "[" + String.format(Locale.ROOT, format, interval.low()) + ", "
                        + String.format(Locale.ROOT, format, interval.high()) + "]"
                : "[?]";
    }
}
