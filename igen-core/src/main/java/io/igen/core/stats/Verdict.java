package io.igen.core.stats;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** What a ratio's confidence interval says about the difference: above 1, below 1, or either. */
public enum Verdict {
    HIGHER, LOWER, SAME;

    /** {@code higher} when the whole interval lies above 1, {@code lower} when below, {@code same} otherwise. */
    public static Verdict of(Interval ratioCi95) {
        if (!ratioCi95.known()) {
            return SAME;
        }
        if (ratioCi95.low() > 1) {
            return HIGHER;
        }
        return ratioCi95.high() < 1 ? LOWER : SAME;
    }

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
