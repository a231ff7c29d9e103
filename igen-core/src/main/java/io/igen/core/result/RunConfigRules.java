package io.igen.core.result;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * What a run's configuration must keep, checked once as it is built ({@link RunConfig}): each setting in its range, and
 * the settings that do not go together (a timetable and a steady-state warm-up, a latency limit without a rate).
 */
final class RunConfigRules {

    private RunConfigRules() {
    }

    /**
     * @param mode      the warm-up mode, the builder's or its default
     * @param maxWarmup the longest warm-up, the builder's or its default
     * @param repeats   the launches, the builder's or its default
     * @throws IllegalArgumentException naming the first rule broken
     */
    static void check(RunConfigBuilder b, WarmupMode mode, double maxWarmup, int repeats) {
        if (b.levels == null || b.levels.isEmpty()) {
            throw new IllegalArgumentException("a run needs at least one level");
        }
        if (!(b.warmupSeconds >= 0)) {
            throw new IllegalArgumentException("the warm-up must be 0 seconds or more, got " + b.warmupSeconds);
        }
        if (!(b.durationSeconds > 0)) {
            throw new IllegalArgumentException("the duration must be more than 0 seconds, got " + b.durationSeconds);
        }
        if (b.ratePerThread != null && !(b.ratePerThread > 0)) {
            throw new IllegalArgumentException("the rate per thread must be above 0, got " + b.ratePerThread);
        }
        if (b.slaMs != null && !(b.slaMs > 0)) {
            throw new IllegalArgumentException("the SLA must be above 0 ms, got " + b.slaMs);
        }
        if (!(b.maxErrorPercent >= 0 && b.maxErrorPercent <= 100)) {
            throw new IllegalArgumentException("the error limit must be a percentage 0..100, got " + b.maxErrorPercent);
        }
        if (mode == WarmupMode.STEADY_STATE && !(maxWarmup >= b.warmupSeconds)) {
            throw new IllegalArgumentException("the longest warm-up (" + maxWarmup + " s) is below the shortest ("
                    + b.warmupSeconds + " s)");
        }
        if (b.metricsPort != null && (b.metricsPort < 0 || b.metricsPort > 65_535)) {
            throw new IllegalArgumentException("the metrics port must be 0..65535, got " + b.metricsPort);
        }
        if (repeats < 1) {
            throw new IllegalArgumentException("--repeat must be 1 or more, got " + repeats);
        }
        if (b.startAt != null && mode == WarmupMode.STEADY_STATE) {
            throw new IllegalArgumentException("--start-at keeps every level on a fixed timetable, so it needs a fixed "
                    + "warm-up: give --warmup SECONDS");
        }
        if (b.startAt != null && repeats > 1) {
            throw new IllegalArgumentException("--start-at schedules one run; --repeat would start every repeat at the "
                    + "same time: run the drivers again with another --start-at and --run-id instead");
        }
        if (b.operationsPerThread != null && b.operationsPerThread < 1) {
            throw new IllegalArgumentException("--operations-per-thread must be 1 or more, got "
                    + b.operationsPerThread);
        }
        if (b.operationsPerThread != null && b.startAt != null) {
            throw new IllegalArgumentException("--start-at keeps every level to a timetable of --duration windows, and "
                    + "--operations-per-thread ends a level when its work is done: give one of them");
        }
        if (b.latencyLimitMs != null && !(b.latencyLimitMs > 0)) {
            throw new IllegalArgumentException("the latency limit must be above 0 ms, got " + b.latencyLimitMs);
        }
        if (b.latencyLimitMs != null && b.ratePerThread == null) {
            throw new IllegalArgumentException("--latency-limit-ms skips operations that start too late on the "
                    + "--rate-per-thread schedule, and without a rate there is no schedule: give --rate-per-thread TPS "
                    + "as well, or leave --latency-limit-ms out");
        }
        if (b.alternation != null) {
            checkAlternation(b, b.alternation);
        }
    }

    private static void checkAlternation(RunConfigBuilder b, Alternation alternation) {
        if (b.operationsPerThread != null) {
            throw new IllegalArgumentException("alternating settings cuts a window of --duration into blocks; "
                    + "--operations-per-thread has no fixed length: leave it out");
        }
        double blocks = b.durationSeconds / alternation.blockSeconds();
        if (blocks < 1 || blocks != Math.rint(blocks)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "alternating settings needs a "
                    + "window of whole ABBA blocks of %d s: --duration %s is not; give --duration %d or a multiple "
                    + "of it", alternation.blockSeconds(),
                    BigDecimal.valueOf(b.durationSeconds).stripTrailingZeros().toPlainString(), alternation.blockSeconds()));
        }
    }
}
