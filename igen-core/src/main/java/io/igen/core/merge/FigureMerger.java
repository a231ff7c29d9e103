package io.igen.core.merge;

import io.igen.core.workload.Combination;
import io.igen.core.workload.FigureKind;
import io.igen.core.result.LevelResult;
import io.igen.core.result.ResultJson;
import io.igen.core.result.StepLatency;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Combines the benchmark-specific figures of one level's parts as each figure's declaration says
 * ({@link FigureKind}, like JMH's {@code AggregationPolicy}): sums (maps of counts key by key), means weighted by each
 * part's operations, maxima, and per-partition maps joined. Error samples, the runner's own, keep the first part's
 * sample of each kind. A figure without a declaration (a file written before figures declared themselves) is left
 * out and named in {@link #undeclared()}, because no rule can tell a rate from a time.
 */
final class FigureMerger {

    /** The runner's own figure: the first failure message of each kind. */
    private static final String ERROR_SAMPLES = "errorSamples";

    private final Map<String, FigureKind> figures;
    private final List<String> sources;
    private final Set<String> undeclared = new LinkedHashSet<>();

    /** @param sources a name for each part (its file), for messages */
    FigureMerger(Map<String, FigureKind> figures, List<String> sources) {
        this.figures = figures;
        this.sources = sources;
    }

    /**
     * The level's figures over all parts.
     *
     * @throws MismatchedPartsException when two parts measured the same partition (their slices overlap)
     */
    Map<String, Object> merge(List<LevelResult> parts) throws MismatchedPartsException {
        Set<String> names = new LinkedHashSet<>();
        parts.forEach(part -> names.addAll(part.details().keySet()));
        Map<String, Object> merged = new LinkedHashMap<>();
        for (String name : names) {
            List<Object> values = parts.stream().map(part -> part.details().get(name)).toList();
            if (ERROR_SAMPLES.equals(name)) {
                merged.put(name, firstPerKey(values));
                continue;
            }
            FigureKind kind = figures.get(name);
            if (kind == null) {
                undeclared.add(name);
                continue;
            }
            merged.put(name, combine(kind.combination(), name, values, parts));
        }
        return merged;
    }

    /** The names of figures left out because no part declared how they combine. */
    Set<String> undeclared() {
        return undeclared;
    }

    private Object combine(Combination combination, String name, List<Object> values, List<LevelResult> parts)
            throws MismatchedPartsException {
        return switch (combination) {
            case SUM -> sum(values);
            case MEAN -> weightedMean(values, parts);
            case MAX -> values.stream().filter(Number.class::isInstance)
                    .mapToDouble(value -> ((Number) value).doubleValue()).max().orElse(0);
            case BY_PARTITION -> joined(name, values, parts.get(0).level());
            case PER_PART -> perPart(values);
            case STEPS -> steps(values);
        };
    }

    /** Each part's value under the part's name; parts without one are left out. */
    private Map<String, Object> perPart(List<Object> values) {
        Map<String, Object> byPart = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) != null) {
                byPart.put(sources.get(i), values.get(i));
            }
        }
        return byPart;
    }

    /** Each step's figures merged over the parts that measured it ({@link StepLatency#merge}). */
    private static Map<String, StepLatency> steps(List<Object> values) {
        Map<String, List<StepLatency>> byStep = new LinkedHashMap<>();
        for (Object value : values) {
            if (value instanceof Map<?, ?> map) {
                map.forEach((step, figures) -> byStep.computeIfAbsent(String.valueOf(step), k -> new ArrayList<>())
                        .add(ResultJson.figure(figures, StepLatency.class)));
            }
        }
        Map<String, StepLatency> merged = new LinkedHashMap<>();
        byStep.forEach((step, parts) -> merged.put(step, StepLatency.merge(parts)));
        return merged;
    }

    /** Numbers add up (whole numbers stay whole); maps add up key by key. */
    private static Object sum(List<Object> values) {
        if (values.stream().anyMatch(Map.class::isInstance)) {
            Map<String, List<Object>> byKey = new LinkedHashMap<>();
            for (Object value : values) {
                if (value instanceof Map<?, ?> map) {
                    map.forEach((key, inner) -> byKey.computeIfAbsent(String.valueOf(key), k -> new ArrayList<>())
                            .add(inner));
                }
            }
            Map<String, Object> summed = new LinkedHashMap<>();
            byKey.forEach((key, inner) -> summed.put(key, sum(inner)));
            return summed;
        }
        List<Number> numbers = values.stream().filter(Number.class::isInstance).map(Number.class::cast).toList();
        boolean whole = numbers.stream().allMatch(number -> number instanceof Long || number instanceof Integer);
        return whole ? (Object) numbers.stream().mapToLong(Number::longValue).sum()
                : numbers.stream().mapToDouble(Number::doubleValue).sum();
    }

    private static double weightedMean(List<Object> values, List<LevelResult> parts) {
        double weighted = 0;
        long operations = 0;
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) instanceof Number number) {
                weighted += number.doubleValue() * parts.get(i).operations();
                operations += parts.get(i).operations();
            }
        }
        return operations == 0 ? 0 : weighted / operations;
    }

    /** Per-partition maps joined; numeric keys in numeric order (shard 2 before shard 10). */
    private Map<String, Object> joined(String name, List<Object> values, int level) throws MismatchedPartsException {
        Map<String, Object> joined = new TreeMap<>(FigureMerger::partitionOrder);
        Map<String, String> owner = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            if (!(values.get(i) instanceof Map<?, ?> map)) {
                continue;
            }
            for (var entry : map.entrySet()) {
                String key = String.valueOf(entry.getKey());
                String earlier = owner.putIfAbsent(key, sources.get(i));
                if (earlier != null) {
                    throw new MismatchedPartsException(earlier + " and " + sources.get(i) + " both measured " + name
                            + " '" + key + "' at level " + level + ": their slices overlap");
                }
                joined.put(key, entry.getValue());
            }
        }
        return joined;
    }

    private static Object firstPerKey(List<Object> values) {
        Map<String, Object> first = new LinkedHashMap<>();
        for (Object value : values) {
            if (value instanceof Map<?, ?> map) {
                map.forEach((key, sample) -> first.putIfAbsent(String.valueOf(key), sample));
            }
        }
        return first;
    }

    static int partitionOrder(String a, String b) {
        boolean numbers = a.matches("\\d{1,9}") && b.matches("\\d{1,9}");
        return numbers ? Integer.compare(Integer.parseInt(a), Integer.parseInt(b)) : a.compareTo(b);
    }
}
