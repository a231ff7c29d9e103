package io.igen.core.report;

import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Result files in CSV: one row per level, for spreadsheets and plotting scripts. */
public final class ResultCsv {

    private static final List<String> STANDARD = List.of("level", "threads", "operations", "durationSeconds",
            "throughput", "meanMs", "stdDevMs", "p50Ms", "p90Ms", "p95Ms", "p99Ms", "p999Ms", "maxMs",
            "perSecondStdDev", "perSecondTrend", "errors");

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
                    number(ms.mean()), number(ms.stdDev()), number(ms.p50()), number(ms.p90()), number(ms.p95()),
                    number(ms.p99()), number(ms.p999()), number(ms.max()),
                    number(level.perSecondStdDev()), number(level.perSecondTrend()),
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

    /** Full precision, no locale: machine-readable. */
    private static String number(double value) {
        return Double.toString(value);
    }
}
