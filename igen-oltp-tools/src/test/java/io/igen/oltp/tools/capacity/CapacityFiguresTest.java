package io.igen.oltp.tools.capacity;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelMark;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.oltp.tools.capacity.HorizontalPoint.ResponseTime;
import io.igen.oltp.tools.capacity.HorizontalPoint.Throughput;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CapacityFiguresTest {

    /** One shard peaked at 100 tx/s; 75 % at 10 tx/s per thread: 8 threads, 80 tx/s offered per shard. */
    private static final ShardPeak PEAK = ShardPeak.of(new LevelMark(8, 8, 100, 4, LatencyStatistic.MEAN), 6);
    private static final CapacityPlan PLAN = new CapacityPlan(100, 0.75, 10);

    @Test
    void theShardPeakCarriesItsStatements() {
        assertThat(PEAK).isEqualTo(new ShardPeak(8, 100, 600, 4));
    }

    @Test
    void eachLevelIsReadAgainstItsOfferedLoadAndBelow95PercentOfItIsSaturated() {
        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(
                level(1, 80, 5, 9), level(2, 152, 10, 20), level(3, 227.9, 12, 40), level(4, 250, 80, 300)),
                30, LatencyStatistic.MEAN, 6);

        assertThat(figures.offered().threadsPerShard()).isEqualTo(8);
        assertThat(figures.offered().offeredPerShard()).isEqualTo(80.0);
        assertThat(figures.offered().targetPerShard()).isEqualTo(75.0);
        assertThat(figures.levels()).containsExactly(
                new HorizontalPoint(1, 8, new Throughput(80, 80, 480), new ResponseTime(5, 9), false),
                // exactly 95 %: not saturated
                new HorizontalPoint(2, 16, new Throughput(160, 152, 912), new ResponseTime(10, 20), false),
                new HorizontalPoint(3, 24, new Throughput(240, 227.9, 6 * 227.9), new ResponseTime(12, 40), true),
                new HorizontalPoint(4, 32, new Throughput(320, 250, 1500), new ResponseTime(80, 300), true));
    }

    @Test
    void achievedCountsTheTransactionsScheduledInTheWindowNotTheShareOfLateOnesFromBefore() {
        // A level with a backlog: nothing scheduled in the window committed in it, yet transactions scheduled
        // before it finished inside it, and the level's throughput counts their share of the window.
        LatencySummary late = new LatencySummary(8000, 1, new Percentiles(8000, 9000, 9000, 9000, 9000, 9000));
        LevelResult backlog = LevelResult.builder().level(3).threads(24).operations(0).durationSeconds(10)
                .throughput(178.3).latencyMs(late).perSecond(List.of()).errors(Map.of()).histogram("").build();

        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(backlog), 30, LatencyStatistic.MEAN, 6);

        assertThat(figures.levels()).containsExactly(
                new HorizontalPoint(3, 24, new Throughput(240, 0, 0), new ResponseTime(8000, 9000), true));
    }

    @Test
    void theSweetSpotIsTheMostShardsWithinTheSlaThatAreNotSaturated() {
        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(
                level(1, 80, 5, 9), level(2, 160, 10, 20), level(3, 200, 12, 40), level(4, 320, 31, 90)),
                30, LatencyStatistic.MEAN, 6);

        // 3 shards: mean within 30 ms but saturated; 4 shards: not saturated but above the SLA.
        assertThat(figures.sweetSpot()).isEqualTo(new SweetSpot(2, LatencyStatistic.MEAN, 30, 10, 160, 960));
    }

    @Test
    void theSlaCanLimitAnotherStatistic() {
        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(
                level(1, 80, 5, 9), level(2, 160, 10, 20), level(3, 240, 12, 40)), 25, LatencyStatistic.P99, 6);

        assertThat(figures.sweetSpot()).isEqualTo(new SweetSpot(2, LatencyStatistic.P99, 25, 20, 160, 960));
        assertThat(figures.criteria().slaStatistic()).isEqualTo(LatencyStatistic.P99);
    }

    @Test
    void noLevelWithinTheSlaMeansNoSweetSpotAndTheAnswerSaysSo() {
        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(level(1, 80, 45, 90)), 30,
                LatencyStatistic.MEAN, 6);

        assertThat(figures.sweetSpot()).isNull();
        assertThat(CapacityText.answer(figures))
                .isEqualTo("sweet spot: none: no shard level kept mean within 30.00 ms without saturating");
    }

    @Test
    void theAnswerIsOneLineWithShardsThroughputAndStatements() {
        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(
                level(1, 80, 5, 9), level(2, 160, 10, 20), level(3, 240, 29.5, 40)), 30, LatencyStatistic.MEAN, 6);

        assertThat(CapacityText.answer(figures)).isEqualTo("sweet spot: this server carries 3 shards within mean <= "
                + "30.00 ms: 240 transactions/s, 1,440 statements/s (mean 29.50 ms)");
        assertThat(CapacityText.render(figures)).contains(
                "vertical peak of one shard: 100 transactions/s (600 statements/s) at 8 threads, mean 4.000 ms",
                "offered per shard: 75% of the peak = 75.00 transactions/s -> 8 threads x 10.00 transactions/s = 80 "
                        + "transactions/s",
                "shards  threads  offered tx/s  achieved tx/s  statements/s  mean ms  forecast ms  p99 ms  saturated",
                "     3       24           240            240         1,440    29.50            -   40.00         no",
                "no forecast: it needs 2 unsaturated levels that recorded a shared resource's use (3 unsaturated "
                        + "here)");
    }

    @Test
    void aVerticalSweepWithoutAFitSaysWhyWhereTheFitWouldBe() {
        // four levels, one of which committed nothing: three to fit
        LevelResult nothing = LevelResult.builder().level(8).threads(8).operations(0).durationSeconds(10)
                .throughput(0).latencyMs(new LatencySummary(0, 0, new Percentiles(0, 0, 0, 0, 0, 0)))
                .perSecond(List.of()).errors(Map.of()).histogram("").build();
        RunResult vertical = horizontal(level(1, 50, 2, 4), level(2, 95, 2, 5), level(4, 170, 3, 6), nothing);

        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(level(1, 80, 5, 9)), 30,
                LatencyStatistic.MEAN, 6).withVerticalFit(CapacityFigures.fitOf(vertical));

        assertThat(figures.verticalFit()).isNull();
        assertThat(figures.noVerticalFit()).isEqualTo("it needs 4 levels that committed something, 3 here");
        assertThat(new ObjectMapper().valueToTree(figures).get("noVerticalFit").asText())
                .isEqualTo("it needs 4 levels that committed something, 3 here");
        assertThat(CapacityText.plan(figures)).contains(
                "no USL fit of the vertical sweep: it needs 4 levels that committed something, 3 here");
    }

    @Test
    void aVerticalSweepWithAFitHasNoReasonForNone() {
        RunResult vertical = horizontal(level(1, 50, 2, 4), level(2, 95, 2, 5), level(4, 170, 3, 6),
                level(8, 260, 4, 8));

        CapacityFigures figures = CapacityFigures.of(PEAK, PLAN, horizontal(level(1, 80, 5, 9)), 30,
                LatencyStatistic.MEAN, 6).withVerticalFit(CapacityFigures.fitOf(vertical));

        assertThat(figures.verticalFit()).isNotNull();
        assertThat(figures.noVerticalFit()).isNull();
        assertThat(new ObjectMapper().valueToTree(figures).has("noVerticalFit")).isFalse();
    }

    private static RunResult horizontal(LevelResult... levels) {
        return RunResult.builder().benchmark("oltp").version("test").startedAt("2026-11-23T00:00:00Z")
                .operation("transaction").levels(List.of(levels)).build();
    }

    /** A level of {@code shards} active shards, 8 threads each, with the given throughput, mean and p99. */
    private static LevelResult level(int shards, double throughput, double meanMs, double p99Ms) {
        LatencySummary latency = new LatencySummary(meanMs, 1,
                new Percentiles(meanMs, p99Ms, p99Ms, p99Ms, p99Ms, p99Ms));
        return LevelResult.builder().level(shards).threads(8 * shards).operations(Math.round(10 * throughput))
                .durationSeconds(10).throughput(throughput).latencyMs(latency).perSecond(List.of()).errors(Map.of())
                .histogram("").build();
    }
}
