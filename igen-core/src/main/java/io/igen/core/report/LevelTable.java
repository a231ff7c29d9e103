package io.igen.core.report;

import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.stats.Interval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The per-level table people read, as rows of text: shared by the console and the HTML report. */
final class LevelTable {

    private LevelTable() {
    }

    private static String halfWidth(double value, Interval ci95) {
        String percent = Numbers.relativeHalfWidth(value, ci95);
        return percent.isEmpty() ? "-" : percent;
    }

    /** "yes", "NO", and how many windows were measured again before the one kept ("yes, 3rd window"). */
    static String steadiness(LevelResult level) {
        String steady = level.steady() ? "yes" : "NO";
        int window = level.remeasured().size() + 1;
        return window == 1 ? steady : steady + ", " + window + (window == 2 ? "nd" : window == 3 ? "rd" : "th")
                + " window";
    }

    /** A header row, then one row per level: throughput, response times, trend, errors, scalar details. */
    static List<List<String>> rows(RunResult result) {
        List<String> details = LevelColumns.tableDetails(result.levels());
        List<String> header = new ArrayList<>(List.of("level", "threads", result.operation() + "s/s", "±95%",
                "mean ms", "±95%", "stddev ms", "p50 ms", "p95 ms", "p99 ms", "max ms", "trend", "warm-up s", "steady",
                "errors"));
        header.addAll(details);
        List<List<String>> rows = new ArrayList<>();
        rows.add(header);
        for (LevelResult level : result.levels()) {
            LatencySummary ms = level.latencyMs();
            List<String> row = new ArrayList<>(List.of(
                    Integer.toString(level.level()), Integer.toString(level.threads()),
                    Numbers.readable(level.throughput()), halfWidth(level.throughput(), level.throughputCi95()),
                    Numbers.readable(ms.mean()), halfWidth(ms.mean(), level.meanMsCi95()), Numbers.readable(ms.stdDev()),
                    Numbers.readable(ms.p50()), Numbers.readable(ms.p95()), Numbers.readable(ms.p99()),
                    Numbers.readable(ms.max()), String.format(Locale.ROOT, "%+.2f", level.perSecondTrend()),
                    level.warmupSeconds() == null ? "-" : String.format(Locale.ROOT, "%.1f", level.warmupSeconds()),
                    steadiness(level), Long.toString(level.errorCount())));
            for (String name : details) {
                Object value = level.details().get(name);
                row.add(value instanceof Double || value instanceof Float ? Numbers.readable(((Number) value).doubleValue())
                        : String.valueOf(value));
            }
            rows.add(row);
        }
        return rows;
    }
}
