package io.igen.core.output;

import io.igen.core.compare.AlternatedComparison;
import io.igen.core.report.Numbers;
import io.igen.core.report.TextTable;
import io.igen.core.result.Alternation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** {@code ab --design abba}'s verdicts as text for the terminal: a row per level, then how to read it. */
public final class AlternatedText {

    private AlternatedText() {
    }

    public static String render(AlternatedComparison comparison, Alternation alternation, int launches,
                                String unit, double tolerance) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("level", "A " + unit, "B " + unit, "B/A", "95% CI", "verdict", "blocks", "resolvable",
                "per launch", "launch spread"));
        for (AlternatedComparison.Level level : comparison.levels()) {
            rows.add(List.of(Integer.toString(level.level()), Numbers.readable(level.aThroughput()),
                    Numbers.readable(level.bThroughput()), ratio(level.estimate().ratio()),
                    Numbers.interval(level.estimate().ci95(), "%.3f"), level.estimate().verdict().label(),
                    Integer.toString(level.blocks()), percent(level.detectablePercent()),
                    level.launchRatios().stream().map(AlternatedText::ratio).collect(Collectors.joining(" ")),
                    percent(level.launchSpreadPercent())));
        }
        return String.format(Locale.ROOT, "B against A in the same windows (%s; %d launch%s):%n", alternation.describe(),
                launches, launches == 1 ? "" : "es")
                + TextTable.render(rows)
                + String.format(Locale.ROOT, "verdict (from ABBA blocks): 'higher' or 'lower' when the ratio's 95%% "
                        + "interval excludes 1; 'same' when it lies within ±%.0f%% of 1 (--tolerance); else "
                        + "'inconclusive'. resolvable: the difference these blocks find with 80%% power. launch "
                        + "spread: how much the level's throughput moved from launch to launch, which the pairing "
                        + "inside each launch took out.%n", 100 * tolerance);
    }

    private static String ratio(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.3fx", ratio);
    }

    private static String percent(double percent) {
        return Double.isNaN(percent) ? "-" : String.format(Locale.ROOT, "%.1f%%", percent);
    }
}
