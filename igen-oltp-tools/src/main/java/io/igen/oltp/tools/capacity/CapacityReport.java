package io.igen.oltp.tools.capacity;

import io.igen.core.report.Html;
import io.igen.core.report.LineChart;
import io.igen.core.report.Numbers;
import io.igen.core.result.Environment;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.stats.ScalabilityFit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A capacity study as one self-contained HTML page: the vertical curve (throughput and response time against the
 * threads on one shard, the peak marked), the horizontal curve (offered and achieved throughput, mean and p99 against
 * the active shards, saturated levels and the sweet spot marked, the SLA drawn), and the figures.
 */
public final class CapacityReport {

    private static final String SATURATED = "saturated (achieved < 95% of offered)";

    private CapacityReport() {
    }

    /** The page; a study whose sweeps did not both finish shows what there is. */
    public static String render(CapacityResult result) {
        StringBuilder body = new StringBuilder("<ul>\n");
        CapacityFigures figures = result.capacity();
        List<String> lines = new ArrayList<>();
        if (figures != null) {
            lines.add(CapacityText.answer(figures));
            lines.addAll(CapacityText.plan(figures));
            if (figures.forecast() != null) {
                CapacityText.forecast(figures.forecast(), figures.criteria()).forEach(line -> lines.add(line.strip()));
            }
        }
        result.problems().forEach(problem -> lines.add("PROBLEM: " + problem));
        for (String line : lines) {
            String css = line.startsWith("PROBLEM") || line.startsWith("sweet spot: none") ? " class=\"problem\"" : "";
            body.append("<li").append(css).append('>').append(Html.escape(line)).append("</li>\n");
        }
        body.append("</ul>\n");
        RunResult vertical = result.sweeps().vertical();
        RunResult horizontal = result.sweeps().horizontal();
        if (vertical != null && !vertical.levels().isEmpty()) {
            body.append("<h2>Vertical: one shard, threads added (stream mode)</h2>\n");
            body.append(Html.chart("vertical-throughput", svg(verticalThroughput(vertical,
                    figures == null ? null : figures.verticalFit()))));
            body.append(Html.chart("vertical-response-time", svg(responseTime(vertical,
                    "vertical: response time on shard 0", "threads on shard 0", null, List.of(), List.of()))));
            body.append(Html.table(verticalRows(vertical)));
        }
        if (figures != null && horizontal != null) {
            body.append("<h2>Horizontal: shards added, each offered the same load (stabilised)</h2>\n");
            body.append(Html.chart("horizontal-throughput", svg(horizontalThroughput(figures))));
            body.append(Html.chart("horizontal-response-time", svg(responseTime(horizontal,
                    "horizontal: response time from the scheduled start", "active shards", slaOf(figures),
                    sweetSpotMarker(figures), forecastSeries(figures.forecast())))));
            body.append(Html.table(CapacityText.table(figures)));
        }
        Environment environment = vertical == null ? null : vertical.environment();
        if (environment != null) {
            body.append("<p>").append(Html.escape(environment.host() + ": " + environment.cpuModel() + ", "
                    + environment.cpuCores() + " cores, " + environment.hardwareThreads() + " hardware threads; "
                    + environment.jvmVendor() + " " + environment.jvmVersion() + "; iGen " + result.version()
                    + ". Each sweep's full result (levels, environment, configuration) is in the JSON file beside "
                    + "this page, under \"vertical\" and \"horizontal\".")).append("</p>\n");
        }
        return Html.page("iGen capacity — " + (environment == null ? "" : environment.host() + " — ")
                + result.startedAt(), body.toString());
    }

    /** The measured levels, their peak, and the fitted curve (null: none) drawn through the measured range. */
    static LineChart verticalThroughput(RunResult vertical, ScalabilityFit fit) {
        List<LineChart.Marker> markers = new ArrayList<>();
        if (vertical.peak() != null) {
            markers.add(new LineChart.Marker("peak", vertical.peak().level(), vertical.peak().throughput()));
        }
        List<LineChart.Series> lines = new ArrayList<>(List.of(series("transactions/s", vertical.levels(),
                LevelResult::throughput)));
        if (fit != null && !vertical.levels().isEmpty()) {
            lines.add(fitted(fit, vertical.levels().get(vertical.levels().size() - 1).threads()));
        }
        return new LineChart("vertical: throughput of shard 0", "threads on shard 0", "transactions/s", lines,
                markers, null);
    }

    /** The fitted law from 1 thread to {@code maxThreads}, at enough points to draw a curve. */
    private static LineChart.Series fitted(ScalabilityFit fit, int maxThreads) {
        int points = 50;
        double[] x = new double[points + 1];
        double[] y = new double[points + 1];
        for (int i = 0; i <= points; i++) {
            x[i] = 1 + (maxThreads - 1) * (double) i / points;
            y[i] = fit.throughput(x[i]);
        }
        return new LineChart.Series("USL fit", x, y);
    }

    static LineChart horizontalThroughput(CapacityFigures figures) {
        List<HorizontalPoint> points = figures.levels();
        double[] shards = points.stream().mapToDouble(HorizontalPoint::shards).toArray();
        List<LineChart.Series> all = new ArrayList<>(List.of(
                new LineChart.Series("offered", shards,
                        points.stream().mapToDouble(point -> point.throughput().offered()).toArray()),
                new LineChart.Series("achieved", shards,
                        points.stream().mapToDouble(point -> point.throughput().achieved()).toArray())));
        List<HorizontalPoint> saturated = points.stream().filter(HorizontalPoint::saturated).toList();
        if (!saturated.isEmpty()) {
            all.add(new LineChart.Series(SATURATED, saturated.stream().mapToDouble(HorizontalPoint::shards).toArray(),
                    saturated.stream().mapToDouble(point -> point.throughput().achieved()).toArray()));
        }
        List<LineChart.Marker> markers = new ArrayList<>();
        SweetSpot spot = figures.sweetSpot();
        if (spot != null) {
            markers.add(new LineChart.Marker("sweet spot: " + shards(spot.shards()), spot.shards(),
                    spot.throughput()));
        }
        return new LineChart("horizontal: offered and achieved throughput", "active shards", "transactions/s",
                all, markers, null).withPointsOnly(SATURATED);
    }

    private static LineChart responseTime(RunResult run, String title, String xTitle, Double slaMs,
                                          List<LineChart.Marker> markers, List<LineChart.Series> more) {
        // A level in which nothing scheduled inside the window committed has no response time to draw (not 0 ms).
        List<LevelResult> levels = run.levels().stream().filter(level -> level.operations() > 0).toList();
        List<LineChart.Series> lines = new ArrayList<>(List.of(
                series("mean", levels, level -> level.latencyMs().mean()),
                series("p99", levels, level -> level.latencyMs().p99())));
        lines.addAll(more);
        return new LineChart(title, xTitle, "ms", lines, markers, slaMs);
    }

    /** The forecast's mean below its ceiling, as one more line (none without a forecast). */
    static List<LineChart.Series> forecastSeries(HorizontalForecast forecast) {
        if (forecast == null) {
            return List.of();
        }
        List<HorizontalForecast.Point> below = forecast.points().stream().filter(point -> !point.saturated()).toList();
        return below.isEmpty() ? List.of() : List.of(new LineChart.Series("forecast mean",
                below.stream().mapToDouble(HorizontalForecast.Point::shards).toArray(),
                below.stream().mapToDouble(HorizontalForecast.Point::meanMs).toArray()));
    }

    private static List<LineChart.Marker> sweetSpotMarker(CapacityFigures figures) {
        SweetSpot spot = figures.sweetSpot();
        return spot == null ? List.of()
                : List.of(new LineChart.Marker("sweet spot (" + spot.statistic() + ")", spot.shards(), spot.latencyMs()));
    }

    /** The SLA line belongs on the chart only when it limits one of the statistics drawn. */
    private static Double slaOf(CapacityFigures figures) {
        return switch (figures.criteria().slaStatistic()) {
            case MEAN, P99 -> figures.criteria().slaMs();
            default -> null;
        };
    }

    private static List<List<String>> verticalRows(RunResult vertical) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("threads", "transactions/s", "statements/s", "mean ms", "p99 ms", "steady"));
        for (LevelResult level : vertical.levels()) {
            Object statements = level.details().get("statementsPerSecond");
            rows.add(List.of(Integer.toString(level.threads()), Numbers.readable(level.throughput()),
                    statements instanceof Number number ? Numbers.readable(number.doubleValue()) : "",
                    Numbers.readable(level.latencyMs().mean()), Numbers.readable(level.latencyMs().p99()),
                    level.steady() ? "yes" : "no"));
        }
        return rows;
    }

    private static LineChart.Series series(String name, List<LevelResult> levels, ToDoubleFunction<LevelResult> y) {
        return new LineChart.Series(name, levels.stream().mapToDouble(LevelResult::level).toArray(),
                levels.stream().mapToDouble(y).toArray());
    }

    private static String shards(int count) {
        return count + (count == 1 ? " shard" : " shards");
    }

    private static String svg(LineChart chart) {
        try {
            return chart.svg();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
