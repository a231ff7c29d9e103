package io.igen.history.report;

import io.igen.core.stats.MeanEstimate;
import io.igen.history.change.SeriesChanges;
import io.igen.history.store.Figure;
import io.igen.history.store.Series;
import io.igen.history.store.StoredRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A series as Apache Otava reads a CSV test ({@code type: csv}): a row per run with its time, the attributes it
 * labels changes with ({@code commit}, {@code run}), and a column per metric, here each figure at each level
 * ({@code throughput_2}, {@code meanMs_2}) as the run's mean over its launches. Otava takes one value a run; the
 * launches stay in iGen's store.
 */
public final class OtavaCsv {

    private OtavaCsv() {
    }

    /** The CSV text; Otava's config names {@code time} as the time column and {@code run,commit} as attributes. */
    public static String of(Series series) {
        List<Integer> levels = series.levels();
        List<String> header = new ArrayList<>(List.of("time", "run", "commit"));
        for (Figure figure : Figure.values()) {
            levels.forEach(level -> header.add(figure.label() + "_" + level));
        }
        StringBuilder csv = new StringBuilder(String.join(",", header)).append('\n');
        for (StoredRun run : series.runs()) {
            List<String> row = new ArrayList<>(List.of(run.startedAt(), String.valueOf(run.number()),
                    commit(run)));
            for (Figure figure : Figure.values()) {
                for (int level : levels) {
                    double[] values = SeriesChanges.values(run, level, figure);
                    row.add(values.length == 0 ? "" : String.format(Locale.ROOT, "%.6g",
                            MeanEstimate.of(values).mean()));
                }
            }
            csv.append(String.join(",", row)).append('\n');
        }
        return csv.toString();
    }

    /** The git commit iGen recorded ("0.1.0-SNAPSHOT 3c3bb22" gives "3c3bb22"); no commas, CSV has no quoting here. */
    private static String commit(StoredRun run) {
        String igen = run.circumstances().getOrDefault("iGen", "");
        String[] words = igen.split(" ");
        return words[words.length - 1].replace(",", " ");
    }
}
