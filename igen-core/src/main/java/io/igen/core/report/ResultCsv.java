package io.igen.core.report;

import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Result files in CSV: one row per level, for spreadsheets and plotting scripts. */
public final class ResultCsv {

    private static final List<String> STANDARD = List.of("level", "threads", "operations", "durationSeconds",
            "throughput", "throughputCi95Low", "throughputCi95High", "meanMs", "meanMsCi95Low", "meanMsCi95High",
            "ciBasis", "stdDevMs", "p50Ms", "p90Ms", "p95Ms", "p99Ms", "p999Ms", "maxMs",
            "perSecondStdDev", "perSecondTrend", "warmupSeconds", "unsteady", "remeasured", "errors");

    private ResultCsv() {
    }

    public static String toCsv(RunResult result) {
        List<String> details = LevelColumns.scalarDetails(result.levels());
        StringBuilder csv = new StringBuilder();
        List<String> header = new ArrayList<>(STANDARD);
        header.addAll(details);
        csv.append(String.join(",", header)).append('\n');
        for (LevelResult level : result.levels()) {
            LatencySummary ms = level.latencyMs();
            List<String> row = new ArrayList<>(List.of(
                    Integer.toString(level.level()), Integer.toString(level.threads()),
                    Long.toString(level.operations()), number(level.durationSeconds()), number(level.throughput()),
                    bound(level.throughputCi95().low()), bound(level.throughputCi95().high()),
                    number(ms.mean()), bound(level.meanMsCi95().low()), bound(level.meanMsCi95().high()),
                    cell(level.ciBasis() == null ? null : level.ciBasis().label()),
                    number(ms.stdDev()), number(ms.p50()), number(ms.p90()), number(ms.p95()),
                    number(ms.p99()), number(ms.p999()), number(ms.max()),
                    number(level.perSecondStdDev()), number(level.perSecondTrend()),
                    level.warmupSeconds() == null ? "" : number(level.warmupSeconds()), cell(level.unsteady()),
                    cell(level.remeasured().isEmpty() ? null : String.join("; ", level.remeasured())),
                    Long.toString(level.errorCount())));
            for (String name : details) {
                row.add(cell(level.details().get(name)));
            }
            csv.append(String.join(",", row)).append('\n');
        }
        return csv.toString();
    }

    public static void write(RunResult result, Path file) throws IOException {
        Files.writeString(file, toCsv(result));
    }

    /**
     * The CSV of each step figure the result holds (iGenOLTP's {@code statements}), by the figure's name: a row per
     * level, part and step.
     */
    public static Map<String, String> stepTables(RunResult result) {
        Map<String, String> tables = new LinkedHashMap<>();
        for (String figure : StepTable.figureNames(result)) {
            tables.put(figure, StepTable.csv(result, figure));
        }
        return tables;
    }

    private static String cell(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double || value instanceof Float) {
            return number(((Number) value).doubleValue());
        }
        String text = value.toString();
        return text.contains(",") || text.contains("\"") ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }

    /** An interval's bound; empty when unknown. */
    private static String bound(double value) {
        return Double.isNaN(value) ? "" : number(value);
    }

    /** Full precision, no locale: machine-readable. */
    private static String number(double value) {
        return Double.toString(value);
    }
}
