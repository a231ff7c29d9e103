package io.igen.core.stats;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * When a per-second throughput series is steady. The last {@code 2 * halfWindow} seconds are looked at as two
 * halves, and the series is steady when
 * <ul>
 *   <li>its coefficient of variation is at most {@code maxCv} (a bistable series, jumping between two levels,
 *       fails here), and</li>
 *   <li>the mean of the recent half differs from the earlier half by at most {@code maxChange}, or by a
 *       difference that Welch's t test does not find significant at 5 % (a drift or a climb fails here; a
 *       noisy but flat series does not).</li>
 * </ul>
 * One-second counts on a busy machine swing by 10-20 % (a GC pause takes a tenth of a second out of one
 * second and not the next), which is why the change must also be significant before it counts as a trend.
 * Slow operations (a few a second) swing by their counting alone: a count of about m a second varies by about
 * 1/sqrt(m) of itself, so the CV limit is at least that.
 *
 * @param halfWindowSeconds seconds in each half of the window looked at
 * @param maxCv             largest coefficient of variation of a steady window, e.g. 0.25
 * @param maxChange         largest relative change between the halves that is accepted even when significant
 */
public record SteadyStateRule(int halfWindowSeconds, double maxCv, double maxChange) {

    /** The default rule's half window: it looks at the last 10 s. */
    public static final int DEFAULT_HALF_WINDOW_SECONDS = 5;

    /** The rule every level uses unless configured otherwise. */
    public static final SteadyStateRule DEFAULT = new SteadyStateRule(DEFAULT_HALF_WINDOW_SECONDS, 0.25, 0.05);

    /** The warm rule's half window: it looks at the last 4 s. */
    public static final int WARM_JIT_HALF_WINDOW_SECONDS = 2;

    /**
     * The rule of a level whose code the JIT has compiled already (after priming or an earlier level): the same limits
     * over a shorter look back, as such a level's warm-up has only its new thread count to settle. In the default OLTP
     * run such a level's first warm-up second ran at 0.90 of its window's throughput and every later one at 0.98-1.04
     * (20 levels of 10 launches, 2026-11-29): it settles in a second or two. The judgment after the window catches a
     * level that did not ({@code WindowJudge}), and the compiler must be quiet over the last half as well.
     */
    public static final SteadyStateRule WARM_JIT = new SteadyStateRule(WARM_JIT_HALF_WINDOW_SECONDS, 0.25, 0.05);

    public SteadyStateRule {
        if (halfWindowSeconds < 2 || !(maxCv > 0) || !(maxChange >= 0)) {
            throw new IllegalArgumentException("a steady-state rule needs halves of 2 s or more and positive limits");
        }
    }

    /** Seconds of series the rule needs before it can say "steady". */
    public int windowSeconds() {
        return 2 * halfWindowSeconds;
    }

    /**
     * Why the end of the series is not steady, or empty when it is.
     *
     * @param perSecond operations in each second, oldest first
     */
    public Optional<String> unsteadiness(double[] perSecond) {
        if (perSecond.length < windowSeconds()) {
            return Optional.of("fewer than " + windowSeconds() + " seconds to judge");
        }
        double[] window = Arrays.copyOfRange(perSecond, perSecond.length - windowSeconds(), perSecond.length);
        MeanEstimate whole = MeanEstimate.of(window);
        if (!(whole.mean() > 0)) {
            return Optional.of("no operation completed");
        }
        double cvLimit = Math.max(maxCv, 1 / Math.sqrt(whole.mean()));
        if (whole.coefficientOfVariation() > cvLimit) {
            return Optional.of(String.format(Locale.ROOT, "throughput swings: per-second CV %.0f%% over the last %d s "
                    + "(limit %.0f%%)", 100 * whole.coefficientOfVariation(), windowSeconds(), 100 * cvLimit));
        }
        MeanEstimate earlier = MeanEstimate.of(Arrays.copyOfRange(window, 0, halfWindowSeconds));
        MeanEstimate recent = MeanEstimate.of(Arrays.copyOfRange(window, halfWindowSeconds, window.length));
        double change = (recent.mean() - earlier.mean()) / earlier.mean();
        if (Math.abs(change) > maxChange && significant(earlier, recent)) {
            return Optional.of(String.format(Locale.ROOT, "throughput %s %.0f%% from one %d s half to the next",
                    change > 0 ? "rose" : "fell", 100 * Math.abs(change), halfWindowSeconds));
        }
        return Optional.empty();
    }

    /**
     * Welch's t test: the 95 % interval of the difference of the means excludes zero, each second's variance taken as
     * at least its mean (counting noise, {@link SeriesChange}).
     */
    private static boolean significant(MeanEstimate a, MeanEstimate b) {
        double va = SeriesChange.countingVariance(a);
        double vb = SeriesChange.countingVariance(b);
        double se = Math.sqrt(va + vb);
        if (se == 0) {
            return a.mean() != b.mean();
        }
        return Math.abs(b.mean() - a.mean()) > MeanEstimate.tQuantile(SeriesChange.welchFreedom(va, a.count(), vb,
                b.count())) * se;
    }
}
