package io.igen.history.change;

import io.igen.history.store.Figure;
import io.igen.history.store.Series;
import io.igen.history.store.StoredRun;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The changes of a series, level by level, each labelled with what differed between the segments it divides: a
 * circumstance (JVM, flags, limits, CPU, kernel, iGen's commit, database settings) whose values before and after have
 * nothing in common.
 */
public final class SeriesChanges {

    private SeriesChanges() {
    }

    /** Every change of one figure in the series, by level then by run. */
    public static List<SeriesChange> of(Series series, Figure figure, DetectionSettings settings) {
        ChangeDetector detector = new ChangeDetector(settings);
        List<SeriesChange> changes = new ArrayList<>();
        for (int level : series.levels()) {
            List<StoredRun> runs = series.runs().stream().filter(run -> values(run, level, figure).length > 0)
                    .toList();
            List<ChangePoint> points = detector.find(runs.stream().map(run -> values(run, level, figure)).toList());
            for (int i = 0; i < points.size(); i++) {
                ChangePoint point = points.get(i);
                int from = i == 0 ? 0 : points.get(i - 1).index();
                int to = i == points.size() - 1 ? runs.size() : points.get(i + 1).index();
                changes.add(new SeriesChange(level, point, runs.get(point.index() - 1), runs.get(point.index()),
                        differences(runs.subList(from, point.index()), runs.subList(point.index(), to))));
            }
        }
        return changes;
    }

    /** The run's launch values of the figure at the level, without the ones not recorded. */
    public static double[] values(StoredRun run, int level, Figure figure) {
        return run.level(level).map(stored -> stored.values(figure)).map(values -> Arrays.stream(values)
                .filter(Double::isFinite).toArray()).orElse(new double[0]);
    }

    /** Circumstances whose values before and after have none in common, as "name: before -> after". */
    static List<String> differences(List<StoredRun> before, List<StoredRun> after) {
        Set<String> names = new TreeSet<>();
        before.forEach(run -> names.addAll(run.circumstances().keySet()));
        after.forEach(run -> names.addAll(run.circumstances().keySet()));
        List<String> differences = new ArrayList<>();
        for (String name : names) {
            Set<String> was = valuesOf(before, name);
            Set<String> is = valuesOf(after, name);
            if (was.stream().noneMatch(is::contains)) {
                differences.add(name + ": " + String.join(" / ", was) + " -> " + String.join(" / ", is));
            }
        }
        return differences;
    }

    private static Set<String> valuesOf(List<StoredRun> runs, String name) {
        Set<String> values = new LinkedHashSet<>();
        runs.forEach(run -> values.add(run.circumstances().getOrDefault(name, "not recorded")));
        return values;
    }
}
