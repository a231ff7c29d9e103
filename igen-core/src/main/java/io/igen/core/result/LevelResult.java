package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.igen.core.stats.Interval;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One level of a run: one point on the throughput curve and one on the response-time curve. Built by name
 * ({@link #builder()}); a copy with some figures added is {@code level.toBuilder().unsteady("...").build()}.
 * The accessors document each figure; {@code docs/results.md} is the file format.
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonPropertyOrder({"level", "threads", "operations", "durationSeconds", "throughput", "throughputCi95", "latencyMs",
        "meanMsCi95", "ciBasis", "samples", "warmupSeconds", "unsteady", "remeasured", "serviceTimeMs", "perSecond",
                "perSecondStdDev",
        "perSecondTrend", "windowStart", "windowOverlap", "timeSeries", "timeSeriesBy", "errors", "histogram"})
@JsonDeserialize(builder = LevelResultBuilder.class)
public final class LevelResult {

    private final int level;
    private final int threads;
    private final long operations;
    private final double durationSeconds;
    private final double throughput;
    private final LatencySummary latencyMs;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final LatencySummary serviceTimeMs;
    private final List<Long> perSecond;
    private final double perSecondStdDev;
    private final double perSecondTrend;
    private final Map<String, Long> errors;
    private final String histogram;
    private final Double warmupSeconds;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final String unsteady;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final List<String> remeasured;
    private final Interval throughputCi95;
    private final Interval meanMsCi95;
    private final CiBasis ciBasis;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final List<RepeatSample> samples;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final List<IntervalPoint> timeSeries;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Map<String, Map<String, List<IntervalPoint>>> timeSeriesBy;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final String windowStart;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final Double windowOverlap;
    @JsonIgnore
    private final Map<String, Object> details;

    LevelResult(LevelResultBuilder b) {
        level = b.level;
        threads = b.threads;
        operations = b.operations;
        durationSeconds = b.durationSeconds;
        throughput = b.throughput;
        latencyMs = b.latencyMs;
        serviceTimeMs = b.serviceTimeMs;
        perSecond = List.copyOf(b.perSecond);
        perSecondStdDev = b.perSecondStdDev;
        perSecondTrend = b.perSecondTrend;
        errors = Map.copyOf(b.errors);
        histogram = b.histogram;
        warmupSeconds = b.warmupSeconds;
        unsteady = b.unsteady;
        remeasured = b.remeasured == null ? List.of() : List.copyOf(b.remeasured);
        throughputCi95 = b.throughputCi95 == null ? Interval.UNKNOWN : b.throughputCi95;
        meanMsCi95 = b.meanMsCi95 == null ? Interval.UNKNOWN : b.meanMsCi95;
        ciBasis = b.ciBasis;
        samples = b.samples == null ? List.of() : List.copyOf(b.samples);
        timeSeries = b.timeSeries == null ? List.of() : List.copyOf(b.timeSeries);
        timeSeriesBy = b.timeSeriesBy == null ? Map.of() : b.timeSeriesBy;
        windowStart = b.windowStart;
        windowOverlap = b.windowOverlap;
        details = new LinkedHashMap<>(b.details);
    }

    /** A level with no figures yet: name each one. */
    public static LevelResultBuilder builder() {
        return new LevelResultBuilder();
    }

    /** A builder holding every figure of this level, to add or change some by name. */
    public LevelResultBuilder toBuilder() {
        LevelResultBuilder b = new LevelResultBuilder().level(level).threads(threads).operations(operations).durationSeconds(durationSeconds)
                .throughput(throughput).latencyMs(latencyMs).serviceTimeMs(serviceTimeMs).perSecond(perSecond)
                .perSecondStdDev(perSecondStdDev).perSecondTrend(perSecondTrend).errors(errors).histogram(histogram)
                .warmupSeconds(warmupSeconds).unsteady(unsteady).remeasured(remeasured).throughputCi95(throughputCi95).meanMsCi95(meanMsCi95)
                .ciBasis(ciBasis).samples(samples).timeSeries(timeSeries).timeSeriesBy(timeSeriesBy)
                .windowStart(windowStart).windowOverlap(windowOverlap);
        return b.details(details);
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

    /** The x-axis value (threads, or active shards). */
    public int level() {
        return level;
    }

    /** Load threads at this level. */
    public int threads() {
        return threads;
    }

    /** Successful operations that started inside the measurement window. */
    public long operations() {
        return operations;
    }

    /** The measured length of the window. */
    public double durationSeconds() {
        return durationSeconds;
    }

    /** Operations per second. */
    public double throughput() {
        return throughput;
    }

    /** Response time; under paced load counted from the intended start. */
    public LatencySummary latencyMs() {
        return latencyMs;
    }

    /**
     * Time from the actual start, when it differs from the intended one: under paced load, and when a load thread
     * serves several clients in turn (in stream mode an operation starts as the thread's previous one ends); null
     * otherwise.
     */
    public LatencySummary serviceTimeMs() {
        return serviceTimeMs;
    }

    /** Successful operations in each whole second of the window. */
    public List<Long> perSecond() {
        return perSecond;
    }

    /** Standard deviation of {@link #perSecond()}. */
    public double perSecondStdDev() {
        return perSecondStdDev;
    }

    /** Correlation of {@link #perSecond()} with time, -1..1 (SLAMD's trend). */
    public double perSecondTrend() {
        return perSecondTrend;
    }

    /** Failed operations by kind. */
    public Map<String, Long> errors() {
        return errors;
    }

    /** Response times in nanoseconds, HdrHistogram compressed and base64-encoded. */
    public String histogram() {
        return histogram;
    }

    /** The warm-up this level actually ran before its window (mean over repeats); null when not recorded. */
    public Double warmupSeconds() {
        return warmupSeconds;
    }

    /** Why the level was not steady (warm-up limit reached, or the window drifted or swung); null when it was. */
    public String unsteady() {
        return unsteady;
    }

    /**
     * Why each window measured before the one kept was measured again, oldest first (the judgment after a window:
     * a trend or step, the JIT or the collectors inside it); empty when the first window held still, or was not
     * measured again.
     */
    public List<String> remeasured() {
        return remeasured;
    }

    /** 95 % confidence interval of {@link #throughput()}. */
    public Interval throughputCi95() {
        return throughputCi95;
    }

    /** 95 % confidence interval of the mean response time. */
    public Interval meanMsCi95() {
        return meanMsCi95;
    }

    /** What the intervals are made of: one run's batch means, or repeats in fresh JVMs. */
    public CiBasis ciBasis() {
        return ciBasis;
    }

    /** With repeats, each repeat's measurement of this level; empty otherwise. */
    public List<RepeatSample> samples() {
        return samples;
    }

    /**
     * One point per whole second of the warm-up, then of the window, counted by completion; empty for levels
     * combined from repeats or merged parts.
     */
    public List<IntervalPoint> timeSeries() {
        return timeSeries;
    }

    /**
     * The same per part of the work the threads were bound to, under the parts' name: for iGenOLTP {@code shard} ->
     * shard number -> series; empty for benchmarks whose threads all do the same work.
     */
    public Map<String, Map<String, List<IntervalPoint>>> timeSeriesBy() {
        return timeSeriesBy;
    }

    /** When the measurement window opened, ISO-8601 by the driver's wall clock; merged: the earliest part's. */
    public String windowStart() {
        return windowStart;
    }

    /**
     * In a merged level only: the share of the parts' windows during which all of them measured (1.0: the windows
     * coincide); null otherwise.
     */
    public Double windowOverlap() {
        return windowOverlap;
    }

    /**
     * Benchmark-specific figures, written as fields of the level (ticketsPerMs, ...); the run's {@code figures} say
     * their units and how parts combine them.
     */
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
