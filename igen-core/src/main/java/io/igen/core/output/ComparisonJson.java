package io.igen.core.output;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.igen.core.compare.Comparison;
import io.igen.core.compare.Curve;
import io.igen.core.compare.CurvePoint;
import io.igen.core.compare.ThroughputRatio;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code igen-compare-<time>.json}: every comparison in machine-readable form. Per subject and per run after the
 * baseline: {@code levels}, each with {@code level}, {@code throughputRatio}, {@code throughputRatioCi95}
 * ([low, high]; null from a single launch), {@code verdict} ({@code higher}, {@code lower}, {@code same},
 * {@code inconclusive}), {@code inconclusiveBecause} when it is, and the launches on each side; the same at
 * {@code peak}; {@code cpuMsPerOperation} when either side recorded its CPU per operation. Per subject also the
 * {@code tolerance} of {@code same}.
 */
public final class ComparisonJson {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ComparisonJson() {
    }

    public static void write(List<Comparison> comparisons, Path file) throws IOException {
        MAPPER.writeValue(file.toFile(), document(comparisons));
    }

    static Map<String, Object> document(List<Comparison> comparisons) {
        List<Map<String, Object>> subjects = new ArrayList<>();
        for (Comparison comparison : comparisons) {
            List<Curve> curves = comparison.curves();
            List<Map<String, Object>> runs = new ArrayList<>();
            for (int i = 1; i < curves.size(); i++) {
                Map<String, Object> run = new LinkedHashMap<>();
                run.put("file", curves.get(i).source());
                run.put("levels", comparison.ratiosAtLevels(i).stream().map(ComparisonJson::entry).toList());
                run.put("peak", entry(comparison.ratioAtPeak(i)));
                List<Map<String, Object>> cpu = cpuPerOperation(comparison, curves.get(0), curves.get(i));
                if (!cpu.isEmpty()) {
                    run.put("cpuMsPerOperation", cpu);
                }
                runs.add(run);
            }
            Map<String, Object> subject = new LinkedHashMap<>();
            subject.put("subject", comparison.subject());
            subject.put("unit", comparison.unit());
            subject.put("baseline", curves.get(0).source());
            subject.put("tolerance", comparison.tolerance());
            subject.put("paired", comparison.paired());
            subject.put("runs", runs);
            subject.put("differences", comparison.differences());
            subject.put("notes", comparison.uncertaintyNotes());
            subjects.add(subject);
        }
        return Map.of("comparisons", subjects);
    }

    /**
     * Per common level, the driver's and the servers' CPU per operation of the baseline and of the run, as
     * {@code [baseline, run]} (null where a side has no figure); empty when neither side has any.
     */
    private static List<Map<String, Object>> cpuPerOperation(Comparison comparison, Curve baseline, Curve run) {
        List<Map<String, Object>> levels = new ArrayList<>();
        for (int level : comparison.commonLevels()) {
            CurvePoint.CpuPerOperation a = baseline.at(level).orElseThrow().cpuPerOperation();
            CurvePoint.CpuPerOperation b = run.at(level).orElseThrow().cpuPerOperation();
            if (Double.isNaN(a.driverMs()) && Double.isNaN(b.driverMs())) {
                continue;
            }
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("level", level);
            entry.put("driver", Arrays.asList(figure(a.driverMs()), figure(b.driverMs())));
            entry.put("server", Arrays.asList(figure(a.serverMs()), figure(b.serverMs())));
            levels.add(entry);
        }
        return levels;
    }

    private static Double figure(double value) {
        return Double.isNaN(value) ? null : value;
    }

    private static Map<String, Object> entry(ThroughputRatio ratio) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("level", ratio.level());
        if (ratio.baselineLevel() != ratio.level()) {
            entry.put("baselineLevel", ratio.baselineLevel());
        }
        entry.put("throughputRatio", ratio.estimate().ratio());
        entry.put("throughputRatioCi95", ratio.estimate().ci95());
        entry.put("verdict", ratio.estimate().verdict());
        if (Double.isFinite(ratio.detectableChangePercent())) {
            entry.put("detectableChangePercent", Math.round(ratio.detectableChangePercent() * 100) / 100.0);
        }
        if (!ratio.inconclusiveBecause().isEmpty()) {
            entry.put("inconclusiveBecause", ratio.inconclusiveBecause());
        }
        entry.put("baselineLaunches", ratio.baselineLaunches());
        entry.put("launches", ratio.launches());
        return entry;
    }
}
