package io.igen.core.merge;

import io.igen.core.measure.LatencyMoments;
import io.igen.core.measure.SeriesStatistics;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Merges the results of one run written by several driver processes, each driving a slice of the threads
 * or shards at the same time: per level, counts and throughputs add up, the latency histograms are
 * summed and the percentiles recomputed from the sum (never averaged); mean and standard deviation are
 * combined exactly from each part's count, mean and deviation.
 *
 * <p>Benchmark-specific figures merge by name: maps (per shard) merge key by key; numbers whose name ends
 * in {@code Ms} (but not {@code PerMs}) are times per operation and are averaged weighted by operations;
 * other numbers are rates or counts and add up. Service times are not kept in result files as histograms, so a merged
 * level has none.
 */
public final class RunMerger {

    private RunMerger() {
    }

    /**
     * @param sources a name for each part (its file), in the order of {@code parts}
     * @throws MismatchedPartsException when the parts are not slices of the same run
     */
    public static RunResult merge(List<RunResult> parts, List<String> sources) throws MismatchedPartsException {
        RunResult first = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            RunResult part = parts.get(i);
            require(first.benchmark().equals(part.benchmark()), sources, i, "benchmark " + first.benchmark()
                    + " vs " + part.benchmark());
            require(levelValues(first).equals(levelValues(part)), sources, i, "levels " + levelValues(first) + " vs "
                    + levelValues(part));
            require(first.config().durationSeconds() == part.config().durationSeconds()
                    && first.config().warmupSeconds() == part.config().warmupSeconds(), sources, i,
                    "warm-up/duration per level");
            require(Objects.equals(first.config().ratePerThread(), part.config().ratePerThread()), sources, i,
                    "load model (rate per thread)");
        }
        List<LevelResult> levels = new ArrayList<>();
        for (int index = 0; index < first.levels().size(); index++) {
            int at = index;
            levels.add(mergeLevel(parts.stream().map(part -> part.levels().get(at)).toList()));
        }
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            for (String problem : parts.get(i).problems()) {
                problems.add(sources.get(i) + ": " + problem);
            }
        }
        RunHeader header = new RunHeader(first.benchmark(), first.operation(), first.environment(), first.startedAt());
        return header.result(first.config(), levels, problems);
    }

    /**
     * One level from the same level's parts: counts, throughputs and errors added, histograms summed, moments
     * combined exactly, the per-second series added second by second (as long as the shortest part).
     */
    public static LevelResult mergeLevel(List<LevelResult> parts) {
        LevelResult first = parts.get(0);
        Histogram histogram = HistogramCodec.decode(first.histogram());
        histogram.setAutoResize(true);
        LatencyMoments moments = new LatencyMoments();
        int threads = 0;
        double throughput = 0;
        double durationSeconds = 0;
        Map<String, Long> errors = new TreeMap<>();
        int seconds = parts.stream().mapToInt(part -> part.perSecond().size()).min().orElse(0);
        long[] perSecond = new long[seconds];
        for (int p = 0; p < parts.size(); p++) {
            LevelResult part = parts.get(p);
            if (p > 0) {
                histogram.add(HistogramCodec.decode(part.histogram()));
            }
            moments.add(LatencyMoments.of(part.operations(), part.latencyMs().mean(), part.latencyMs().stdDev()));
            threads += part.threads();
            throughput += part.throughput();
            durationSeconds = Math.max(durationSeconds, part.durationSeconds());
            part.errors().forEach((kind, count) -> errors.merge(kind, count, Long::sum));
            for (int s = 0; s < seconds; s++) {
                perSecond[s] += part.perSecond().get(s);
            }
        }
        SeriesStatistics series = SeriesStatistics.of(perSecond);
        return new LevelResult(first.level(), threads, moments.count(), durationSeconds, throughput,
                LatencySummary.of(histogram, moments.mean() * 1e6, moments.standardDeviation() * 1e6), null,
                Arrays.stream(perSecond).boxed().toList(), series.standardDeviation(), series.trend(), errors,
                HistogramCodec.encode(histogram), mergeDetails(parts));
    }

    private static Map<String, Object> mergeDetails(List<LevelResult> parts) {
        Map<String, Object> merged = new LinkedHashMap<>();
        Map<String, Long> weights = new LinkedHashMap<>();
        for (LevelResult part : parts) {
            mergeInto(merged, part.details(), part.operations(), weights, "");
        }
        return merged;
    }

    @SuppressWarnings("unchecked")
    private static void mergeInto(Map<String, Object> merged, Map<?, ?> part, long operations,
                                  Map<String, Long> weights, String path) {
        for (var entry : part.entrySet()) {
            String name = String.valueOf(entry.getKey());
            Object value = entry.getValue();
            Object existing = merged.get(name);
            if (value instanceof Map<?, ?> map) {
                Map<String, Object> target = existing instanceof Map<?, ?> ? (Map<String, Object>) existing
                        : new LinkedHashMap<>();
                mergeInto(target, map, operations, weights, path + name + "/");
                merged.put(name, target);
            } else if (value instanceof Number number && (existing == null || existing instanceof Number)) {
                double current = existing == null ? 0 : ((Number) existing).doubleValue();
                if (isTimePerOperation(name)) {
                    long before = weights.getOrDefault(path + name, 0L);
                    long after = before + operations;
                    merged.put(name, after == 0 ? current : (current * before + number.doubleValue() * operations) / after);
                    weights.put(path + name, after);
                } else if (existing == null) {
                    merged.put(name, value);
                } else if (value instanceof Double || existing instanceof Double) {
                    merged.put(name, current + number.doubleValue());
                } else {
                    merged.put(name, ((Number) existing).longValue() + number.longValue());
                }
            } else {
                merged.putIfAbsent(name, value);
            }
        }
    }

    /** allocationMs, searchMs: a time per operation; ticketsPerMs is a rate. */
    private static boolean isTimePerOperation(String name) {
        return name.endsWith("Ms") && !name.endsWith("PerMs");
    }

    private static List<Integer> levelValues(RunResult result) {
        return result.levels().stream().map(LevelResult::level).toList();
    }

    private static void require(boolean same, List<String> sources, int index, String what)
            throws MismatchedPartsException {
        if (!same) {
            throw new MismatchedPartsException(sources.get(0) + " and " + sources.get(index)
                    + " are not parts of the same run: they differ in " + what);
        }
    }
}
