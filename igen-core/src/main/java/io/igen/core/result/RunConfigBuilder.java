package io.igen.core.result;

import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import io.igen.core.workload.Level;

import java.util.List;
import java.util.Map;

/**
 * The settings of a run by name. Defaults, in this one place: a fixed warm-up of 0 s, a 10 s window, stream mode,
 * no SLA (the mean when one is given), 1 % failed operations allowed, each level measured once, no priming, no
 * live metrics, no timetable, platform load threads, a window of a fixed time, no latency limit.
 */
@JsonPOJOBuilder(withPrefix = "")
public final class RunConfigBuilder {

    /** The measurement window of a level when none is named: the command line's {@code --duration} default. */
    public static final double DEFAULT_DURATION_SECONDS = 10;

    /** The share of failed operations a level may have when none is named: {@code --max-error-percent}. */
    public static final double DEFAULT_MAX_ERROR_PERCENT = 1;

    List<Level> levels;
    double warmupSeconds;
    double durationSeconds = DEFAULT_DURATION_SECONDS;
    Double ratePerThread;
    Double slaMs;
    LatencyStatistic slaStatistic;
    double maxErrorPercent = DEFAULT_MAX_ERROR_PERCENT;
    Map<String, Object> workload;
    WarmupMode warmupMode;
    Double maxWarmupSeconds;
    int repeat = 1;
    boolean prime;
    Integer metricsPort;
    String startAt;
    LoadThreadKind loadThreads;
    Long operationsPerThread;
    Double latencyLimitMs;

    RunConfigBuilder() {
    }

    public RunConfigBuilder levels(List<Level> levels) {
        this.levels = levels;
        return this;
    }

    public RunConfigBuilder warmupSeconds(double seconds) {
        this.warmupSeconds = seconds;
        return this;
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

    /**
     * The validated configuration.
     *
     * @throws IllegalArgumentException naming the setting that is out of range
     */
    public RunConfig build() {
        return new RunConfig(this);
    }
}
