package io.igen.core.runner;

import io.igen.core.result.RunDefaults;
import io.igen.core.stats.MeanEstimate;
import io.igen.core.stats.SeriesChange;

import java.util.Locale;
import java.util.Optional;

/**
 * Judges a measurement window after it ended, on what it measured: whether its per-second throughput swung, trended
 * or stepped ({@link SeriesChange}, with the power the window's length allows), whether the JIT compilers took more than
 * a share of the machine's CPU in it (its hardware threads times its length: the driver's whole CPU when the driver
 * saturates the machine, as iGenOLTP's embedded runs do; a driver that waits on a database is not held to the CPU it
 * did not use), and whether the collectors took more than a share of its time. The warm-up's
 * judgment looks before the window; this one looks inside it: a window that passed as steady in its first second can
 * still hold seconds of compilation, or a fall of a third. A window found wanting is measured again, up to
 * {@code remeasures} times ({@link LevelRun}); then it is kept and flagged {@code unsteady} with the reason.
 *
 * @param maxCv       the largest per-second coefficient of variation, as the warm-up's rule
 * @param maxChange   the largest trend or step, in parts of the mean, that is accepted even when significant
 * @param maxJitShare the largest share of the machine's CPU in the window that the JIT compilers may take
 * @param maxGcShare  the largest share of the window's time the collectors may take
 * @param remeasures  how many times a window found wanting is measured again
 */
record WindowJudge(double maxCv, double maxChange, double maxJitShare, double maxGcShare, int remeasures) {

    /** The limits every run uses ({@link RunDefaults}). */
    static final WindowJudge DEFAULT = new WindowJudge(RunDefaults.WINDOW_MAX_CV_PERCENT / 100.0,
            RunDefaults.WINDOW_MAX_CHANGE_PERCENT / 100.0, RunDefaults.WINDOW_MAX_JIT_PERCENT / 100.0,
            RunDefaults.WINDOW_MAX_GC_PERCENT / 100.0, RunDefaults.WINDOW_REMEASURES);

    /**
     * Why the window did not hold still; empty when it did.
     *
     * @param perSecond     operations started in each second of the window
     * @param windowSeconds the window's length
     * @param hardwareThreads the machine's hardware threads: its CPU capacity per second
     * @param activity      what the JVM spent during the window beside the load
     */
    Optional<String> unsteadiness(double[] perSecond, double windowSeconds, int hardwareThreads,
                                  WindowActivity activity) {
        double jitShare = activity.compilationMillis() / (1000 * windowSeconds * hardwareThreads);
        if (jitShare > maxJitShare) {
            return Optional.of(String.format(Locale.ROOT, "the JIT compilers took %.1f s of CPU in the window, %.1f%% "
                            + "of the machine's (limit %.0f%%)", activity.compilationMillis() / 1000.0, 100 * jitShare,
                    100 * maxJitShare));
        }
        double gcShare = activity.gcMillis() / (1000 * windowSeconds);
        if (gcShare > maxGcShare) {
            return Optional.of(String.format(Locale.ROOT, "the collectors took %.1f s, %.1f%% of the window (limit "
                    + "%.0f%%)", activity.gcMillis() / 1000.0, 100 * gcShare, 100 * maxGcShare));
        }
        if (perSecond.length < 2) {
            return Optional.empty();
        }
        MeanEstimate whole = MeanEstimate.of(perSecond);
        if (!(whole.mean() > 0)) {
            return Optional.of("no operation completed");
        }
        double cvLimit = Math.max(maxCv, 1 / Math.sqrt(whole.mean()));
        if (whole.coefficientOfVariation() > cvLimit) {
            return Optional.of(String.format(Locale.ROOT, "throughput swung: per-second CV %.0f%% (limit %.0f%%)",
                    100 * whole.coefficientOfVariation(), 100 * cvLimit));
        }
        Optional<SeriesChange.Change> trend = SeriesChange.trend(perSecond)
                .filter(change -> Math.abs(change.relativeChange()) > maxChange);
        Optional<SeriesChange.Change> step = SeriesChange.largestStep(perSecond)
                .filter(change -> Math.abs(change.relativeChange()) > maxChange);
        // a step also tilts a trend line, and a trend splits into a step: name the one the series shows more clearly
        if (step.isPresent() && (trend.isEmpty() || Math.abs(step.get().t()) > Math.abs(trend.get().t()))) {
            return Optional.of(String.format(Locale.ROOT, "throughput stepped %s %.0f%% at second %d of the window",
                    step.get().relativeChange() > 0 ? "up" : "down", 100 * Math.abs(step.get().relativeChange()),
                    step.get().atSecond()));
        }
        return trend.map(change -> String.format(Locale.ROOT, "throughput %s %.0f%% across the window (trend, t = "
                + "%.1f)", change.relativeChange() > 0 ? "rose" : "fell", 100 * Math.abs(change.relativeChange()),
                change.t()));
    }
}
