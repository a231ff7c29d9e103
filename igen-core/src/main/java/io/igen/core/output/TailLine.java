package io.igen.core.output;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.report.Numbers;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.tail.LevelTail;
import io.igen.core.tail.TailAttribution;
import io.igen.core.workload.RunEvent;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * The console's line for a level that explained its tail ({@link LevelTail}): {@code tail: p99.9 60.20 ms, max 368.0
 * ms; of the 5,360 slower than p99 (0.178 ms): 82 % overlapped a JVM pause (14 pauses, 711.0 ms, longest 352.0 ms),
 * 11 % overlapped CPU pressure of 50 % or more, 7 % nothing recorded}; and, where a watch was not watching, {@code ;
 * incomplete: checkpointWatch not watching from 12.3 s to 15.1 s of the window (127.0.0.1:5432 did not answer: ...)}.
 */
final class TailLine {

    private static final ObjectMapper JSON = new ObjectMapper();

    private TailLine() {
    }

    /** The line; empty for a level without tail figures (a run with {@code --no-tail}, an older result). */
    static Optional<String> of(LevelResult level) {
        Map<String, Object> details = level.details();
        if (!(details.get(LevelTail.SLOWER) instanceof Number slower)
                || !(details.get(LevelTail.KEPT) instanceof Number kept)) {
            return Optional.empty();
        }
        LatencySummary latency = level.latencyMs();
        StringBuilder line = new StringBuilder("tail: p99.9 " + Numbers.readable(latency.p999()) + " ms, max "
                + Numbers.readable(latency.max()) + " ms; ");
        if (slower.longValue() == 0) {
            return Optional.of(line.append("none slower than p99").append(incomplete(details)).toString());
        }
        line.append(String.format(Locale.ROOT, "of the %,d slower than p99 (%s ms)", slower.longValue(),
                Numbers.readable(latency.p99())));
        if (kept.longValue() < slower.longValue()) {
            line.append(String.format(Locale.ROOT, ", %,d kept", kept.longValue()));
        }
        line.append(':');
        String separator = " ";
        for (String cause : TailAttribution.causes()) {
            if (details.get(LevelTail.percentFigure(cause)) instanceof Number percent && percent.doubleValue() > 0) {
                line.append(separator).append(String.format(Locale.ROOT, "%.0f %% ", percent.doubleValue()))
                        .append(words(cause, details));
                separator = ", ";
            }
        }
        return Optional.of(line.append(incomplete(details)).toString());
    }

    /**
     * {@code ; incomplete: checkpointWatch not watching from 12.3 s to 15.1 s of the window (why)}; empty when every
     * watch watched the whole window, or for a result written before the tail said so.
     */
    private static String incomplete(Map<String, Object> details) {
        if (!(details.get(LevelTail.TAIL) instanceof Map<?, ?> tail)
                || !(tail.get(LevelTail.INCOMPLETE) instanceof List<?> gaps) || gaps.isEmpty()) {
            return "";
        }
        StringJoiner said = new StringJoiner(", ", "; incomplete: ", "");
        for (Object each : gaps) {
            LevelTail.Gap gap = JSON.convertValue(each, LevelTail.Gap.class);
            said.add(gap.watch() + " not watching from " + seconds(gap.fromMs())
                    + (gap.untilMs() == null ? " on" : " to " + seconds(gap.untilMs()) + " of the window") + " ("
                    + gap.why() + ")");
        }
        return said.toString();
    }

    private static String seconds(double ms) {
        return String.format(Locale.ROOT, "%.1f s", ms / 1000);
    }

    private static String words(String cause, Map<String, Object> details) {
        if (cause.equals(RunEvent.Kind.JVM_PAUSE.figureName())) {
            return "overlapped a JVM pause (" + details.get(LevelTail.PAUSES) + " in the window, "
                    + Numbers.readable(number(details, LevelTail.PAUSE_MS)) + " ms, longest "
                    + Numbers.readable(number(details, LevelTail.LONGEST_PAUSE_MS)) + " ms)";
        }
        for (RunEvent.Kind kind : RunEvent.Kind.values()) {
            if (cause.equals(kind.figureName())) {
                return "overlapped " + kind.words();
            }
        }
        if (cause.equals(TailAttribution.CPU_PRESSURE)) {
            return "overlapped CPU pressure of " + TailAttribution.CPU_PRESSURE_PERCENT + " % or more";
        }
        return "nothing recorded";
    }

    private static double number(Map<String, Object> details, String name) {
        return details.get(name) instanceof Number value ? value.doubleValue() : 0;
    }
}
