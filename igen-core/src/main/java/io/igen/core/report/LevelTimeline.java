package io.igen.core.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LevelResult;
import io.igen.core.tail.LevelTail;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a level's time-series chart draws, taken from its {@code timeSeries}: per second its throughput, p99 and
 * failures, placed at the second's middle on an axis of seconds from the start of the measurement window (warm-up
 * seconds have negative starts), and the window itself, {@code [0, windowSeconds]}.
 *
 * <p>An interval in which nothing completed has throughput 0 (true) and p99 {@code NaN} (no response time was seen:
 * the chart leaves a gap instead of drawing a made-up latency).
 *
 * @param level   the level's x-axis value on the run's curves
 * @param threads its load threads
 * @param steady  whether the level was measured in a steady state
 * @param series  the figures of each interval
 * @param span    where the intervals and the window lie on the axis
 * @param events  the longest events of the window its tail was set against (JVM pauses, outages, the database's),
 *                from its {@code tail}; empty when it has none
 */
record LevelTimeline(int level, int threads, boolean steady, Series series, Span span, List<LevelTail.Event> events) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Every interval is one whole second. Not taken from the gaps between starts: the warm-up's seconds count from
     * the level's start, so the last of them ends a part-second before the window opens.
     */
    private static final double INTERVAL_SECONDS = 1;

    /**
     * The figures of each interval, index by index.
     *
     * @param seconds         each interval's middle, in seconds from the window's start
     * @param throughput      successful operations per second that completed in each interval
     * @param p99Ms           each interval's 99th percentile response time; {@code NaN} where nothing completed
     * @param errorsPerSecond failed operations per second that completed in each interval
     */
    record Series(double[] seconds, double[] throughput, double[] p99Ms, double[] errorsPerSecond) {

        /** Whether any operation failed in the series. */
        boolean hasErrors() {
            for (double errors : errorsPerSecond) {
                if (errors > 0) {
                    return true;
                }
            }
            return false;
        }

        /** Whether any interval had a response time (a level where nothing completed has none to draw). */
        boolean hasLatency() {
            for (double p99 : p99Ms) {
                if (!Double.isNaN(p99)) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Where a level's intervals and its window lie on the axis of seconds from the window's start.
     *
     * @param startSeconds  when the first interval starts (negative when the series includes warm-up)
     * @param endSeconds    when the last interval ends
     * @param windowSeconds the measured length of the window
     */
    record Span(double startSeconds, double endSeconds, double windowSeconds) {
    }

    /** The level's timeline; empty for a level without a time series (combined from repeats, merged, older files). */
    static Optional<LevelTimeline> of(LevelResult level) {
        List<IntervalPoint> points = level.timeSeries();
        if (points.isEmpty()) {
            return Optional.empty();
        }
        int n = points.size();
        double[] seconds = new double[n];
        double[] throughput = new double[n];
        double[] p99 = new double[n];
        double[] errors = new double[n];
        for (int i = 0; i < n; i++) {
            IntervalPoint point = points.get(i);
            seconds[i] = point.startSeconds() + INTERVAL_SECONDS / 2;
            throughput[i] = point.operations() / INTERVAL_SECONDS;
            p99[i] = point.latencyMs() == null ? Double.NaN : point.latencyMs().p99();
            errors[i] = point.errors() / INTERVAL_SECONDS;
        }
        Span span = new Span(points.get(0).startSeconds(), points.get(n - 1).startSeconds() + INTERVAL_SECONDS,
                level.durationSeconds());
        return Optional.of(new LevelTimeline(level.level(), level.threads(), level.steady(),
                new Series(seconds, throughput, p99, errors), span, events(level)));
    }

    /** The level's listed events: records in the run that made them, maps in a result read from its file. */
    private static List<LevelTail.Event> events(LevelResult level) {
        if (!(level.details().get(LevelTail.TAIL) instanceof Map<?, ?> tail)
                || !(tail.get(LevelTail.LONGEST_EVENTS) instanceof List<?> events)) {
            return List.of();
        }
        return events.stream().map(event -> JSON.convertValue(event, LevelTail.Event.class)).toList();
    }
}
