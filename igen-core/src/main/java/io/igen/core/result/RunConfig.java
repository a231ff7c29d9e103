package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.igen.core.workload.Level;
import io.igen.core.workload.SettingRole;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The settings of a run: what the runner is given, and what the result records. Built by name
 * ({@code RunConfig.builder(levels).durationSeconds(10).slaMs(30.0).build()}), every setting not named taking its
 * default from {@link RunDefaults}, as on the command line; checked as it is made (each setting in its range, and the
 * settings that do not go together: a timetable and a steady-state warm-up, a latency limit without a rate), immutable
 * after. A copy with one setting changed is {@code config.toBuilder().repeat(3).build()}: no setting can be dropped on
 * the way.
 *
 * @param levels              the levels, in the order they run
 * @param warmupSeconds       per level, load that is not recorded: the fixed warm-up, or in steady-state mode the least
 * @param durationSeconds     per level, the measurement window
 * @param ratePerThread       operations per second per thread under paced (stabilised) load; null in stream mode
 * @param slaMs               the response-time limit of the sweet spot; null when none was given
 * @param slaStatistic        the statistic the SLA applies to
 * @param maxErrorPercent     above this share of failed operations in a level, the run reports a problem (exit 1)
 * @param workload            the benchmark's own settings (grid size, shards, block size, ...)
 * @param warmupMode          whether warm-up is fixed or ends when the level is steady
 * @param maxWarmupSeconds    in steady-state mode, the longest warm-up before a level is measured anyway (and flagged);
 *                            in either mode, the longest priming
 * @param repeat              how many times every level is measured, each time in a fresh JVM
 * @param prime               whether the JIT is primed before the first level: its workload on half the machine's
 *                            hardware threads, until the JIT is quiet (at most {@link #maxWarmupSeconds()}), in either
 *                            warm-up mode
 * @param explainTail         whether each level explains its tail: the window's operations slower than its p99 kept,
 *                            the JVM's pauses recorded (JFR) and each slow operation set against what overlapped it
 *                            ({@code --no-tail} turns it off); false in results written before 2026-11-28, which did
 *                            not
 * @param metricsPort         the port live metrics were served on during the run ({@code --metrics-port}); null when
 *                            they were off
 * @param startAt             with {@code --start-at}: the ISO-8601 instant the first level started, every level keeping
 *                            a wall-clock timetable from it ({@link io.igen.core.runner.LevelSchedule}); null otherwise
 * @param loadThreads         what the load threads are ({@code --load-threads}); null (absent in results from before it
 *                            was recorded) for platform threads
 * @param operationsPerThread with {@code --operations-per-thread}, how many operations each thread (each client) runs
 *                            in a level's window, which then ends when the last of them is done instead of after {@link
 *                            #durationSeconds()}; null for a window of that time
 * @param latencyLimitMs      under paced load, how late (ms after its scheduled start) an operation may start: one
 *                            later still is skipped and counted, not run, and one that ran is late when its response
 *                            time exceeds this; null for no limit
 * @param alternation         with {@code ab --design abba}, the two settings every window alternates in ABBA blocks;
 *                            null for a run of one setting
 * @param settingRoles        the workload settings that are not the work ({@link SettingRole}), by name: what the
 *                            workload declared and what was found while running; empty in results written before
 *                            2026-11-27, which did not record them
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"levels", "warmupSeconds", "durationSeconds", "ratePerThread", "slaMs", "slaStatistic",
        "maxErrorPercent", "workload", "warmupMode", "maxWarmupSeconds", "repeat", "prime", "explainTail",
        "metricsPort", "startAt", "loadThreads", "operationsPerThread", "latencyLimitMs", "alternation",
        "settingRoles"})
@JsonDeserialize(builder = RunConfigBuilder.class)
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
        boolean explainTail,
        Integer metricsPort,
        String startAt,
        LoadThreadKind loadThreads,
        Long operationsPerThread,
        Double latencyLimitMs,
        Alternation alternation,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, SettingRole> settingRoles) {

    /**
     * The settings as given, a workload or roles not given empty, checked.
     *
     * @throws IllegalArgumentException naming the first rule broken
     */
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
        if (warmupMode == WarmupMode.STEADY_STATE && !(maxWarmupSeconds >= warmupSeconds)) {
            throw new IllegalArgumentException("the longest warm-up (" + maxWarmupSeconds + " s) is below the "
                    + "shortest (" + warmupSeconds + " s)");
        }
        if (metricsPort != null && (metricsPort < 0 || metricsPort > 65_535)) {
            throw new IllegalArgumentException("the metrics port must be 0..65535, got " + metricsPort);
        }
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
        if (operationsPerThread != null && operationsPerThread < 1) {
            throw new IllegalArgumentException("--operations-per-thread must be 1 or more, got "
                    + operationsPerThread);
        }
        if (operationsPerThread != null && startAt != null) {
            throw new IllegalArgumentException("--start-at keeps every level to a timetable of --duration windows, and "
                    + "--operations-per-thread ends a level when its work is done: give one of them");
        }
        if (latencyLimitMs != null && !(latencyLimitMs > 0)) {
            throw new IllegalArgumentException("the latency limit must be above 0 ms, got " + latencyLimitMs);
        }
        if (latencyLimitMs != null && ratePerThread == null) {
            throw new IllegalArgumentException("--latency-limit-ms skips operations that start too late on the "
                    + "--rate-per-thread schedule, and without a rate there is no schedule: give --rate-per-thread TPS "
                    + "as well, or leave --latency-limit-ms out");
        }
        if (alternation != null) {
            checkAlternation(alternation, durationSeconds, operationsPerThread);
        }
        levels = List.copyOf(levels);
        workload = workload == null ? Map.of() : new LinkedHashMap<>(workload);
        settingRoles = settingRoles == null || settingRoles.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new TreeMap<>(settingRoles));
    }

    /** A configuration of these levels, every other setting at its default until named. */
    public static RunConfigBuilder builder(List<Level> levels) {
        return RunConfigBuilder.withDefaults(levels);
    }

    /** A builder holding every setting of this configuration, to change some of them by name. */
    public RunConfigBuilder toBuilder() {
        return new RunConfigBuilder().levels(levels).warmupSeconds(warmupSeconds).durationSeconds(durationSeconds)
                .ratePerThread(ratePerThread).slaMs(slaMs).slaStatistic(slaStatistic).maxErrorPercent(maxErrorPercent)
                .workload(workload).warmupMode(warmupMode).maxWarmupSeconds(maxWarmupSeconds).repeat(repeat)
                .prime(prime).explainTail(explainTail).metricsPort(metricsPort).startAt(startAt)
                .loadThreads(loadThreads).operationsPerThread(operationsPerThread).latencyLimitMs(latencyLimitMs)
                .alternation(alternation).settingRoles(settingRoles);
    }

    /** This configuration with {@code entries} added to (or replacing entries of) the workload settings. */
    public RunConfig withWorkloadEntries(Map<String, Object> entries) {
        if (entries.isEmpty()) {
            return this;
        }
        Map<String, Object> merged = new LinkedHashMap<>(workload);
        merged.putAll(entries);
        return toBuilder().workload(merged).build();
    }

    /** This configuration with what was found while running added to the workload settings, their role "found". */
    public RunConfig withFoundEntries(Map<String, Object> entries) {
        if (entries.isEmpty()) {
            return this;
        }
        Map<String, SettingRole> roles = new LinkedHashMap<>(settingRoles);
        entries.keySet().forEach(name -> roles.put(name, SettingRole.FOUND));
        return withWorkloadEntries(entries).toBuilder().settingRoles(roles).build();
    }

    /** This configuration with the roles a workload declares of its settings added. */
    public RunConfig withSettingRoles(Map<String, SettingRole> declared) {
        if (declared.isEmpty()) {
            return this;
        }
        Map<String, SettingRole> roles = new LinkedHashMap<>(settingRoles);
        roles.putAll(declared);
        return toBuilder().settingRoles(roles).build();
    }

    /** The gap between a thread's intended operation starts under paced load; 0 in stream mode. */
    public long intervalNanos() {
        return ratePerThread == null ? 0 : Math.max(1, Math.round(1e9 / ratePerThread));
    }

    private static void checkAlternation(Alternation alternation, double durationSeconds, Long operationsPerThread) {
        if (operationsPerThread != null) {
            throw new IllegalArgumentException("alternating settings cuts a window of --duration into blocks; "
                    + "--operations-per-thread has no fixed length: leave it out");
        }
        double blocks = durationSeconds / alternation.blockSeconds();
        if (blocks < 1 || blocks != Math.rint(blocks)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "alternating settings needs a "
                    + "window of whole ABBA blocks of %d s: --duration %s is not; give --duration %d or a multiple "
                    + "of it", alternation.blockSeconds(),
                    BigDecimal.valueOf(durationSeconds).stripTrailingZeros().toPlainString(),
                    alternation.blockSeconds()));
        }
    }

    @Override
    public String toString() {
        return "RunConfig" + Map.of("levels", levels, "warmupSeconds", warmupSeconds, "durationSeconds",
                durationSeconds, "warmupMode", warmupMode, "repeat", repeat, "workload", workload);
    }
}
