package io.igen.core.report;

import io.igen.core.result.LevelMark;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** The two curves of one run: throughput and response time over the levels, peak and sweet spot marked. */
final class RunCharts {

    private RunCharts() {
    }

    static LineChart throughput(RunResult result) {
        List<LineChart.Marker> markers = new ArrayList<>();
        if (result.peak() != null) {
            markers.add(new LineChart.Marker("peak", result.peak().level(), result.peak().throughput()));
        }
        if (result.sweetSpot() != null) {
            markers.add(new LineChart.Marker("sweet spot", result.sweetSpot().level(), result.sweetSpot().throughput()));
        }
        return new LineChart(result.benchmark() + ": throughput", xTitle(result.levels()), result.operation() + "s/s",
                List.of(series(result.operation() + "s/s", result.levels(), LevelResult::throughput)), markers, null);
    }

    static LineChart responseTime(RunResult result) {
        List<LevelResult> levels = result.levels();
        List<LineChart.Series> series = List.of(
                series("mean", levels, level -> level.latencyMs().mean()),
                series("p95", levels, level -> level.latencyMs().p95()),
                series("p99", levels, level -> level.latencyMs().p99()));
        List<LineChart.Marker> markers = new ArrayList<>();
        LevelMark sweetSpot = result.sweetSpot();
        if (sweetSpot != null) {
            markers.add(new LineChart.Marker("sweet spot (" + sweetSpot.statistic() + ")", sweetSpot.level(),
                    sweetSpot.latencyMs()));
        }
        return new LineChart(result.benchmark() + ": response time", xTitle(levels), "ms", series, markers,
                result.config().slaMs());
    }

    /** "threads" when every level is a thread count, else "level" (active shards, for example). */
    static String xTitle(List<LevelResult> levels) {
        return levels.stream().allMatch(level -> level.level() == level.threads()) ? "threads" : "level";
    }

    static LineChart.Series series(String name, List<LevelResult> levels, ToDoubleFunction<LevelResult> y) {
        return new LineChart.Series(name,
                levels.stream().mapToDouble(LevelResult::level).toArray(),
                levels.stream().mapToDouble(y).toArray());
    }
}
