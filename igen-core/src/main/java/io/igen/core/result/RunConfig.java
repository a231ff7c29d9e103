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
        "loadThreads", "operationsPerThread", "latencyLimitMs", "alternation", "settingRoles"})
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
    private final Alternation alternation;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Map<String, SettingRole> settingRoles;

    RunConfig(RunConfigBuilder b) {
        WarmupMode mode = b.warmupMode == null ? WarmupMode.FIXED : b.warmupMode;
        // A fixed warm-up's longest priming is the warm-up itself unless named (results from before it was recorded).
        double maxWarmup = b.maxWarmupSeconds == null ? b.warmupSeconds : b.maxWarmupSeconds;
        int repeats = b.repeat == 0 ? 1 : b.repeat;
        RunConfigRules.check(b, mode, maxWarmup, repeats);
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
        alternation = b.alternation;
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
                .operationsPerThread(operationsPerThread).latencyLimitMs(latencyLimitMs).alternation(alternation)
                .settingRoles(settingRoles);
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
     * Whether the JIT is primed before the first level: its workload on half the machine's hardware threads, until
     * the JIT is quiet (at most {@link #maxWarmupSeconds()}), in either warm-up mode.
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

    /**
     * With {@code ab --design abba}, the two settings every window alternates in ABBA blocks; null for a run of one
     * setting.
     */
    public Alternation alternation() {
        return alternation;
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
