package io.igen.core.report;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The time-series charts of a run's levels as small multiples: one {@link TimeSeriesChart} per level that has a
 * {@code timeSeries}, all on the same time axis (from the earliest warm-up second to the latest window end), laid
 * out in a grid that wraps, so three levels and twelve read alike.
 */
record LevelTimelines(List<LevelTimeline> timelines, List<TimeSeriesChart> charts,
                      List<Optional<CpuSplitChart>> cpuSplits, List<Integer> withoutSeries) {

    static LevelTimelines of(RunResult result) {
        List<LevelTimeline> timelines = new ArrayList<>();
        List<LevelResult> withTimeline = new ArrayList<>();
        List<Integer> withoutSeries = new ArrayList<>();
        for (LevelResult level : result.levels()) {
            Optional<LevelTimeline> timeline = LevelTimeline.of(level);
            timeline.ifPresentOrElse(found -> {
                timelines.add(found);
                withTimeline.add(level);
            }, () -> withoutSeries.add(level.level()));
        }
        List<LevelTimeline.Span> spans = timelines.stream().map(LevelTimeline::span).toList();
        double from = Math.min(0, spans.stream().mapToDouble(LevelTimeline.Span::startSeconds).min().orElse(0));
        double to = spans.stream().mapToDouble(span -> Math.max(span.endSeconds(), span.windowSeconds())).max()
                .orElse(1);
        List<TimeSeriesChart> charts = timelines.stream()
                .map(timeline -> new TimeSeriesChart(timeline, result.operation(), from, to)).toList();
        List<Optional<CpuSplitChart>> cpuSplits = withTimeline.stream()
                .map(level -> CpuSplitChart.of(level, from, to)).toList();
        return new LevelTimelines(timelines, charts, cpuSplits, withoutSeries);
    }

    boolean isEmpty() {
        return charts.isEmpty();
    }

    /** The section of the report: a heading, how to read the charts, and the grid of inline SVG charts. */
    String html() throws IOException {
        if (isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<h2>Inside each level</h2>\n<p>Each second of a level, the warm-up "
                + "left of 0 and the measurement window shaded: the throughput of the operations that completed in it "
                + "(left axis), their p99 response time (right axis; a gap where nothing completed) and failures "
                + "(red crosses). The levels share the time axis. Under each, where resources were watched, the "
                + "host's CPU second by second: the driver, the database servers on this host, other processes, time "
                + "lost to steal or unaccounted, iowait and idle, stacked up to the host's hardware threads.");
        if (!withoutSeries.isEmpty()) {
            html.append(" Levels ").append(withoutSeries).append(" have no time series (combined from repeats or "
                    + "merged).");
        }
        html.append("</p>\n<div class=\"timelines\">\n");
        for (int i = 0; i < charts.size(); i++) {
            LevelTimeline timeline = timelines.get(i);
            html.append("<div>").append(Html.chart("time-series-level-" + timeline.level(), charts.get(i).svg()));
            if (cpuSplits.get(i).isPresent()) {
                html.append(Html.chart("cpu-split-level-" + timeline.level(), cpuSplits.get(i).get().svg()));
            }
            html.append("</div>\n");
        }
        return html.append("</div>\n").toString();
    }

    /** All the charts in one PNG file. */
    void writePng(Path file) throws IOException {
        TimeSeriesChart.writeGridPng(charts, file);
    }
}
