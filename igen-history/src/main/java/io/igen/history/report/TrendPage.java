package io.igen.history.report;

import io.igen.core.report.Html;
import io.igen.core.report.LineChart;
import io.igen.core.stats.MeanEstimate;
import io.igen.history.change.SeriesChange;
import io.igen.history.change.SeriesChanges;
import io.igen.history.store.Figure;
import io.igen.history.store.Series;
import io.igen.history.store.StoredRun;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A series over time as an HTML page: per level, each run's mean with its 95 % interval over its launches, every
 * launch as a point, and the changes marked at the first run after them; below, the changes and what differed.
 */
public final class TrendPage {

    private TrendPage() {
    }

    /** @param changes the series' changes in this figure, as found */
    public static void write(Series series, Figure figure, List<SeriesChange> changes, String title, Path file)
            throws IOException {
        StringBuilder body = new StringBuilder();
        String operation = series.runs().get(0).operation();
        body.append("<p>").append(Html.escape(series.runs().size() + " runs, by their order in the series (the x "
                + "axis); each run's mean over its launches with its 95 % interval, its launches as points, and the "
                + "changes found as diamonds at the first run after them.")).append("</p>\n");
        for (int level : series.levels()) {
            body.append(Html.chart("level-" + level, chart(series, level, figure, operation,
                    changes.stream().filter(change -> change.level() == level).toList()).svg()));
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("level", "run", "started", "before", "after", "change", "p-value", "what differed"));
        for (SeriesChange change : changes) {
            rows.add(List.of(String.valueOf(change.level()), String.valueOf(change.after().number()),
                    change.after().startedAt(), String.format(Locale.ROOT, "%.4g",
                            change.point().meanBefore()),
                    String.format(Locale.ROOT, "%.4g", change.point().meanAfter()),
                    String.format(Locale.ROOT, "%+.1f%%", change.point().changePercent()),
                    String.format(Locale.ROOT, "%.2g", change.point().pValue()),
                    change.differences().isEmpty() ? "no recorded difference" : String.join("; ",
                            change.differences())));
        }
        body.append("<h2>Changes</h2>\n").append(changes.isEmpty() ? "<p>none found</p>\n" : Html.table(rows));
        Files.writeString(file, Html.page(title, body.toString()));
    }

    private static LineChart chart(Series series, int level, Figure figure, String operation,
                                   List<SeriesChange> changes) {
        List<Double> x = new ArrayList<>();
        List<Double> mean = new ArrayList<>();
        List<Double> halfWidth = new ArrayList<>();
        List<Double> launchX = new ArrayList<>();
        List<Double> launchY = new ArrayList<>();
        List<StoredRun> runs = series.runs();
        for (int i = 0; i < runs.size(); i++) {
            double[] values = SeriesChanges.values(runs.get(i), level, figure);
            if (values.length == 0) {
                continue;
            }
            MeanEstimate estimate = MeanEstimate.of(values);
            x.add(i + 1.0);
            mean.add(estimate.mean());
            halfWidth.add(estimate.ci95().known() ? estimate.ci95().halfWidth() : 0);
            for (double value : values) {
                launchX.add(i + 1.0);
                launchY.add(value);
            }
        }
        List<LineChart.Marker> markers = new ArrayList<>();
        for (SeriesChange change : changes) {
            int index = runs.indexOf(change.after());
            markers.add(new LineChart.Marker(String.format(Locale.ROOT, "change at run %d (%+.1f%%)",
                    change.after().number(), change.point().changePercent()), index + 1.0,
                    change.point().meanAfter()));
        }
        String launches = "launches";
        return new LineChart("level " + level + ": " + figure.label() + " over runs", "run in the series",
                figure.label() + " (" + figure.unit(operation) + ")",
                List.of(new LineChart.Series("run mean, 95% interval", array(x), array(mean), array(halfWidth)),
                        new LineChart.Series(launches, array(launchX), array(launchY))), markers, null)
                .withPointsOnly(launches).withPlainXAxis();
    }

    private static double[] array(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
