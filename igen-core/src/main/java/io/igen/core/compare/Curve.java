package io.igen.core.compare;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A throughput / response-time curve from one result file, in the form {@code compare} lines up
 * against others.
 *
 * @param source        the file it came from
 * @param subject       what was measured: the iGen benchmark ({@code cpu}) or the JMH benchmark and its parameters;
 *                      only curves of the same subject are compared
 * @param unit          what the throughput counts ("fractals/s", "ops/s")
 * @param workload      settings that decide the work of one operation; curves that differ here are
 *                      not comparable and are refused
 * @param circumstances settings that may differ between comparable runs (host, JVM, durations); the
 *                      differences are listed
 * @param points        one per level, in level order
 */
public record Curve(String source, String subject, String unit, Map<String, String> workload,
                    Map<String, String> circumstances, List<CurvePoint> points) {

    public Curve {
        workload = Map.copyOf(workload);
        circumstances = Map.copyOf(circumstances);
        points = points.stream().sorted(Comparator.comparingInt(CurvePoint::level)).toList();
    }

    /**
     * This curve with its work settings named in {@code names} moved to its circumstances: what another file records
     * as a circumstance is one here too (see {@link Comparison#of}).
     */
    public Curve withCircumstances(Set<String> names) {
        Map<String, String> work = new TreeMap<>();
        Map<String, String> more = new HashMap<>(circumstances);
        workload.forEach((name, value) -> {
            if (names.contains(name)) {
                more.putIfAbsent(name, value);
            } else {
                work.put(name, value);
            }
        });
        return new Curve(source, subject, unit, work, more, points);
    }

    /** The point with the highest throughput. */
    public Optional<CurvePoint> peak() {
        return points.stream().max(Comparator.comparingDouble(CurvePoint::throughput));
    }

    public Optional<CurvePoint> at(int level) {
        return points.stream().filter(point -> point.level() == level).findFirst();
    }
}
