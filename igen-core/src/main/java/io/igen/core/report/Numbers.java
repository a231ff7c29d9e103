package io.igen.core.report;

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
}
