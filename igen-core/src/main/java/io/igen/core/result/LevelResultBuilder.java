package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import io.igen.core.stats.Interval;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of a {@link LevelResult} by name ({@link LevelResult#builder()}, {@link LevelResult#toBuilder()}); those
 * not named are empty, null or 0. Jackson reads result files through it.
 */
@JsonPOJOBuilder(withPrefix = "")
public final class LevelResultBuilder {
    int level;
    int threads;
    long operations;
    double durationSeconds;
    double throughput;
    LatencySummary latencyMs;
    LatencySummary serviceTimeMs;
    List<Long> perSecond = List.of();
    double perSecondStdDev;
    double perSecondTrend;
    Map<String, Long> errors = Map.of();
    String histogram;
    Double warmupSeconds;
    String unsteady;
    List<String> remeasured;
    Interval throughputCi95;
    Interval meanMsCi95;
    CiBasis ciBasis;
    List<RepeatSample> samples;
    List<IntervalPoint> timeSeries;
    Map<String, Map<String, List<IntervalPoint>>> timeSeriesBy;
    String windowStart;
    Double windowOverlap;
    final Map<String, Object> details = new LinkedHashMap<>();

    LevelResultBuilder() {
    }

    public LevelResultBuilder level(int level) {
        this.level = level;
        return this;
    }

    public LevelResultBuilder threads(int threads) {
        this.threads = threads;
        return this;
    }

    public LevelResultBuilder operations(long operations) {
        this.operations = operations;
        return this;
    }

    public LevelResultBuilder durationSeconds(double seconds) {
        this.durationSeconds = seconds;
        return this;
    }

    public LevelResultBuilder throughput(double operationsPerSecond) {
        this.throughput = operationsPerSecond;
        return this;
    }

    public LevelResultBuilder latencyMs(LatencySummary latency) {
        this.latencyMs = latency;
        return this;
    }

    public LevelResultBuilder serviceTimeMs(LatencySummary serviceTime) {
        this.serviceTimeMs = serviceTime;
        return this;
    }

    public LevelResultBuilder perSecond(List<Long> operationsEachSecond) {
        this.perSecond = operationsEachSecond;
        return this;
    }

    public LevelResultBuilder perSecondStdDev(double stdDev) {
        this.perSecondStdDev = stdDev;
        return this;
    }

    public LevelResultBuilder perSecondTrend(double trend) {
        this.perSecondTrend = trend;
        return this;
    }

    public LevelResultBuilder errors(Map<String, Long> countByKind) {
        this.errors = countByKind;
        return this;
    }

    public LevelResultBuilder histogram(String encoded) {
        this.histogram = encoded;
        return this;
    }

    public LevelResultBuilder warmupSeconds(Double seconds) {
        this.warmupSeconds = seconds;
        return this;
    }

    public LevelResultBuilder unsteady(String why) {
        this.unsteady = why;
        return this;
    }

    public LevelResultBuilder remeasured(List<String> why) {
        this.remeasured = why;
        return this;
    }

    public LevelResultBuilder throughputCi95(Interval interval) {
        this.throughputCi95 = interval;
        return this;
    }

    public LevelResultBuilder meanMsCi95(Interval interval) {
        this.meanMsCi95 = interval;
        return this;
    }

    public LevelResultBuilder ciBasis(CiBasis basis) {
        this.ciBasis = basis;
        return this;
    }

    public LevelResultBuilder samples(List<RepeatSample> repeats) {
        this.samples = repeats;
        return this;
    }

    public LevelResultBuilder timeSeries(List<IntervalPoint> series) {
        this.timeSeries = series;
        return this;
    }

    public LevelResultBuilder timeSeriesBy(Map<String, Map<String, List<IntervalPoint>>> seriesByPart) {
        this.timeSeriesBy = seriesByPart;
        return this;
    }

    /** One series per part of the work the threads were bound to, under the parts' name ({@code shard}). */
    public LevelResultBuilder timeSeriesBy(String label, Map<String, List<IntervalPoint>> byPartition) {
        return timeSeriesBy(Map.of(label, byPartition));
    }

    public LevelResultBuilder windowStart(String isoInstant) {
        this.windowStart = isoInstant;
        return this;
    }

    public LevelResultBuilder windowOverlap(Double share) {
        this.windowOverlap = share;
        return this;
    }

    /** Adds the benchmark's own figures ({@code ticketsPerMs}, ...), replacing those of the same names. */
    public LevelResultBuilder details(Map<String, Object> figures) {
        if (figures != null) {
            details.putAll(figures);
        }
        return this;
    }

    /** One of the benchmark's own figures; a result file's unknown fields of a level arrive here. */
    @JsonAnySetter
    public LevelResultBuilder detail(String name, Object value) {
        details.put(name, value);
        return this;
    }

    public LevelResult build() {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, warmupSeconds, unsteady, remeasured,
                throughputCi95, meanMsCi95, ciBasis, samples, timeSeries, timeSeriesBy, windowStart, windowOverlap,
                details);
    }
}
