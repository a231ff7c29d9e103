package io.igen.core.report;

import io.igen.core.result.LevelMark;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.stats.Interval;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
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
        List<LevelResult> levels = result.levels();
        LineChart.Series throughput = new LineChart.Series(result.operation() + "s/s (95% interval)",
                levels.stream().mapToDouble(LevelResult::level).toArray(),
                levels.stream().mapToDouble(LevelResult::throughput).toArray(),
                halfWidths(levels, LevelResult::throughputCi95));
        return new LineChart(result.benchmark() + ": throughput", xTitle(levels), result.operation() + "s/s",
                List.of(throughput), markers, null);
    }

    /**
     * Each level's per-second throughput over its measurement window, one line per level: a level that drifts,
     * stalls or jumps between two states shows at a glance, where its average would hide it. With repeats, the
     * repeats' windows follow each other.
     */
    static LineChart perSecond(RunResult result) {
        List<LineChart.Series> series = new ArrayList<>();
        for (LevelResult level : result.levels()) {
            double[] seconds = new double[level.perSecond().size()];
            double[] counts = new double[seconds.length];
            for (int s = 0; s < seconds.length; s++) {
                seconds[s] = s + 1;
                counts[s] = level.perSecond().get(s);
            }
            series.add(new LineChart.Series("level " + level.level() + (level.steady() ? "" : " (unsteady)"), seconds,
                    counts));
        }
        return new LineChart(result.benchmark() + ": throughput in each second of the measurement",
                "second of the window", result.operation() + "s in the second", series, List.of(), null)
                .withoutMarkers().withPlainXAxis();
    }

    /** The half widths of the levels' intervals; 0 where an interval is unknown. */
    private static double[] halfWidths(List<LevelResult> levels, Function<LevelResult, Interval> interval) {
        return levels.stream().mapToDouble(level -> {
            Interval ci = interval.apply(level);
            return ci.known() ? ci.halfWidth() : 0;
        }).toArray();
    }

    static LineChart responseTime(RunResult result) {
        List<LevelResult> levels = result.levels();
        List<LineChart.Series> series = List.of(
                new LineChart.Series("mean (95% interval)", levels.stream().mapToDouble(LevelResult::level).toArray(),
                        levels.stream().mapToDouble(level -> level.latencyMs().mean()).toArray(),
                        halfWidths(levels, LevelResult::meanMsCi95)),
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

    /** "1 thread", "4 threads". */
    static String threads(int count) {
        return count + (count == 1 ? " thread" : " threads");
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
