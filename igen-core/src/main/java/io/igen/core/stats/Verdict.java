package io.igen.core.stats;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * What a ratio's 95 % confidence interval, made from JVM launches, says about a difference.
 * <ul>
 *   <li>{@code higher} / {@code lower}: the whole interval lies above / below 1;</li>
 *   <li>{@code same}: the interval holds 1 and lies wholly within the tolerance of 1 (an equivalence test: "no
 *       difference larger than the tolerance"), so a ratio of 0.91x [0.78, 1.06] is not "the same";</li>
 *   <li>{@code inconclusive}: the interval holds 1 but reaches past the tolerance (more launches would decide), or
 *       it is unknown: a side measured in a single launch, whose launch-to-launch variance nobody has seen.</li>
 * </ul>
 */
public enum Verdict {
    HIGHER, LOWER, SAME, INCONCLUSIVE;

    /**
     * @param ratioCi95 the ratio's 95 % interval, from launches; unknown for a single launch
     * @param tolerance the largest relative difference that counts as none, e.g. 0.05 for ±5 %
     */
    public static Verdict of(Interval ratioCi95, double tolerance) {
        if (!ratioCi95.known()) {
            return INCONCLUSIVE;
        }
        if (ratioCi95.low() > 1) {
            return HIGHER;
        }
        if (ratioCi95.high() < 1) {
            return LOWER;
        }
        return ratioCi95.low() >= 1 - tolerance && ratioCi95.high() <= 1 + tolerance ? SAME : INCONCLUSIVE;
    }

    /** Whether the verdict says something: higher, lower or same. */
    public boolean decided() {
        return this != INCONCLUSIVE;
    }

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
