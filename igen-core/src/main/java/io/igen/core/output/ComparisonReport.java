package io.igen.core.output;

import io.igen.core.compare.Comparison;
import io.igen.core.compare.Curve;
import io.igen.core.compare.CurvePoint;
import io.igen.core.report.Html;
import io.igen.core.report.LineChart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A self-contained HTML page comparing runs: per subject, the throughput curves and the mean
 * response-time curves drawn over each other, the ratio table and the differences between the runs.
 */
public final class ComparisonReport {

    private ComparisonReport() {
    }

    public static void write(List<Comparison> comparisons, Path html) throws IOException {
        Files.writeString(html, render(comparisons));
    }

    static String render(List<Comparison> comparisons) throws IOException {
        StringBuilder body = new StringBuilder();
        int index = 0;
        for (Comparison comparison : comparisons) {
            index++;
            body.append("<h2>").append(Html.escape(comparison.subject())).append("</h2>\n<ol>\n");
            for (Curve curve : comparison.curves()) {
                body.append("<li>").append(Html.escape(label(curve))).append("</li>\n");
            }
            body.append("</ol>\n");
            body.append(Html.chart("throughput-chart-" + index, chart(comparison, "throughput", comparison.unit(),
                    CurvePoint::throughput).svg()));
            if (comparison.curves().stream().flatMap(curve -> curve.points().stream())
                    .anyMatch(point -> !Double.isNaN(point.meanMs()))) {
                body.append(Html.chart("response-time-chart-" + index, chart(comparison, "mean response time", "ms",
                        CurvePoint::meanMs).svg()));
            }
            body.append(Html.table(ComparisonText.rows(comparison)));
            if (!comparison.differences().isEmpty()) {
                List<List<String>> rows = new ArrayList<>();
                List<String> header = new ArrayList<>(List.of("differs"));
                for (int i = 1; i <= comparison.curves().size(); i++) {
                    header.add("[" + i + "]");
                }
                rows.add(header);
                comparison.differences().forEach((name, values) -> {
                    List<String> row = new ArrayList<>(List.of(name));
                    row.addAll(values);
                    rows.add(row);
                });
                body.append(Html.table(rows));
            }
        }
        return Html.page("iGen comparison", body.toString());
    }

    private static LineChart chart(Comparison comparison, String what, String unit, ToDoubleFunction<CurvePoint> y) {
        List<LineChart.Series> series = new ArrayList<>();
        List<Curve> curves = comparison.curves();
        boolean oneHost = curves.stream().map(curve -> curve.circumstances().get("host")).distinct().count() == 1;
        for (int i = 0; i < curves.size(); i++) {
            List<CurvePoint> points = curves.get(i).points().stream().filter(point -> !Double.isNaN(y.applyAsDouble(point)))
                    .toList();
            series.add(new LineChart.Series("[" + (i + 1) + "] " + shortLabel(curves.get(i), oneHost),
                    points.stream().mapToDouble(CurvePoint::level).toArray(),
                    points.stream().mapToDouble(y).toArray()));
        }
        return new LineChart(comparison.subject() + ": " + what, "level", unit, series, List.of(), null);
    }

    private static String label(Curve curve) {
        String host = curve.circumstances().get("host");
        return curve.source() + (host == null ? "" : " — " + host + ", " + curve.circumstances().get("cpu")
                + ", " + curve.circumstances().get("jvm"));
    }

    /** The host, unless every run is from the same one (or JMH names none): then the file name. */
    private static String shortLabel(Curve curve, boolean oneHost) {
        String host = curve.circumstances().get("host");
        return host != null && !oneHost ? host : Path.of(curve.source()).getFileName().toString();
    }
}
