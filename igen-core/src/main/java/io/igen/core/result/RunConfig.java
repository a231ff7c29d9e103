package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.igen.core.workload.Level;
import io.igen.core.workload.SettingRole;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The settings of a run: what the runner is given, and what the result records. Built by name
 * ({@code RunConfig.builder(levels).durationSeconds(10).slaMs(30.0).build()}), every setting not named taking its
 * default from {@link RunDefaults}, as on the command line; validated once when built, immutable after. A copy with one setting changed is
 * {@code config.toBuilder().repeat(3).build()}: no setting can be dropped on the way.
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"levels", "warmupSeconds", "durationSeconds", "ratePerThread", "slaMs", "slaStatistic",
        "maxErrorPercent", "workload", "warmupMode", "maxWarmupSeconds", "repeat", "prime", "explainTail", "metricsPort", "startAt",
        "loadThreads", "operationsPerThread", "latencyLimitMs", "settingRoles"})
@JsonDeserialize(builder = RunConfigBuilder.class)
public final class RunConfig {

    private final List<Level> levels;
    private final double warmupSeconds;
    private final double durationSeconds;
    private final Double ratePerThread;
    private final Double slaMs;
    private final LatencyStatistic slaStatistic;
    private final double maxErrorPercent;
    private final Map<String, Object> workload;
    private final WarmupMode warmupMode;
    private final double maxWarmupSeconds;
    private final int repeat;
    private final boolean prime;
    private final boolean explainTail;
    private final Integer metricsPort;
    private final String startAt;
    private final LoadThreadKind loadThreads;
    private final Long operationsPerThread;
    private final Double latencyLimitMs;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Map<String, SettingRole> settingRoles;

    RunConfig(RunConfigBuilder b) {
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
        WarmupMode mode = b.warmupMode == null ? WarmupMode.FIXED : b.warmupMode;
        // A fixed warm-up's longest priming is the warm-up itself unless named (results from before it was recorded).
        double maxWarmup = b.maxWarmupSeconds == null ? b.warmupSeconds : b.maxWarmupSeconds;
        if (mode == WarmupMode.STEADY_STATE && !(maxWarmup >= b.warmupSeconds)) {
            throw new IllegalArgumentException("the longest warm-up (" + maxWarmup + " s) is below the shortest ("
                    + b.warmupSeconds + " s)");
        }
        if (b.metricsPort != null && (b.metricsPort < 0 || b.metricsPort > 65_535)) {
            throw new IllegalArgumentException("the metrics port must be 0..65535, got " + b.metricsPort);
        }
        int repeats = b.repeat == 0 ? 1 : b.repeat;
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
        levels = List.copyOf(b.levels);
        warmupSeconds = b.warmupSeconds;
        durationSeconds = b.durationSeconds;
        ratePerThread = b.ratePerThread;
        slaMs = b.slaMs;
        slaStatistic = b.slaStatistic == null ? RunDefaults.SLA_STATISTIC : b.slaStatistic;
        maxErrorPercent = b.maxErrorPercent;
        workload = b.workload == null ? Map.of() : new LinkedHashMap<>(b.workload);
        warmupMode = mode;
        maxWarmupSeconds = maxWarmup;
        repeat = repeats;
        prime = b.prime;
        explainTail = b.explainTail;
        metricsPort = b.metricsPort;
        startAt = b.startAt;
        loadThreads = b.loadThreads;
        operationsPerThread = b.operationsPerThread;
        latencyLimitMs = b.latencyLimitMs;
        settingRoles = b.settingRoles == null || b.settingRoles.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new TreeMap<>(b.settingRoles));
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
                .prime(prime).explainTail(explainTail).metricsPort(metricsPort).startAt(startAt).loadThreads(loadThreads)
                .operationsPerThread(operationsPerThread).latencyLimitMs(latencyLimitMs).settingRoles(settingRoles);
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

    /**
     * The workload settings that are not the work ({@link SettingRole}), by name: what the workload declared and what
     * was found while running. Empty in results written before 2026-11-27, which did not record them.
     */
    public Map<String, SettingRole> settingRoles() {
        return settingRoles;
    }

    /** The levels, in the order they run. */
    public List<Level> levels() {
        return levels;
    }

    /** Per level, load that is not recorded: the fixed warm-up, or in steady-state mode the least. */
    public double warmupSeconds() {
        return warmupSeconds;
    }

    /** Per level, the measurement window. */
    public double durationSeconds() {
        return durationSeconds;
    }

    /** Operations per second per thread under paced (stabilised) load; null in stream mode. */
    public Double ratePerThread() {
        return ratePerThread;
    }

    /** The response-time limit of the sweet spot; null when none was given. */
    public Double slaMs() {
        return slaMs;
    }

    /** The statistic the SLA applies to. */
    public LatencyStatistic slaStatistic() {
        return slaStatistic;
    }

    /** Above this share of failed operations in a level, the run reports a problem (exit 1). */
    public double maxErrorPercent() {
        return maxErrorPercent;
    }

    /** The benchmark's own settings (grid size, shards, block size, ...). */
    public Map<String, Object> workload() {
        return workload;
    }

    /** Whether warm-up is fixed or ends when the level is steady. */
    public WarmupMode warmupMode() {
        return warmupMode;
    }

    /**
     * In steady-state mode, the longest warm-up before a level is measured anyway (and flagged); in either mode, the
     * longest priming.
     */
    public double maxWarmupSeconds() {
        return maxWarmupSeconds;
    }

    /** How many times every level is measured, each time in a fresh JVM. */
    public int repeat() {
        return repeat;
    }

    /**
     * Whether the JIT is primed before the first level: its workload on as many threads as the machine has, until
     * steady (at most {@link #maxWarmupSeconds()}), in either warm-up mode.
     */
    public boolean prime() {
        return prime;
    }

    /**
     * Whether each level explains its tail: the window's operations slower than its p99 kept, the JVM's pauses
     * recorded (JFR) and each slow operation set against what overlapped it ({@code --no-tail} turns it off). False in
     * results written before 2026-11-28, which did not.
     */
    public boolean explainTail() {
        return explainTail;
    }

    /** The port live metrics were served on during the run ({@code --metrics-port}); null when they were off. */
    public Integer metricsPort() {
        return metricsPort;
    }

    /**
     * With {@code --start-at}: the ISO-8601 instant the first level started, every level keeping a wall-clock
     * timetable from it ({@link io.igen.core.runner.LevelSchedule}); null otherwise.
     */
    public String startAt() {
        return startAt;
    }

    /**
     * What the load threads are ({@code --load-threads}); null (absent in results from before it was recorded) for
     * platform threads.
     */
    public LoadThreadKind loadThreads() {
        return loadThreads;
    }

    /**
     * With {@code --operations-per-thread}, how many operations each thread (each client) runs in a level's window,
     * which then ends when the last of them is done instead of after {@link #durationSeconds()}; null for a window of
     * that time.
     */
    public Long operationsPerThread() {
        return operationsPerThread;
    }

    /**
     * Under paced load, how late (ms after its scheduled start) an operation may start: one later still is skipped and
     * counted, not run, and one that ran is late when its response time exceeds this; null for no limit.
     */
    public Double latencyLimitMs() {
        return latencyLimitMs;
    }

    /** The gap between a thread's intended operation starts under paced load; 0 in stream mode. */
    public long intervalNanos() {
        return ratePerThread == null ? 0 : Math.max(1, Math.round(1e9 / ratePerThread));
    }

    @Override
    public String toString() {
        return "RunConfig" + Map.of("levels", levels, "warmupSeconds", warmupSeconds, "durationSeconds",
                durationSeconds, "warmupMode", warmupMode, "repeat", repeat, "workload", workload);
    }
}
