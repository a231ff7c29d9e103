package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.igen.core.stats.Interval;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One level of a run: one point on the throughput curve and one on the response-time curve.
 *
 * @param level           the x-axis value (threads, or active shards)
 * @param threads         load threads at this level
 * @param operations      successful operations that started inside the measurement window
 * @param durationSeconds the measured length of the window
 * @param throughput      operations per second
 * @param latencyMs       response time; under paced load counted from the intended start
 * @param serviceTimeMs   time from the actual start, when it differs from the intended one: under paced load, and
 *                        when a load thread serves several clients in turn (absent otherwise)
 * @param perSecond       successful operations in each whole second of the window
 * @param perSecondStdDev standard deviation of {@code perSecond}
 * @param perSecondTrend  correlation of {@code perSecond} with time, -1..1 (SLAMD's trend)
 * @param errors          failed operations by kind
 * @param histogram       response times in nanoseconds, HdrHistogram compressed and base64-encoded
 * @param warmupSeconds   the warm-up this level actually ran before its window (mean over repeats)
 * @param unsteady        why the level was not steady (warm-up limit reached, or the window drifted or swung);
 *                        absent when it was steady
 * @param throughputCi95  95 % confidence interval of {@code throughput}
 * @param meanMsCi95      95 % confidence interval of the mean response time
 * @param ciBasis         what the intervals are made of: one run's batch means, or repeats in fresh JVMs
 * @param samples         with repeats, each repeat's measurement of this level; absent otherwise
 * @param timeSeries      one point per whole second of the warm-up, then of the window, counted by completion;
 *                        absent for levels combined from repeats or merged parts
 * @param timeSeriesBy    the same per part of the work the threads were bound to, under the parts' name: for
 *                        iGenOLTP {@code shard} -> shard number -> series; absent for benchmarks whose threads all do
 *                        the same work, and where {@code timeSeries} is
 * @param windowStart     when the measurement window opened, ISO-8601 by the driver's wall clock; in a merged level,
 *                        the earliest part's
 * @param windowOverlap   in a merged level only: the share of the parts' windows during which all of them measured
 *                        (1.0: the windows coincide)
 * @param details         benchmark-specific figures, written as fields of the level (ticketsPerMs, ...); the run's
 *                        {@code figures} say their units and how parts combine them
 */
@JsonPropertyOrder({"level", "threads", "operations", "durationSeconds", "throughput", "throughputCi95", "latencyMs",
        "meanMsCi95", "ciBasis", "samples", "warmupSeconds", "unsteady", "serviceTimeMs", "perSecond", "perSecondStdDev",
        "perSecondTrend", "windowStart", "windowOverlap", "timeSeries", "timeSeriesBy", "errors", "histogram"})
public record LevelResult(
        int level,
        int threads,
        long operations,
        double durationSeconds,
        double throughput,
        LatencySummary latencyMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) LatencySummary serviceTimeMs,
        List<Long> perSecond,
        double perSecondStdDev,
        double perSecondTrend,
        Map<String, Long> errors,
        String histogram,
        Double warmupSeconds,
        @JsonInclude(JsonInclude.Include.NON_NULL) String unsteady,
        Interval throughputCi95,
        Interval meanMsCi95,
        CiBasis ciBasis,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<RepeatSample> samples,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<IntervalPoint> timeSeries,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Map<String, List<IntervalPoint>>> timeSeriesBy,
        @JsonInclude(JsonInclude.Include.NON_NULL) String windowStart,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double windowOverlap,
        @JsonAnySetter Map<String, Object> details) {

    public LevelResult {
        perSecond = List.copyOf(perSecond);
        throughputCi95 = throughputCi95 == null ? Interval.UNKNOWN : throughputCi95;
        meanMsCi95 = meanMsCi95 == null ? Interval.UNKNOWN : meanMsCi95;
        samples = samples == null ? List.of() : List.copyOf(samples);
        timeSeries = timeSeries == null ? List.of() : List.copyOf(timeSeries);
        timeSeriesBy = timeSeriesBy == null ? Map.of() : timeSeriesBy;
        errors = Map.copyOf(errors);
        details = details == null ? new LinkedHashMap<>() : new LinkedHashMap<>(details);
    }

    /** A level without warm-up record or intervals (merged parts, hand-made test levels). */
    public LevelResult(int level, int threads, long operations, double durationSeconds, double throughput,
                       LatencySummary latencyMs, LatencySummary serviceTimeMs, List<Long> perSecond,
                       double perSecondStdDev, double perSecondTrend, Map<String, Long> errors, String histogram,
                       Map<String, Object> details) {
        this(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs, perSecond,
                perSecondStdDev, perSecondTrend, errors, histogram, null, null, null, null, null, null, null, null, null, null,
                details);
    }

    /** This level with its intervals and the samples they come from. */
    public LevelResult withUncertainty(Interval throughputCi, Interval meanMsCi, CiBasis basis, List<RepeatSample> repeats) {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, warmupSeconds, unsteady, throughputCi,
                meanMsCi, basis, repeats, timeSeries, timeSeriesBy, windowStart, windowOverlap, details);
    }

    /** This level with its warm-up record. */
    public LevelResult withWarmup(Double seconds, String unsteadyReason) {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, seconds, unsteadyReason, throughputCi95,
                meanMsCi95, ciBasis, samples, timeSeries, timeSeriesBy, windowStart, windowOverlap, details);
    }

    /** This level with its time series. */
    public LevelResult withTimeSeries(List<IntervalPoint> series) {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, warmupSeconds, unsteady, throughputCi95,
                meanMsCi95, ciBasis, samples, series, timeSeriesBy, windowStart, windowOverlap, details);
    }

    /**
     * This level with a time series for each part of the work its threads were bound to.
     *
     * @param label     what the parts are ({@code shard})
     * @param byPartition part -> its series
     */
    public LevelResult withTimeSeriesBy(String label, Map<String, List<IntervalPoint>> byPartition) {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, warmupSeconds, unsteady, throughputCi95,
                meanMsCi95, ciBasis, samples, timeSeries, Map.of(label, byPartition), windowStart, windowOverlap, details);
    }

    /** This level with the wall-clock time its window opened (ISO-8601). */
    public LevelResult withWindowStart(String start) {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, warmupSeconds, unsteady, throughputCi95,
                meanMsCi95, ciBasis, samples, timeSeries, timeSeriesBy, start, windowOverlap, details);
    }

    /** This merged level with when its window opened and how much its parts' windows overlapped. */
    public LevelResult withWindow(String start, double overlap, Map<String, Map<String, List<IntervalPoint>>> byPart) {
        return new LevelResult(level, threads, operations, durationSeconds, throughput, latencyMs, serviceTimeMs,
                perSecond, perSecondStdDev, perSecondTrend, errors, histogram, warmupSeconds, unsteady, throughputCi95,
                meanMsCi95, ciBasis, samples, timeSeries, byPart, start, overlap, details);
    }

    /** Whether the level was measured in a steady state. */
    public boolean steady() {
        return unsteady == null;
    }

    @JsonAnyGetter
    @Override
    public Map<String, Object> details() {
        return details;
    }

    /** All failed operations, of every kind. */
    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Failed operations as a percentage of all operations that ended in the window. */
    public double errorPercent() {
        long attempts = operations + errorCount();
        return attempts == 0 ? 0 : 100.0 * errorCount() / attempts;
    }
}
