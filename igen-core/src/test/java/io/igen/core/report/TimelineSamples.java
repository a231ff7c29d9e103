package io.igen.core.report;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.IntervalLatency;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Hand-made levels with a time series: warm-up seconds before the window, a stall, failures. */
final class TimelineSamples {

    private TimelineSamples() {
    }

    /** One interval of a second: {@code p99Ms} null for a second in which nothing completed. */
    static IntervalPoint second(double start, long operations, long errors, Double p99Ms) {
        return new IntervalPoint(start, operations, errors,
                p99Ms == null ? null : new IntervalLatency(p99Ms / 4, p99Ms / 2, p99Ms, p99Ms * 1.5));
    }

    static LevelResult level(int level, int threads, double windowSeconds, List<IntervalPoint> series,
                             Map<String, Object> details) {
        LatencySummary latency = new LatencySummary(2, 1, new Percentiles(2, 3, 4, 5, 6, 7));
        return LevelResult.builder().level(level).threads(threads).operations(100).durationSeconds(windowSeconds)
                .throughput(100 / windowSeconds).latencyMs(latency).perSecond(List.of(10L, 10L)).errors(Map.of())
                .histogram("").details(details).timeSeries(series).build();
    }

    /**
     * A warm-up of 3.25 s, its three whole seconds counted from the level's start (-3.25, -2.25, -1.25; the
     * quarter-second before the window is not in the series), then an 8-second window in which second 3 completes
     * nothing (a stall), second 4 drains the backlog with a high p99, and second 6 has failures.
     */
    static List<IntervalPoint> stalledSeries(long perSecond) {
        List<IntervalPoint> series = new ArrayList<>();
        series.add(second(-3.25, perSecond / 2, 0, 9.0));
        series.add(second(-2.25, perSecond * 3 / 4, 0, 6.0));
        series.add(second(-1.25, perSecond, 0, 5.0));
        for (int s = 0; s < 8; s++) {
            if (s == 3) {
                series.add(second(s, 0, 0, null));
            } else if (s == 4) {
                series.add(second(s, perSecond * 2, 0, 950.0));
            } else {
                series.add(second(s, perSecond, s == 6 ? 7 : 0, 4.0 + s % 2));
            }
        }
        return series;
    }

    /**
     * An OLTP-like run of the given thread levels over {@code shards} shards, each level with {@link #stalledSeries}
     * and per-shard figures: in every level shard 2 runs at half the speed of the others, and in the last level shard
     * 1 is down for 6.4 s (its {@code unavailableSeconds} and one outage).
     */
    static RunResult oltpRun(List<Integer> threadLevels, int shards) {
        List<LevelResult> levels = new ArrayList<>();
        for (int threads : threadLevels) {
            boolean last = threads == threadLevels.get(threadLevels.size() - 1);
            Map<String, Object> perShard = new LinkedHashMap<>();
            for (int shard = 0; shard < shards; shard++) {
                double throughput = 100.0 * threads / (shard == 2 ? 2 : 1) / (last && shard == 1 ? 5 : 1);
                Map<String, Object> figures = new LinkedHashMap<>();
                figures.put("transactions", (long) (throughput * 8));
                figures.put("throughput", throughput);
                figures.put("errors", last && shard == 1 ? 7L : 0L);
                if (last) {
                    figures.put("unavailableSeconds", shard == 1 ? 6.4 : 0.0);
                    figures.put("outages", shard == 1 ? List.of(Map.of("firstFailure", "2026-11-23T20:00:01.000Z",
                            "recovery", "2026-11-23T20:00:07.400Z", "seconds", 6.4)) : List.of());
                }
                perShard.put(Integer.toString(shard), figures);
            }
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("shards", shards);
            details.put("perShard", perShard);
            levels.add(level(threads, threads, 8.003, stalledSeries(100L * threads), details));
        }
        RunConfig config = RunConfig.builder(threadLevels.stream().map(Level::ofThreads).toList()).fixedWarmup(3)
                .durationSeconds(8).workload(Map.of("shards", shards)).build();
        return new RunHeader("oltp", "transaction", EnvironmentProbe.capture(), "2026-11-23T20:00:00Z",
                RunIdentity.NONE, Map.of("shards", FigureKind.sum("shards"), "perShard",
                        FigureKind.byPartition("shard")))
                .result(config, levels, List.of());
    }
}
