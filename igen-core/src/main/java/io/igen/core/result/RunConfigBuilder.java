package io.igen.core.result;

import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import io.igen.core.workload.Level;
import io.igen.core.workload.SettingRole;

import java.util.List;
import java.util.Map;

/**
 * The settings of a run by name. {@link RunConfig#builder} starts from the command line's defaults
 * ({@link RunDefaults}): a steady-state warm-up of 10 to 60 s, priming, a 10 s window, stream mode, no SLA (the mean
 * when one is given), 1 % failed operations allowed, one launch, platform load threads, no live metrics, no
 * timetable, a window of a fixed time, no latency limit.
 *
 * <p>Jackson reads a result's settings through the no-argument constructor instead, which starts from what a result
 * written before a setting existed ran with: a fixed warm-up, no priming, the warm-up as the longest priming.
 */
@JsonPOJOBuilder(withPrefix = "")
public final class RunConfigBuilder {

    List<Level> levels;
    double warmupSeconds;
    double durationSeconds = RunDefaults.DURATION_SECONDS;
    Double ratePerThread;
    Double slaMs;
    LatencyStatistic slaStatistic = RunDefaults.SLA_STATISTIC;
    double maxErrorPercent = RunDefaults.MAX_ERROR_PERCENT;
    Map<String, Object> workload;
    WarmupMode warmupMode;
    Double maxWarmupSeconds;
    int repeat = RunDefaults.REPEAT;
    boolean prime;
    boolean explainTail;
    Integer metricsPort;
    String startAt;
    LoadThreadKind loadThreads;
    Long operationsPerThread;
    Double latencyLimitMs;
    Map<String, SettingRole> settingRoles;
    Alternation alternation;

    /** Jackson's, for a result file: a setting the file lacks is from before it was recorded. */
    RunConfigBuilder() {
    }

    /** A configuration of these levels with every other setting at its default ({@link RunDefaults}). */
    static RunConfigBuilder withDefaults(List<Level> levels) {
        return new RunConfigBuilder().levels(levels)
                .warmupMode(RunDefaults.WARMUP_MODE).warmupSeconds(RunDefaults.MIN_STEADY_WARMUP_SECONDS)
                .maxWarmupSeconds((double) RunDefaults.MAX_WARMUP_SECONDS).prime(RunDefaults.PRIME)
                .explainTail(RunDefaults.EXPLAIN_TAIL)
                .loadThreads(RunDefaults.LOAD_THREADS);
    }

    public RunConfigBuilder levels(List<Level> levels) {
        this.levels = levels;
        return this;
    }

    /** With a steady-state warm-up, the shortest; with a fixed one, the warm-up. */
    public RunConfigBuilder warmupSeconds(double seconds) {
        this.warmupSeconds = seconds;
        return this;
    }

    /** A fixed warm-up of this many seconds (as {@code --warmup}), instead of warming up until steady. */
    public RunConfigBuilder fixedWarmup(double seconds) {
        return warmupMode(WarmupMode.FIXED).warmupSeconds(seconds);
    }

    public RunConfigBuilder durationSeconds(double seconds) {
        this.durationSeconds = seconds;
        return this;
    }

    /** Paced load at this many operations per second per thread; null for stream mode. */
    public RunConfigBuilder ratePerThread(Double operationsPerSecond) {
        this.ratePerThread = operationsPerSecond;
        return this;
    }

    public RunConfigBuilder slaMs(Double slaMs) {
        this.slaMs = slaMs;
        return this;
    }

    public RunConfigBuilder slaStatistic(LatencyStatistic statistic) {
        this.slaStatistic = statistic;
        return this;
    }

    public RunConfigBuilder maxErrorPercent(double percent) {
        this.maxErrorPercent = percent;
        return this;
    }

    public RunConfigBuilder workload(Map<String, Object> settings) {
        this.workload = settings;
        return this;
    }

    public RunConfigBuilder warmupMode(WarmupMode mode) {
        this.warmupMode = mode;
        return this;
    }

    /** The longest steady-state warm-up and the longest priming; by default the warm-up itself. */
    public RunConfigBuilder maxWarmupSeconds(Double seconds) {
        this.maxWarmupSeconds = seconds;
        return this;
    }

    public RunConfigBuilder repeat(int launches) {
        this.repeat = launches;
        return this;
    }

    public RunConfigBuilder prime(boolean prime) {
        this.prime = prime;
        return this;
    }

    public RunConfigBuilder explainTail(boolean explain) {
        this.explainTail = explain;
        return this;
    }

    public RunConfigBuilder metricsPort(Integer port) {
        this.metricsPort = port;
        return this;
    }

    public RunConfigBuilder startAt(String instant) {
        this.startAt = instant;
        return this;
    }

    public RunConfigBuilder loadThreads(LoadThreadKind kind) {
        this.loadThreads = kind;
        return this;
    }

    /** A window of this many operations per thread instead of a time; null for a window of a time. */
    public RunConfigBuilder operationsPerThread(Long operations) {
        this.operationsPerThread = operations;
        return this;
    }

    /** Under paced load, skip operations that would start more than this late; null for no limit. */
    public RunConfigBuilder latencyLimitMs(Double milliseconds) {
        this.latencyLimitMs = milliseconds;
        return this;
    }

    /** The workload settings that are circumstances or were found while running, not the work; by name. */
    public RunConfigBuilder settingRoles(Map<String, SettingRole> roles) {
        this.settingRoles = roles;
        return this;
    }

    /** Two settings alternated in ABBA blocks inside every window; null for one setting. */
    public RunConfigBuilder alternation(Alternation alternation) {
        this.alternation = alternation;
        return this;
    }

    /**
     * The validated configuration.
     *
     * @throws IllegalArgumentException naming the setting that is out of range
     */
    public RunConfig build() {
        // A fixed warm-up's longest priming is the warm-up itself unless named (results from before it was recorded).
        return new RunConfig(levels, warmupSeconds, durationSeconds, ratePerThread, slaMs,
                slaStatistic == null ? RunDefaults.SLA_STATISTIC : slaStatistic, maxErrorPercent, workload,
                warmupMode == null ? WarmupMode.FIXED : warmupMode,
                maxWarmupSeconds == null ? warmupSeconds : maxWarmupSeconds, repeat == 0 ? 1 : repeat, prime,
                explainTail, metricsPort, startAt, loadThreads, operationsPerThread, latencyLimitMs, alternation,
                settingRoles);
    }
}
