package io.igen.core.compare;

import io.igen.core.compare.CurvePoint.CpuPerOperation;
import io.igen.core.compare.CurvePoint.ThroughputSamples;
import io.igen.core.result.CiBasis;

import java.util.function.DoubleUnaryOperator;
import java.util.stream.StreamSupport;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * JMH's JSON results ({@code java -jar benchmarks.jar -rf json}) as curves: one curve per benchmark
 * and parameter set, one point per thread count. Throughput scores become operations per second;
 * time-per-operation scores (avgt, sample, ss) become a mean response time, and throughput =
 * threads / time per operation.
 */
final class JmhCurves {

    private JmhCurves() {
    }

    static boolean isJmhResult(JsonNode json) {
        return json.isArray() && !json.isEmpty() && json.get(0).has("benchmark") && json.get(0).has("primaryMetric");
    }

    static List<Curve> of(String source, JsonNode json) throws ResultFileException {
        Map<String, List<JsonNode>> bySubject = new LinkedHashMap<>();
        for (JsonNode entry : json) {
            bySubject.computeIfAbsent(subject(entry), key -> new ArrayList<>()).add(entry);
        }
        List<Curve> curves = new ArrayList<>();
        for (var subject : bySubject.entrySet()) {
            JsonNode first = subject.getValue().get(0);
            List<CurvePoint> points = new ArrayList<>();
            for (JsonNode entry : subject.getValue()) {
                points.add(point(source, entry));
            }
            Map<String, String> workload = new TreeMap<>();
            workload.put("mode", first.path("mode").asText());
            workload.put("unit", first.path("primaryMetric").path("scoreUnit").asText());
            curves.add(new Curve(source, subject.getKey(), "ops/s", workload, circumstances(first), points));
        }
        return curves;
    }

    private static String subject(JsonNode entry) {
        String name = entry.path("benchmark").asText();
        JsonNode params = entry.path("params");
        if (params.isObject() && !params.isEmpty()) {
            Map<String, String> sorted = new TreeMap<>();
            params.fields().forEachRemaining(field -> sorted.put(field.getKey(), field.getValue().asText()));
            name += " " + sorted;
        }
        return name;
    }

    private static CurvePoint point(String source, JsonNode entry) throws ResultFileException {
        int threads = entry.path("threads").asInt(1);
        JsonNode metric = entry.path("primaryMetric");
        double score = metric.path("score").asDouble(Double.NaN);
        String unit = metric.path("scoreUnit").asText();
        String[] parts = unit.split("/");
        if (Double.isNaN(score) || parts.length != 2) {
            throw new ResultFileException(source + ": JMH benchmark " + entry.path("benchmark").asText()
                    + " has no usable score (unit '" + unit + "')");
        }
        double unitSeconds = seconds(source, parts[parts[0].equals("ops") ? 1 : 0]);
        DoubleUnaryOperator throughput = parts[0].equals("ops") ? value -> value / unitSeconds
                : value -> threads / (value * unitSeconds);
        // One sample per fork: JMH pools the iterations of all forks, an interval too narrow when forks differ.
        double[] forks = StreamSupport.stream(metric.path("rawData").spliterator(), false)
                .mapToDouble(fork -> StreamSupport.stream(fork.spliterator(), false)
                        .mapToDouble(value -> throughput.applyAsDouble(value.asDouble())).average().orElse(Double.NaN))
                .filter(mean -> !Double.isNaN(mean)).toArray();
        double meanMs = parts[0].equals("ops") ? Double.NaN : score * unitSeconds * 1000;
        return new CurvePoint(threads, threads, throughput.applyAsDouble(score), meanMs,
                new ThroughputSamples(forks, CiBasis.JMH_FORKS), CpuPerOperation.UNKNOWN);
    }

    private static double seconds(String source, String unit) throws ResultFileException {
        return switch (unit) {
            case "ns" -> 1e-9;
            case "us" -> 1e-6;
            case "ms" -> 1e-3;
            case "s" -> 1;
            case "min" -> 60;
            case "hr" -> 3600;
            default -> throw new ResultFileException(source + ": unknown JMH time unit '" + unit + "'");
        };
    }

    private static Map<String, String> circumstances(JsonNode entry) {
        Map<String, String> circumstances = new LinkedHashMap<>();
        circumstances.put("jvm", entry.path("vmName").asText() + " " + entry.path("vmVersion").asText()
                + " (JDK " + entry.path("jdkVersion").asText() + ")");
        List<String> arguments = new ArrayList<>();
        entry.path("jvmArgs").forEach(argument -> arguments.add(argument.asText()));
        circumstances.put("jvm flags", String.join(" ", arguments));
        circumstances.put("jmh", entry.path("jmhVersion").asText());
        circumstances.put("warm-up",
                entry.path("warmupIterations").asText() + " x " + entry.path("warmupTime").asText());
        circumstances.put("measurement", entry.path("measurementIterations").asText() + " x "
                + entry.path("measurementTime").asText());
        circumstances.put("forks", entry.path("forks").asText());
        return circumstances;
    }
}
