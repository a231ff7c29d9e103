package io.igen.core.report;

import io.igen.core.result.LevelResult;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One level's CPU split over time, under its time-series chart: per second, the cores the driver, the database
 * servers on the host, other processes and lost time (steal, unaccounted) used, stacked, with iowait and idle on top,
 * from the level's {@code resourceSeries}. Same x axis as the time-series charts.
 */
final class CpuSplitChart {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    /** Series field, legend name and colour, bottom of the stack first. */
    private static final List<Object[]> PARTS = List.of(
            new Object[] {"driverCores", "driver", new Color(31, 119, 180)},
            new Object[] {"serverCores", "servers", new Color(230, 120, 20)},
            new Object[] {"otherCores", "other", new Color(150, 150, 150)},
            new Object[] {"lostCores", "steal, lost", new Color(140, 86, 75)},
            new Object[] {"iowaitCores", "iowait", new Color(214, 39, 40)},
            new Object[] {"idleCores", "idle", new Color(225, 235, 225)});

    private final XYChart chart;

    private CpuSplitChart(XYChart chart) {
        this.chart = chart;
    }

    /** The level's chart; empty when it has no per-second resources (an older file, repeats, merged parts). */
    static Optional<CpuSplitChart> of(LevelResult level, double fromSeconds, double toSeconds) {
        if (!(level.details().get("resourceSeries") instanceof List<?> series) || series.isEmpty()) {
            return Optional.empty();
        }
        int n = series.size();
        double[] seconds = new double[n];
        double[][] stacked = new double[PARTS.size()][n];
        for (int i = 0; i < n; i++) {
            Map<?, ?> point = (Map<?, ?>) series.get(i);
            seconds[i] = number(point.get("startSeconds")) + 0.5;
            double sum = 0;
            for (int part = 0; part < PARTS.size(); part++) {
                sum += number(point.get(PARTS.get(part)[0]));
                stacked[part][i] = sum;
            }
        }
        XYChart chart = new XYChartBuilder().width(TimeSeriesChart.WIDTH).height(TimeSeriesChart.HEIGHT * 3 / 4)
                .title("CPU split, " + RunCharts.threads(level.threads())).xAxisTitle("seconds from the window's start")
                .yAxisTitle("cores").build();
        TimeSeriesChart.styleSmallMultiple(chart.getStyler(), fromSeconds, toSeconds);
        chart.getStyler().setYAxisMin(0.0);
        // The highest sum first: each area is filled down to zero, and the next one is drawn over it.
        for (int part = PARTS.size() - 1; part >= 0; part--) {
            XYSeries area = chart.addSeries((String) PARTS.get(part)[1], seconds, stacked[part]);
            area.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
            area.setFillColor((Color) PARTS.get(part)[2]);
            area.setLineColor((Color) PARTS.get(part)[2]);
            area.setMarker(SeriesMarkers.NONE);
        }
        return Optional.of(new CpuSplitChart(chart));
    }

    private static double number(Object value) {
        return value instanceof Number number ? number.doubleValue() : 0;
    }

    String svg() throws IOException {
        return ChartSvg.of(chart);
    }
}
