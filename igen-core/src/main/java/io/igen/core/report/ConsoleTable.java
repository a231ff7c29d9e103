package io.igen.core.report;

import io.igen.core.result.LevelMark;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;

/** The final table on the terminal: one row per level, then the peak and the sweet spot. */
public final class ConsoleTable {

    private ConsoleTable() {
    }

    public static String render(RunResult result) {
        StringBuilder text = new StringBuilder(TextTable.render(LevelTable.rows(result)));
        summary(result).forEach(line -> text.append(line).append('\n'));
        return text.toString();
    }

    /** The peak, the sweet spot (when an SLA was given) and every problem, a line each. */
    static List<String> summary(RunResult result) {
        List<String> lines = new ArrayList<>();
        if (result.peak() != null) {
            lines.add(mark("peak", result.peak(), result.operation()));
        }
        Double slaMs = result.config().slaMs();
        if (slaMs != null) {
            lines.add(result.sweetSpot() != null
                    ? mark("sweet spot", result.sweetSpot(), result.operation()) + " (SLA "
                            + result.sweetSpot().statistic() + " <= " + Numbers.readable(slaMs) + " ms)"
                    : "sweet spot: none, no level kept " + result.config().slaStatistic() + " within "
                            + Numbers.readable(slaMs) + " ms");
        }
        result.levels().stream().filter(level -> !level.steady())
                .forEach(level -> lines.add("UNSTEADY: level " + level.level() + ": " + level.unsteady()));
        if (!result.levels().isEmpty()) {
            lines.add(uncertaintyNote(result));
        }
        result.problems().forEach(problem -> lines.add("PROBLEM: " + problem));
        return lines;
    }

    private static String uncertaintyNote(RunResult result) {
        if (result.config().repeat() > 1) {
            return "±95%: confidence intervals from " + result.config().repeat() + " repeats, each in a fresh JVM";
        }
        return "±95%: the noise inside this one run (batch means); run-to-run variance is not in it: measure it with "
                + "--repeat 3";
    }

    private static String mark(String name, LevelMark mark, String operation) {
        return name + ": level " + mark.level() + " (" + mark.threads() + (mark.threads() == 1 ? " thread), " : " threads), ")
                + Numbers.readable(mark.throughput()) + " " + operation + "s/s, " + mark.statistic() + " "
                + Numbers.readable(mark.latencyMs()) + " ms";
    }
}
