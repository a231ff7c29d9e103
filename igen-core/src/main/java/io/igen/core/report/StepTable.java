package io.igen.core.report;

import io.igen.core.result.LevelResult;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.result.StepLatency;
import io.igen.core.workload.Combination;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The times of the steps of each level's operation (iGenOLTP's {@code statements}), as pgbench {@code -r} prints them:
 * a row per level and step with its count, mean and percentiles, and the share of the operation's mean response time
 * it took; a last row per level, "(rest)", is what no step holds (for iGenOLTP the driver's own work between
 * statements and, under paced load, the wait for the schedule). For the console with {@code --verbose}, the HTML
 * report, and a CSV file of its own ({@link #csv}), which also has each partition's rows.
 */
final class StepTable {

    private static final List<String> HEADER = List.of("level", "threads", "step", "count", "mean ms", "p50 ms",
            "p90 ms", "p99 ms", "max ms", "% of mean");
    private static final List<String> CSV_HEADER = List.of("level", "threads", "part", "step", "count", "meanMs",
            "p50Ms", "p90Ms", "p95Ms", "p99Ms", "p999Ms", "maxMs");
    private static final String ALL_PARTS = "all";

    private StepTable() {
    }

    /** The figures of the run that hold step times, by name. */
    static List<String> figureNames(RunResult result) {
        return result.figures().entrySet().stream()
                .filter(entry -> entry.getValue().combination() == Combination.STEPS).map(Map.Entry::getKey)
                .filter(name -> result.levels().stream().anyMatch(level -> level.details().containsKey(name)))
                .toList();
    }

    /** The table of one step figure: header, then each level's steps and its rest. */
    static List<List<String>> rows(RunResult result, String figure) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (LevelResult level : result.levels()) {
            Map<String, StepLatency> steps = steps(level.details().get(figure));
            double meanMs = level.latencyMs().mean();
            double stepsMs = 0;
            for (var entry : steps.entrySet()) {
                StepLatency step = entry.getValue();
                double perOperationMs = level.operations() == 0 ? 0 : step.mean() * step.count() / level.operations();
                stepsMs += perOperationMs;
                rows.add(List.of(Integer.toString(level.level()), Integer.toString(level.threads()), entry.getKey(),
                        String.format(Locale.ROOT, "%,d", step.count()), ms(step.mean()),
                        step.percentiles() == null ? "" : ms(step.percentiles().p50()),
                        step.percentiles() == null ? "" : ms(step.percentiles().p90()),
                        step.percentiles() == null ? "" : ms(step.percentiles().p99()),
                        step.percentiles() == null ? "" : ms(step.percentiles().max()),
                        percent(perOperationMs, meanMs)));
            }
            if (!steps.isEmpty()) {
                rows.add(List.of(Integer.toString(level.level()), Integer.toString(level.threads()), "(rest)", "",
                        ms(meanMs - stepsMs), "", "", "", "", percent(meanMs - stepsMs, meanMs)));
            }
        }
        return rows;
    }

    /** The CSV file of one step figure: every level's steps over the whole level ("all"), then per partition. */
    static String csv(RunResult result, String figure) {
        StringBuilder csv = new StringBuilder(String.join(",", CSV_HEADER)).append('\n');
        for (LevelResult level : result.levels()) {
            Map<String, Object> parts = new LinkedHashMap<>();
            parts.put(ALL_PARTS, level.details().get(figure));
            partitions(result, level).forEach((part, figures) -> {
                if (figures instanceof Map<?, ?> map && map.containsKey(figure)) {
                    parts.put(part, map.get(figure));
                }
            });
            parts.forEach((part, value) -> steps(value).forEach((step, times) -> csv.append(String.join(",",
                    Integer.toString(level.level()), Integer.toString(level.threads()), part, step,
                    Long.toString(times.count()), Double.toString(times.mean()),
                    times.percentiles() == null ? ",,,,," : percentiles(times))).append('\n')));
        }
        return csv.toString();
    }

    private static String percentiles(StepLatency times) {
        var p = times.percentiles();
        return String.join(",", Double.toString(p.p50()), Double.toString(p.p90()), Double.toString(p.p95()),
                Double.toString(p.p99()), Double.toString(p.p999()), Double.toString(p.max()));
    }

    /** Every part of the level's by-partition figures, with its figures. */
    private static Map<String, Object> partitions(RunResult result, LevelResult level) {
        Map<String, Object> parts = new LinkedHashMap<>();
        result.figures().forEach((name, kind) -> {
            if (kind.combination() == Combination.BY_PARTITION && level.details().get(name) instanceof Map<?, ?> map) {
                map.forEach((part, figures) -> parts.put(String.valueOf(part), figures));
            }
        });
        return parts;
    }

    private static Map<String, StepLatency> steps(Object value) {
        Map<String, StepLatency> steps = new LinkedHashMap<>();
        if (value instanceof Map<?, ?> map) {
            map.forEach((step, times) -> steps.put(String.valueOf(step), ResultJson.figure(times, StepLatency.class)));
        }
        return steps;
    }

    private static String ms(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private static String percent(double partMs, double wholeMs) {
        return wholeMs <= 0 ? "" : String.format(Locale.ROOT, "%.1f", 100 * partMs / wholeMs);
    }
}
