package io.igen.core.report;

import io.igen.core.tail.LevelTail;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import javax.imageio.ImageIO;

/**
 * One level's time-series chart, small enough to set a dozen side by side: throughput on the left axis, p99 on the
 * right, failures as red points, the measurement window shaded and the warm-up before it. Levels of one run share
 * the x axis, so their warm-ups and windows line up.
 */
final class TimeSeriesChart {

    static {
        // Charts are drawn off-screen; a server without a display must not need one.
        System.setProperty("java.awt.headless", "true");
    }

    static final int WIDTH = 540;
    static final int HEIGHT = 300;
    private static final String WINDOW = "measurement window";
    private static final Color THROUGHPUT = new Color(31, 119, 180);
    private static final Color P99 = new Color(230, 120, 20);
    private static final Color ERRORS = new Color(200, 0, 0);
    private static final Color WINDOW_FILL = new Color(120, 170, 120, 45);
    private static final Map<String, String> EVENT_NAMES = Map.of("jvmPause", "JVM pause ms",
            "outage", "outage ms", "database", "database event ms");
    private static final Map<String, Color> EVENT_COLORS = Map.of("jvmPause", new Color(120, 60, 160),
            "outage", new Color(200, 0, 0), "database", new Color(40, 140, 140));
    private static final int THROUGHPUT_AXIS = 0;
    private static final int LATENCY_AXIS = 1;

    private final XYChart chart;

    /**
     * @param operation   what one operation is, for the axis title ("transaction")
     * @param fromSeconds the left end of the x axis, shared by the run's levels
     * @param toSeconds   the right end of the x axis
     */
    TimeSeriesChart(LevelTimeline timeline, String operation, double fromSeconds, double toSeconds) {
        chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title(timeline))
                .xAxisTitle("seconds from the window's start").build();
        chart.setYAxisGroupTitle(THROUGHPUT_AXIS, operation + "s/s");
        chart.setYAxisGroupTitle(LATENCY_AXIS, "p99 ms");
        style(chart.getStyler(), fromSeconds, toSeconds);
        double top = top(timeline.series());
        chart.getStyler().setYAxisMax(THROUGHPUT_AXIS, top);

        // The band first, so the lines are drawn over it; it spans the throughput axis to its top.
        LevelTimeline.Span span = timeline.span();
        double end = span.windowSeconds();
        XYSeries window = chart.addSeries(WINDOW, new double[] {0, 0, end, end}, new double[] {0, top, top, 0});
        window.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.PolygonArea);
        window.setFillColor(WINDOW_FILL);
        window.setLineColor(WINDOW_FILL);
        window.setMarker(SeriesMarkers.NONE);
        if (span.startSeconds() < 0) {
            chart.addAnnotation(new AnnotationText("warm-up", span.startSeconds() / 2, top * 0.93, false));
        }

        LevelTimeline.Series series = timeline.series();
        XYSeries throughput = chart.addSeries(operation + "s/s", series.seconds(), series.throughput());
        throughput.setLineColor(THROUGHPUT);
        throughput.setMarker(SeriesMarkers.NONE);
        throughput.setYAxisGroup(THROUGHPUT_AXIS);
        if (series.hasLatency()) {
            // Markers as well as the line: a second with a p99 between two without one has no line to draw.
            XYSeries p99 = chart.addSeries("p99 ms", series.seconds(), series.p99Ms());
            p99.setLineColor(P99);
            p99.setMarker(SeriesMarkers.CIRCLE);
            p99.setMarkerColor(P99);
            p99.setLineStyle(new BasicStroke(1.5f));
            p99.setYAxisGroup(LATENCY_AXIS);
        }
        markEvents(timeline.events());
        if (series.hasErrors()) {
            int[] failing = IntStream.range(0, series.seconds().length)
                    .filter(i -> series.errorsPerSecond()[i] > 0).toArray();
            XYSeries errors = chart.addSeries("failed/s", pick(series.seconds(), failing),
                    pick(series.errorsPerSecond(), failing));
            errors.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            errors.setMarker(new BoldCross());
            errors.setMarkerColor(ERRORS);
            errors.setYAxisGroup(THROUGHPUT_AXIS);
        }
    }

    /**
     * The window's longest events, each a marker at its start as high as it lasted, on the p99 axis (milliseconds): a
     * p99 spike with a JVM pause of the same height below it explains itself.
     */
    private void markEvents(List<LevelTail.Event> events) {
        for (String kind : List.of("jvmPause", "outage", "database")) {
            List<LevelTail.Event> ofKind = events.stream().filter(event -> event.kind().equals(kind)).toList();
            if (ofKind.isEmpty()) {
                continue;
            }
            XYSeries marks = chart.addSeries(EVENT_NAMES.get(kind),
                    ofKind.stream().mapToDouble(event -> event.startMs() / 1000).toArray(),
                    ofKind.stream().mapToDouble(LevelTail.Event::ms).toArray());
            marks.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            marks.setMarker(SeriesMarkers.TRIANGLE_UP);
            marks.setMarkerColor(EVENT_COLORS.get(kind));
            marks.setYAxisGroup(LATENCY_AXIS);
        }
    }

    private static String title(LevelTimeline timeline) {
        String name = timeline.level() == timeline.threads() ? RunCharts.threads(timeline.threads())
                : "level " + timeline.level() + " (" + RunCharts.threads(timeline.threads()) + ")";
        return name + (timeline.steady() ? "" : ", unsteady");
    }

    /**
     * The look every small per-level chart shares: white, the legend below in a row, small fonts, the run's shared time
     * axis from {@code fromSeconds} to {@code toSeconds}.
     */
    static void styleSmallMultiple(XYStyler styler, double fromSeconds, double toSeconds) {
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotGridLinesVisible(true);
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Horizontal);
        styler.setLegendBorderColor(Color.WHITE);
        styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        styler.setChartTitleBoxVisible(false);
        styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        styler.setChartPadding(6);
        styler.setXAxisMin(fromSeconds);
        styler.setXAxisMax(toSeconds);
        styler.setXAxisDecimalPattern("0");
    }

    private static void style(XYStyler styler, double fromSeconds, double toSeconds) {
        styleSmallMultiple(styler, fromSeconds, toSeconds);
        styler.setAnnotationTextFont(new Font(Font.SANS_SERIF, Font.ITALIC, 11));
        styler.setAnnotationTextFontColor(Color.GRAY);
        styler.setYAxisGroupPosition(LATENCY_AXIS, Styler.YAxisPosition.Right);
        styler.setYAxisMin(THROUGHPUT_AXIS, 0.0);
        styler.setYAxisMin(LATENCY_AXIS, 0.0);
        styler.setYAxisGroupTitleColor(THROUGHPUT_AXIS, THROUGHPUT);
        styler.setYAxisGroupTitleColor(LATENCY_AXIS, P99);
        styler.setMarkerSize(4);
    }

    /** The throughput axis's top: room above the highest throughput or failure rate, at least 1. */
    private static double top(LevelTimeline.Series series) {
        double highest = Math.max(Arrays.stream(series.throughput()).max().orElse(0),
                Arrays.stream(series.errorsPerSecond()).max().orElse(0));
        return Math.max(1, highest * 1.1);
    }

    private static double[] pick(double[] values, int[] indexes) {
        return Arrays.stream(indexes).mapToDouble(i -> values[i]).toArray();
    }

    String svg() throws IOException {
        return ChartSvg.of(chart);
    }

    /** The charts as one PNG, two to a row, for slides and documents. */
    static void writeGridPng(List<TimeSeriesChart> charts, Path file) throws IOException {
        int columns = Math.min(2, charts.size());
        int rows = (charts.size() + columns - 1) / columns;
        BufferedImage grid = new BufferedImage(columns * WIDTH, rows * HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = grid.createGraphics();
        graphics.setColor(Color.WHITE);
        graphics.fillRect(0, 0, grid.getWidth(), grid.getHeight());
        for (int i = 0; i < charts.size(); i++) {
            graphics.drawImage(BitmapEncoder.getBufferedImage(charts.get(i).chart), i % columns * WIDTH,
                    i / columns * HEIGHT, null);
        }
        graphics.dispose();
        ImageIO.write(grid, "png", file.toFile());
    }

    /**
     * A thick cross of a fixed size: failures are few against the throughput they share an axis with and sit near
     * its zero, among the p99 points; the chart-wide marker size would leave them hard to see.
     */
    private static final class BoldCross extends Marker {

        private static final double HALF_SIZE = 5;
        private static final BasicStroke STROKE = new BasicStroke(2.5f);

        @Override
        public void paint(Graphics2D graphics, double x, double y, int markerSize) {
            graphics.setStroke(STROKE);
            Path2D.Double cross = new Path2D.Double();
            cross.moveTo(x - HALF_SIZE, y - HALF_SIZE);
            cross.lineTo(x + HALF_SIZE, y + HALF_SIZE);
            cross.moveTo(x - HALF_SIZE, y + HALF_SIZE);
            cross.lineTo(x + HALF_SIZE, y - HALF_SIZE);
            graphics.draw(cross);
        }
    }
}
