package io.igen.core.compare;

import io.igen.core.result.CiBasis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The curves of one subject (a benchmark) from several files, lined up level by level. The first
 * curve is the baseline every ratio is taken against.
 *
 * @param differences for each circumstance that differs between the runs (host, JVM, ...), the value in each run
 */
public record Comparison(String subject, String unit, List<Curve> curves, Map<String, List<String>> differences) {

    /**
     * Lines up the curves of several files by subject.
     *
     * @param files the curves of each file, in the order given
     * @throws IncomparableRunsException when the files share no subject, or ran it with different work
     */
    public static List<Comparison> of(List<List<Curve>> files) throws IncomparableRunsException {
        Set<String> common = new LinkedHashSet<>(files.get(0).stream().map(Curve::subject).toList());
        for (List<Curve> file : files) {
            common.retainAll(file.stream().map(Curve::subject).toList());
        }
        if (common.isEmpty()) {
            throw new IncomparableRunsException("these files measured different things and cannot be compared: "
                    + String.join("; ", files.stream().map(Comparison::describe).toList()));
        }
        List<Comparison> comparisons = new ArrayList<>();
        for (String subject : common) {
            List<Curve> curves = files.stream()
                    .map(file -> file.stream().filter(curve -> curve.subject().equals(subject)).findFirst().orElseThrow())
                    .toList();
            requireSameWork(subject, curves);
            comparisons.add(new Comparison(subject, curves.get(0).unit(), curves, differences(curves)));
        }
        return comparisons;
    }

    /** Levels every run measured, ascending. */
    public List<Integer> commonLevels() {
        Set<Integer> levels = new TreeSet<>(curves.get(0).points().stream().map(CurvePoint::level).toList());
        for (Curve curve : curves) {
            levels.retainAll(curve.points().stream().map(CurvePoint::level).toList());
        }
        return List.copyOf(levels);
    }

    /** Curve {@code index}'s throughput against the baseline's at every common level, ascending. */
    public List<ThroughputRatio> ratiosAtLevels(int index) {
        return commonLevels().stream()
                .map(level -> ThroughputRatio.of(curves.get(0).at(level).orElseThrow(), curves.get(index).at(level).orElseThrow()))
                .toList();
    }

    /** Curve {@code index}'s peak throughput against the baseline's peak. */
    public ThroughputRatio ratioAtPeak(int index) {
        return ThroughputRatio.of(curves.get(0).peak().orElseThrow(), curves.get(index).peak().orElseThrow());
    }

    /**
     * What the reader must know about the uncertainty: which runs are single runs (their intervals see only the
     * noise inside the run) and which have no samples at all.
     */
    public List<String> uncertaintyNotes() {
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < curves.size(); i++) {
            List<CurvePoint> points = curves.get(i).points();
            String name = "[" + (i + 1) + "]";
            if (points.stream().anyMatch(point -> point.throughputSamples().length < 2)) {
                notes.add(name + " has levels without samples: their ratios have no interval and their verdict "
                        + "cannot be more than 'same'.");
            } else if (points.stream().anyMatch(point -> point.basis() == CiBasis.WITHIN_RUN)) {
                notes.add(name + " is a single run: its interval sees only the noise inside that run; how much a "
                        + "second run would differ is unknown. Measure it with --repeat 3 (or more) on each machine.");
            }
        }
        return notes;
    }

    /** {@code value / baseline}, or NaN when either is missing or the baseline is zero. */
    public static double ratio(double value, double baseline) {
        return baseline == 0 || Double.isNaN(baseline) || Double.isNaN(value) ? Double.NaN : value / baseline;
    }

    private static void requireSameWork(String subject, List<Curve> curves) throws IncomparableRunsException {
        Curve baseline = curves.get(0);
        for (Curve curve : curves.subList(1, curves.size())) {
            if (!curve.workload().equals(baseline.workload())) {
                List<String> differing = new ArrayList<>();
                Set<String> names = new TreeSet<>(baseline.workload().keySet());
                names.addAll(curve.workload().keySet());
                for (String name : names) {
                    if (!Objects.equals(baseline.workload().get(name), curve.workload().get(name))) {
                        differing.add(name + " " + baseline.workload().get(name) + " vs " + curve.workload().get(name));
                    }
                }
                throw new IncomparableRunsException(baseline.source() + " and " + curve.source() + " ran " + subject
                        + " with different work per operation (" + String.join(", ", differing)
                        + "): their figures are not comparable");
            }
        }
    }

    private static Map<String, List<String>> differences(List<Curve> curves) {
        Map<String, List<String>> differences = new LinkedHashMap<>();
        Set<String> names = new LinkedHashSet<>();
        curves.forEach(curve -> names.addAll(curve.circumstances().keySet()));
        for (String name : names) {
            List<String> values = curves.stream()
                    .map(curve -> String.valueOf(curve.circumstances().getOrDefault(name, "not recorded"))).toList();
            if (new LinkedHashSet<>(values).size() > 1) {
                differences.put(name, values);
            }
        }
        return differences;
    }

    private static String describe(List<Curve> file) {
        return file.get(0).source() + " holds " + String.join(", ", file.stream().map(Curve::subject).toList());
    }
}
