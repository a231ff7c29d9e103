package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.igen.core.workload.Level;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings of a run: what the runner is given, and what the result records. Validated on
 * construction, immutable after.
 *
 * @param levels          the levels, in the order they run
 * @param warmupSeconds   per level, load that is not recorded: the fixed warm-up, or in steady-state mode the least
 * @param durationSeconds per level, the measurement window
 * @param ratePerThread   operations per second per thread under paced (stabilised) load; absent in stream mode
 * @param slaMs           the response-time limit of the sweet spot; absent when none was given
 * @param slaStatistic    the statistic the limit applies to
 * @param maxErrorPercent above this share of failed operations in a level, the run reports a problem (exit 1)
 * @param workload        the benchmark's own settings (grid size, shards, block size, ...)
 * @param warmupMode      whether warm-up is fixed or ends when the level is steady
 * @param maxWarmupSeconds in steady-state mode, the longest warm-up before a level is measured anyway (and flagged);
 *                        in either mode, the longest priming
 * @param repeat          how many times every level is measured, each time in a fresh JVM
 * @param prime           whether the JIT is primed before the first level: its workload on as many threads as the
 *                        machine has, until steady (at most {@code maxWarmupSeconds}), in either warm-up mode
 * @param metricsPort     the port live metrics were served on during the run ({@code --metrics-port}); absent when
 *                        they were off
 * @param startAt         with {@code --start-at}: the ISO-8601 instant the first level started, every level keeping a
 *                        wall-clock timetable from it ({@link io.igen.core.runner.LevelSchedule}); absent otherwise
 * @param loadThreads     what the load threads are ({@code --load-threads}); null (absent in results from before
 *                        it was recorded) for platform threads
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunConfig(
        List<Level> levels,
        double warmupSeconds,
        double durationSeconds,
        Double ratePerThread,
        Double slaMs,
        LatencyStatistic slaStatistic,
        double maxErrorPercent,
        Map<String, Object> workload,
        WarmupMode warmupMode,
        double maxWarmupSeconds,
        int repeat,
        boolean prime,
        Integer metricsPort,
        String startAt,
        LoadThreadKind loadThreads) {

    public RunConfig {
        if (levels == null || levels.isEmpty()) {
            throw new IllegalArgumentException("a run needs at least one level");
        }
        if (!(warmupSeconds >= 0)) {
            throw new IllegalArgumentException("the warm-up must be 0 seconds or more, got " + warmupSeconds);
        }
        if (!(durationSeconds > 0)) {
            throw new IllegalArgumentException("the duration must be more than 0 seconds, got " + durationSeconds);
        }
        if (ratePerThread != null && !(ratePerThread > 0)) {
            throw new IllegalArgumentException("the rate per thread must be above 0, got " + ratePerThread);
        }
        if (slaMs != null && !(slaMs > 0)) {
            throw new IllegalArgumentException("the SLA must be above 0 ms, got " + slaMs);
        }
        if (!(maxErrorPercent >= 0 && maxErrorPercent <= 100)) {
            throw new IllegalArgumentException("the error limit must be a percentage 0..100, got " + maxErrorPercent);
        }
        warmupMode = warmupMode == null ? WarmupMode.FIXED : warmupMode;
        if (warmupMode == WarmupMode.STEADY_STATE && !(maxWarmupSeconds >= warmupSeconds)) {
            throw new IllegalArgumentException("the longest warm-up (" + maxWarmupSeconds + " s) is below the shortest ("
                    + warmupSeconds + " s)");
        }
        if (metricsPort != null && (metricsPort < 0 || metricsPort > 65_535)) {
            throw new IllegalArgumentException("the metrics port must be 0..65535, got " + metricsPort);
        }
        repeat = repeat == 0 ? 1 : repeat;
        if (repeat < 1) {
            throw new IllegalArgumentException("--repeat must be 1 or more, got " + repeat);
        }
        if (startAt != null && warmupMode == WarmupMode.STEADY_STATE) {
            throw new IllegalArgumentException("--start-at keeps every level on a fixed timetable, so it needs a fixed "
                    + "warm-up: give --warmup SECONDS");
        }
        if (startAt != null && repeat > 1) {
            throw new IllegalArgumentException("--start-at schedules one run; --repeat would start every repeat at the "
                    + "same time: run the drivers again with another --start-at and --run-id instead");
        }
        levels = List.copyOf(levels);
        slaStatistic = slaStatistic == null ? LatencyStatistic.MEAN : slaStatistic;
        workload = workload == null ? Map.of() : new LinkedHashMap<>(workload);
    }

    /** A configuration without live metrics. */
    public RunConfig(List<Level> levels, double warmupSeconds, double durationSeconds, Double ratePerThread,
                     Double slaMs, LatencyStatistic slaStatistic, double maxErrorPercent, Map<String, Object> workload,
                     WarmupMode warmupMode, double maxWarmupSeconds, int repeat, boolean prime) {
        this(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic, maxErrorPercent, workload,
                warmupMode, maxWarmupSeconds, repeat, prime, null, null, null);
    }

    /** A configuration with a fixed warm-up and no priming, each level measured once. */
    public RunConfig(List<Level> levels, double warmupSeconds, double durationSeconds, Double ratePerThread,
                     Double slaMs, LatencyStatistic slaStatistic, double maxErrorPercent, Map<String, Object> workload) {
        this(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic, maxErrorPercent, workload,
                WarmupMode.FIXED, warmupSeconds, 1, false);
    }

    /** This configuration with each level measured {@code times} times. */
    public RunConfig withRepeat(int times) {
        return new RunConfig(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic,
                maxErrorPercent, workload, warmupMode, maxWarmupSeconds, times, prime, metricsPort, startAt, loadThreads);
    }

    /** This configuration recording that live metrics were served on {@code port} (null: not served). */
    public RunConfig withMetricsPort(Integer port) {
        return new RunConfig(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic,
                maxErrorPercent, workload, warmupMode, maxWarmupSeconds, repeat, prime, port, startAt, loadThreads);
    }

    /** This configuration with {@code entries} added to (or replacing entries of) the workload settings. */
    public RunConfig withWorkloadEntries(Map<String, Object> entries) {
        if (entries.isEmpty()) {
            return this;
        }
        Map<String, Object> merged = new LinkedHashMap<>(workload);
        merged.putAll(entries);
        return new RunConfig(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic,
                maxErrorPercent, merged, warmupMode, maxWarmupSeconds, repeat, prime, metricsPort, startAt, loadThreads);
    }

    /** This configuration recording the load threads' kind. */
    public RunConfig withLoadThreads(LoadThreadKind kind) {
        return new RunConfig(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs, slaStatistic,
                maxErrorPercent, workload, warmupMode, maxWarmupSeconds, repeat, prime, metricsPort, startAt, kind);
    }

    /** The gap between a thread's intended operation starts under paced load; 0 in stream mode. */
    public long intervalNanos() {
        return ratePerThread == null ? 0 : Math.max(1, Math.round(1e9 / ratePerThread));
    }
}
