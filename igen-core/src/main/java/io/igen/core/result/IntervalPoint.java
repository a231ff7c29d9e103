package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One interval of a level's {@code timeSeries}: what completed in it. Operations count by their <em>completion</em>,
 * so a stall under paced load shows as an interval with few completions followed by one with a high p99, where
 * {@code perSecond} (counted by intended start) stays flat.
 *
 * @param startSeconds when the interval starts, in seconds from the start of the measurement window (negative in the
 *                     warm-up)
 * @param operations   successful operations that completed in the interval
 * @param errors       failed operations that completed in the interval
 * @param latencyMs    response time of the successful operations; {@code null} when none completed
 */
public record IntervalPoint(double startSeconds, long operations, long errors,
                            @JsonInclude(JsonInclude.Include.ALWAYS) IntervalLatency latencyMs) {
}
