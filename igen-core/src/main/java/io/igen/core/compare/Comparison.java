package io.igen.core.compare;

import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunResult;
import java.util.ArrayList;
import java.util.HashSet;
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
 * @param tolerance   the relative difference within which two runs count as the same (the verdict {@code same})
 * @param paired      whether launch {@code i} of every run ran at the same time as the others' (ab's duet design):
 *                    ratios are then judged pair by pair ({@link ThroughputRatio#of(CurvePoint, CurvePoint, double,
 *                    boolean)})
 */
public record Comparison(String subject, String unit, List<Curve> curves, Map<String, List<String>> differences,
                         double tolerance, boolean paired) {

    /**
     * 5 %: two runs at {@code --repeat auto}'s default precision (±3 % each) have a ratio interval of about ±4.3 %, so
     * 5 % is about the narrowest tolerance within which such runs can be shown the same; and a difference below 5 % is
     * within what a shared host drifts in an hour (measured here: 25 %), so it is rarely worth a claim.
     */
    public static final double DEFAULT_TOLERANCE = RunDefaults.SAME_TOLERANCE_PERCENT / 100.0;

    /**
     * Lines up the curves of several files by subject.
     *
     * @param files the curves of each file, in the order given
     * @throws IncomparableRunsException when the files share no subject, or ran it with different work
     */
    public static List<Comparison> of(List<List<Curve>> files) throws IncomparableRunsException {
        return of(files, DEFAULT_TOLERANCE);
    }

    /**
     * Lines up the curves of several files by subject, judging ratios with the given tolerance.
     *
     * @throws IncomparableRunsException when the files share no subject, or ran it with different work
     */
    public static List<Comparison> of(List<List<Curve>> files, double tolerance) throws IncomparableRunsException {
        return of(files, tolerance, false);
    }

    /**
     * Lines up the curves of several files by subject, judging ratios with the given tolerance, pair by pair when the
     * files' launches ran in pairs.
     *
     * @throws IncomparableRunsException when the files share no subject, or ran it with different work
     */
    public static List<Comparison> of(List<List<Curve>> files, double tolerance, boolean paired)
            throws IncomparableRunsException {
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
            List<Curve> curves = withCommonCircumstances(files.stream()
                    .map(file -> file.stream().filter(curve -> curve.subject().equals(subject)).findFirst().orElseThrow())
                    .toList());
            requireSameWork(subject, curves);
            comparisons.add(new Comparison(subject, curves.get(0).unit(), curves, differences(curves), tolerance,
                    paired));
        }
        return comparisons;
    }

    /**
     * Refuses results that ran different work, as {@link #of} refuses their files: {@code ab} asks after its first
     * round, so that two sides it could never compare do not spend its whole budget first.
     *
     * @param sources what to call each result in the message
     */
    public static void requireSameWork(List<String> sources, List<RunResult> results)
            throws IncomparableRunsException {
        List<List<Curve>> files = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            files.add(List.of(IgenCurves.of(sources.get(i), results.get(i))));
        }
        of(files, RunDefaults.SAME_TOLERANCE_PERCENT / 100, false);
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
                .map(level -> ThroughputRatio.of(curves.get(0).at(level).orElseThrow(), curves.get(index).at(level).orElseThrow(),
                        tolerance, paired))
                .toList();
    }

    /** Curve {@code index}'s peak throughput against the baseline's peak. */
    public ThroughputRatio ratioAtPeak(int index) {
        return ThroughputRatio.of(curves.get(0).peak().orElseThrow(), curves.get(index).peak().orElseThrow(), tolerance,
                paired);
    }

    /**
     * What the reader must know about the verdicts: which runs come from a single launch (they decide nothing, and
     * how to measure them so that they do), and which inconclusive verdicts more launches would decide.
     */
    public List<String> uncertaintyNotes() {
        List<String> notes = new ArrayList<>();
        String command = subject.matches("cpu|ram|oltp") ? "igen-" + subject : null;
        for (int i = 0; i < curves.size(); i++) {
            List<CurvePoint> points = curves.get(i).points();
            String name = "[" + (i + 1) + "]";
            if (points.stream().anyMatch(point -> point.launches() == 0)) {
                notes.add(name + " has levels without samples: their ratios have no interval and their verdict is "
                        + "inconclusive.");
            } else if (points.stream().anyMatch(point -> point.launches() < 2)) {
                notes.add(name + " is a single launch: it describes one run, and cannot decide a comparison (how much "
                        + "another launch would differ is unknown), so its verdicts are inconclusive. To decide: "
                        + (command == null ? "run the benchmark with 3 or more forks (-f 3)"
                        : "run each side with --repeat auto, or compare two settings on one machine with "
                        + command + " ab (interleaved launches)") + ".");
            }
        }
        boolean wide = false;
        for (int i = 1; i < curves.size(); i++) {
            wide |= ratiosAtLevels(i).stream().anyMatch(ratio -> ratio.inconclusiveBecause().startsWith("interval"));
        }
        if (wide) {
            notes.add(String.format(java.util.Locale.ROOT, "inconclusive where the interval holds 1 but reaches past "
                    + "±%.0f%%: a difference that large cannot be ruled out; more launches (--repeat auto with a "
                    + "smaller --target-precision) would decide.", 100 * tolerance));
        }
        return notes;
    }

    /** {@code value / baseline}, or NaN when either is missing or the baseline is zero. */
    public static double ratio(double value, double baseline) {
        return baseline == 0 || Double.isNaN(baseline) || Double.isNaN(value) ? Double.NaN : value / baseline;
    }

    /**
     * A setting that one of the curves records as a circumstance is one for all of them: a newer iGen declares
     * settings an older one filed as the work (where the shards are, since 2026-11-28), and the same work run by the
     * two must still compare.
     */
    private static List<Curve> withCommonCircumstances(List<Curve> curves) {
        Set<String> names = new HashSet<>();
        curves.forEach(curve -> names.addAll(curve.circumstances().keySet()));
        return curves.stream().map(curve -> curve.withCircumstances(names)).toList();
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
