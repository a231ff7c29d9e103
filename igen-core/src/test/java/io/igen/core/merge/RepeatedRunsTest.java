package io.igen.core.merge;

import io.igen.core.result.CiBasis;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RepeatedRunsTest {

    private static final RunHeader HEADER = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(),
            "2026-11-23T00:00:00Z");
    private static final RunConfig CONFIG = RunConfig.builder(List.of(Level.ofThreads(2))).fixedWarmup(5)
            .durationSeconds(2).build();

    @Test
    void eachRepeatIsOneSampleOfTheLevel() {
        RunResult combined = RepeatedRuns.combine(HEADER, CONFIG.toBuilder().repeat(3).build(), List.of(
                run(100, 10.0, List.of(98L, 102L), "a"), run(110, 9.0, List.of(108L, 112L), null),
                run(120, 8.0, List.of(118L, 122L), null)));

        LevelResult level = combined.levels().get(0);
        assertThat(level.throughput()).isCloseTo(110, within(1e-9));
        // samples 100, 110, 120: s = 10, t(0.975, 2) = 4.302653, half width 24.84138
        assertThat(level.throughputCi95().low()).isCloseTo(85.15862, within(1e-4));
        assertThat(level.throughputCi95().high()).isCloseTo(134.84138, within(1e-4));
        assertThat(level.meanMsCi95().low()).isCloseTo(9 - 2.484138, within(1e-5));
        assertThat(level.ciBasis()).isEqualTo(CiBasis.REPEATS);
        assertThat(level.samples()).extracting(RepeatSample::throughput).containsExactly(100.0, 110.0, 120.0);
        assertThat(level.perSecond()).containsExactly(98L, 102L, 108L, 112L, 118L, 122L);
        assertThat(level.operations()).isEqualTo(3 * 4);
        assertThat(level.durationSeconds()).isEqualTo(6.0);
        assertThat(level.threads()).isEqualTo(2);
        assertThat(level.unsteady()).isEqualTo("repeat 1 a");
        assertThat(level.details()).containsEntry("shards", 4).containsEntry("ticketsPerMs", 110.0);
        assertThat(combined.config().repeat()).isEqualTo(3);
        assertThat(combined.problems()).containsExactly("repeat 2: something failed");
    }

    @Test
    void whatBoundALevelIsWhatMostLaunchesFoundAndOneLaunchsSecondsAreNotKept() {
        List<RunResult> launches = List.of(
                judged(100, "none found", "0.40 of 2.00 cores idle"),
                judged(110, "server CPU", "1.90 of 2.00 cores busy: servers 1.30"),
                judged(120, "server CPU", "1.95 of 2.00 cores busy: servers 1.35"));

        Map<String, Object> details = RepeatedRuns.combine(HEADER, CONFIG.toBuilder().repeat(3).build(),
                launches).levels().get(0)
                .details();

        assertThat(details).containsEntry("boundBy", "server CPU")
                .containsEntry("boundEvidence", "in 2 of 3 launches (none found 1, server CPU 2); the first such: 1.90 "
                        + "of 2.00 cores busy: servers 1.30")
                .doesNotContainKey("resourceSeries");
    }

    @Test
    void theServersFiguresAreTheLaunchesMeansServerByServer() {
        List<RunResult> launches = List.of(served(1.0, "vda"), served(2.0, "vda"), served(1.5, "vda"));

        Map<String, Object> details = RepeatedRuns.combine(HEADER, CONFIG.toBuilder().repeat(3).build(),
                launches).levels().get(0).details();

        assertThat(details.get("serverMetrics")).isEqualTo(Map.of("db1:9100", Map.of("busyCores", 1.5, "cpus", 4L,
                "busiestDisk", "vda")));
    }

    private static RunResult served(double busyCores, String disk) {
        LevelResult level = judged(100, "none found", "").levels().get(0);
        Map<String, Object> details = new java.util.HashMap<>(level.details());
        details.put("serverMetrics", Map.of("db1:9100", Map.of("busyCores", busyCores, "cpus", 4L, "busiestDisk",
                disk)));
        return HEADER.result(CONFIG, List.of(level.toBuilder().details(details).build()), List.of());
    }

    private static RunResult judged(double throughput, String boundBy, String evidence) {
        Histogram histogram = new Histogram(3);
        histogram.recordValue(10_000_000L);
        LevelResult level = LevelResult.builder().level(2).threads(2).operations(1).durationSeconds(2.0)
                .throughput(throughput).latencyMs(new LatencySummary(10, 0, new Percentiles(10, 10, 10, 10, 10, 10)))
                .perSecond(List.of(100L)).errors(Map.of()).histogram(HistogramCodec.encode(histogram))
                .details(Map.of("boundBy", boundBy, "boundEvidence", evidence, "resourceSeries",
                        List.of(Map.of("startSeconds", -1.0, "driverCores", 0.5))))
                .build();
        return HEADER.result(CONFIG, List.of(level), List.of());
    }

    private static RunResult run(double throughput, double meanMs, List<Long> perSecond, String unsteady) {
        Histogram histogram = new Histogram(3);
        for (int i = 0; i < 4; i++) {
            histogram.recordValue((long) (meanMs * 1e6));
        }
        LevelResult level = LevelResult.builder().level(2).threads(2).operations(4).durationSeconds(2.0)
                .throughput(throughput)
                .latencyMs(new LatencySummary(meanMs, 0,
                        new Percentiles(meanMs, meanMs, meanMs, meanMs, meanMs, meanMs)))
                .perSecond(perSecond).errors(Map.of()).histogram(HistogramCodec.encode(histogram))
                .details(Map.of("shards", 4, "ticketsPerMs", throughput)).build()
                .withWarmup(10.0, unsteady);
        return HEADER.result(CONFIG, List.of(level), throughput == 110 ? List.of("something failed") : List.of());
    }
}
