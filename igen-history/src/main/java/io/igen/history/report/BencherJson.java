package io.igen.history.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.igen.core.stats.MeanEstimate;
import io.igen.history.change.SeriesChanges;
import io.igen.history.store.Figure;
import io.igen.history.store.StoredRun;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A run in Bencher's Metric Format (BMF JSON, {@code bencher run --adapter json}): a benchmark per level
 * ({@code igen-cpu/level-2}), with Bencher's built-in measures {@code throughput} (operations per second) and
 * {@code latency} (the mean response time, in nanoseconds), each its value with {@code lower_value} and
 * {@code upper_value} from the 95 % interval over the run's launches (absent for a single launch).
 */
public final class BencherJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final double NANOS_PER_MS = 1e6;

    private BencherJson() {
    }

    public static String of(StoredRun run) throws IOException {
        Map<String, Object> report = new LinkedHashMap<>();
        run.levels().forEach(level -> {
            Map<String, Object> measures = new LinkedHashMap<>();
            measures.put("throughput", metric(SeriesChanges.values(run, level.level(), Figure.THROUGHPUT), 1));
            double[] meanMs = SeriesChanges.values(run, level.level(), Figure.MEAN_MS);
            if (meanMs.length > 0) {
                measures.put("latency", metric(meanMs, NANOS_PER_MS));
            }
            report.put("igen-" + run.benchmark() + "/level-" + level.level(), measures);
        });
        return JSON.writeValueAsString(report);
    }

    private static Map<String, Object> metric(double[] values, double scale) {
        MeanEstimate estimate = MeanEstimate.of(values);
        Map<String, Object> metric = new LinkedHashMap<>();
        metric.put("value", estimate.mean() * scale);
        if (estimate.ci95().known()) {
            metric.put("lower_value", estimate.ci95().low() * scale);
            metric.put("upper_value", estimate.ci95().high() * scale);
        }
        return metric;
    }
}
