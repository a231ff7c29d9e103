package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.igen.core.stats.Interval;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One level of a run: one point on the throughput curve and one on the response-time curve. Built by name
 * ({@link #builder()}); a copy with some figures added is {@code level.toBuilder().unsteady("...").build()}.
 * {@code docs/results.md} is the file format.
 *
 * @param level           the x-axis value (threads, or active shards)
 * @param threads         load threads at this level
 * @param operations      successful operations that started inside the measurement window
 * @param durationSeconds the measured length of the window
 * @param throughput      operations per second
 * @param latencyMs       response time; under paced load counted from the intended start
 * @param serviceTimeMs   time from the actual start, when it differs from the intended one: under paced load, and when
 *                        a load thread serves several clients in turn (in stream mode an operation starts as the
 *                        thread's previous one ends); null otherwise
 * @param perSecond       successful operations in each whole second of the window
 * @param perSecondStdDev standard deviation of {@link #perSecond()}
 * @param perSecondTrend  correlation of {@link #perSecond()} with time, -1..1 (SLAMD's trend)
 * @param errors          failed operations by kind
 * @param histogram       response times in nanoseconds, HdrHistogram compressed and base64-encoded
 * @param warmupSeconds   the warm-up this level actually ran before its window (mean over repeats); null when not
 *                        recorded
 * @param unsteady        why the level was not steady (warm-up limit reached, or the window drifted or swung); null
 *                        when it was
 * @param remeasured      why each window measured before the one kept was measured again, oldest first (the judgment
 *                        after a window: a trend or step, the JIT or the collectors inside it); empty when the first
 *                        window held still, or was not measured again
 * @param throughputCi95  95 % confidence interval of {@link #throughput()}
 * @param meanMsCi95      95 % confidence interval of the mean response time
 * @param ciBasis         what the intervals are made of: one run's batch means, or repeats in fresh JVMs
 * @param samples         with repeats, each repeat's measurement of this level; empty otherwise
 * @param timeSeries      one point per whole second of the warm-up, then of the window, counted by completion; empty
 *                        for levels combined from repeats or merged parts
 * @param timeSeriesBy    the same per part of the work the threads were bound to, under the parts' name: for iGenOLTP
 *                        {@code shard} -> shard number -> series; empty for benchmarks whose threads all do the same
 *                        work
 * @param windowStart     when the measurement window opened, ISO-8601 by the driver's wall clock; merged: the earliest
 *                        part's
 * @param windowOverlap   in a merged level only: the share of the parts' windows during which all of them measured
 *                        (1.0: the windows coincide); null otherwise
 * @param details         benchmark-specific figures, written as fields of the level (ticketsPerMs, ...); the run's
 *                        {@code figures} say their units and how parts combine them
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonPropertyOrder({"level", "threads", "operations", "durationSeconds", "throughput", "throughputCi95", "latencyMs",
        "meanMsCi95", "ciBasis", "samples", "warmupSeconds", "unsteady", "remeasured", "serviceTimeMs", "perSecond",
        "perSecondStdDev", "perSecondTrend", "windowStart", "windowOverlap", "timeSeries", "timeSeriesBy", "errors",
        "histogram"})
@JsonDeserialize(builder = LevelResultBuilder.class)
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
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> remeasured,
        Interval throughputCi95,
        Interval meanMsCi95,
        CiBasis ciBasis,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<RepeatSample> samples,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<IntervalPoint> timeSeries,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Map<String, List<IntervalPoint>>> timeSeriesBy,
        @JsonInclude(JsonInclude.Include.NON_NULL) String windowStart,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double windowOverlap,
        @JsonIgnore Map<String, Object> details) {

    /**
     * The figures as given, lists and maps copied (the errors by kind in the order of their names), an interval not
     * given unknown.
     */
    public LevelResult {
        perSecond = List.copyOf(perSecond);
        errors = Collections.unmodifiableMap(new TreeMap<>(errors));
        remeasured = remeasured == null ? List.of() : List.copyOf(remeasured);
        throughputCi95 = throughputCi95 == null ? Interval.UNKNOWN : throughputCi95;
        meanMsCi95 = meanMsCi95 == null ? Interval.UNKNOWN : meanMsCi95;
        samples = samples == null ? List.of() : List.copyOf(samples);
        timeSeries = timeSeries == null ? List.of() : List.copyOf(timeSeries);
        timeSeriesBy = timeSeriesBy == null ? Map.of() : timeSeriesBy;
        details = new LinkedHashMap<>(details);
    }

    /** A level with no figures yet: name each one. */
    public static LevelResultBuilder builder() {
        return new LevelResultBuilder();
    }

    /** A builder holding every figure of this level, to add or change some by name. */
    public LevelResultBuilder toBuilder() {
        return new LevelResultBuilder().level(level).threads(threads).operations(operations)
                .durationSeconds(durationSeconds).throughput(throughput).latencyMs(latencyMs)
                .serviceTimeMs(serviceTimeMs).perSecond(perSecond).perSecondStdDev(perSecondStdDev)
                .perSecondTrend(perSecondTrend).errors(errors).histogram(histogram).warmupSeconds(warmupSeconds)
                .unsteady(unsteady).remeasured(remeasured).throughputCi95(throughputCi95).meanMsCi95(meanMsCi95)
                .ciBasis(ciBasis).samples(samples).timeSeries(timeSeries).timeSeriesBy(timeSeriesBy)
                .windowStart(windowStart).windowOverlap(windowOverlap).details(details);
    }

    /** This level with its intervals and the samples they come from. */
    public LevelResult withUncertainty(Interval throughputCi, Interval meanMsCi, CiBasis basis,
            List<RepeatSample> repeats) {
        return toBuilder().throughputCi95(throughputCi).meanMsCi95(meanMsCi).ciBasis(basis).samples(repeats).build();
    }

    /** This level with its warm-up record: the seconds it warmed up, and why it was not steady (null: it was). */
    public LevelResult withWarmup(Double seconds, String unsteadyReason) {
        return toBuilder().warmupSeconds(seconds).unsteady(unsteadyReason).build();
    }

    /** {@link #details}, written as fields of the level. */
    @Override
    @JsonAnyGetter
    public Map<String, Object> details() {
        return details;
    }

    /** Whether the level was measured in a steady state. */
    public boolean steady() {
        return unsteady == null;
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

    @Override
    public String toString() {
        return "LevelResult[level=" + level + ", threads=" + threads + ", operations=" + operations + ", throughput="
                + throughput + ", errors=" + errors + "]";
    }
}
