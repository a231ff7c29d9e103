package io.igen.core.report;

import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A curve chart as scalability reports draw them: one point per level joined by lines, marked points
 * (peak, sweet spot) and an optional horizontal limit (the SLA). Drawn by XChart; exported as PNG,
 * SVG, or SVG text for inlining into an HTML page.
 */
public final class LineChart {

    /**
     * One line: a name for the legend, a y value at each x and, optionally, the half width of each point's
     * confidence interval, drawn as an error bar.
     */
    public record Series(String name, double[] x, double[] y, double[] errorBars) {

        /** A line without error bars. */
        public Series(String name, double[] x, double[] y) {
            this(name, x, y, null);
        }
    }

    /** A single marked point, drawn without a line. */
    public record Marker(String name, double x, double y) {
    }

    static {
        // Charts are drawn off-screen; a server without a display must not need one.
        System.setProperty("java.awt.headless", "true");
    }

    private static final int WIDTH = 800;
    private static final int HEIGHT = 450;

    private final XYChart chart;

    /**
     * @param horizontalLine a y value to draw across the chart (the SLA), or null
     */
    public LineChart(String title, String xTitle, String yTitle, List<Series> series, List<Marker> markers,
                     Double horizontalLine) {
        chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle)
                .build();
        XYStyler styler = chart.getStyler();
        styler.setLegendPosition(Styler.LegendPosition.InsideNW);
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotGridLinesVisible(true);
        styler.setYAxisMin(0.0);
        styler.setMarkerSize(7);
        styler.setAnnotationLineColor(Color.RED);
        styler.setErrorBarsColorSeriesColor(true);
        // Levels are whole numbers: label only the whole ticks.
        chart.setCustomXAxisTickLabelsFormatter(x -> x == Math.rint(x) ? String.valueOf(x.longValue()) : "");
        for (Series line : series) {
            if (line.x().length == 0) {
                continue;
            }
            XYSeries added = line.errorBars() == null ? chart.addSeries(line.name(), line.x(), line.y())
                    : chart.addSeries(line.name(), line.x(), line.y(), line.errorBars());
            added.setMarker(SeriesMarkers.CIRCLE);
        }
        for (Marker marker : markers) {
            XYSeries point = chart.addSeries(marker.name(), new double[] {marker.x()}, new double[] {marker.y()});
            point.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            point.setMarker(SeriesMarkers.DIAMOND);
        }
        if (horizontalLine != null) {
            chart.addAnnotation(new AnnotationLine(horizontalLine, false, false));
        }
    }

    /** Draws the named series as unconnected diamonds, like a marker of several points (saturated levels). */
    public LineChart withPointsOnly(String seriesName) {
        XYSeries series = chart.getSeriesMap().get(seriesName);
        if (series != null) {
            series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            series.setMarker(SeriesMarkers.DIAMOND);
        }
        return this;
    }

    /** Draws points without markers: for long series (one point a second), where markers would hide the line. */
    public LineChart withoutMarkers() {
        chart.getSeriesMap().values().forEach(series -> series.setMarker(SeriesMarkers.NONE));
        return this;
    }

    /** Labels every x tick (the default labels only whole numbers, for levels). */
    public LineChart withPlainXAxis() {
        chart.setCustomXAxisTickLabelsFormatter(x -> String.valueOf(x.longValue()));
        return this;
    }

    public void writePng(Path file) throws IOException {
        Files.write(file, BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
    }

    public void writeSvg(Path file) throws IOException {
        Files.writeString(file, svg());
    }

    /** The chart as an SVG document, for inlining in HTML. */
    public String svg() throws IOException {
        return ChartSvg.of(chart);
    }
}
