package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

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
 * @param serviceTimeMs   under paced load only: time from the actual start (absent in stream mode)
 * @param perSecond       successful operations in each whole second of the window
 * @param perSecondStdDev standard deviation of {@code perSecond}
 * @param perSecondTrend  correlation of {@code perSecond} with time, -1..1 (SLAMD's trend)
 * @param errors          failed operations by kind
 * @param histogram       response times in nanoseconds, HdrHistogram compressed and base64-encoded
 * @param details         benchmark-specific figures, written as fields of the level (ticketsPerMs, ...)
 */
@JsonPropertyOrder({"level", "threads", "operations", "durationSeconds", "throughput", "latencyMs", "serviceTimeMs",
        "perSecond", "perSecondStdDev", "perSecondTrend", "errors", "histogram"})
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
        @JsonAnySetter Map<String, Object> details) {

    public LevelResult {
        perSecond = List.copyOf(perSecond);
        errors = Map.copyOf(errors);
        details = details == null ? new LinkedHashMap<>() : new LinkedHashMap<>(details);
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
