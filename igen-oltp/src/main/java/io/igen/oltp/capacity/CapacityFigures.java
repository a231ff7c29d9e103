package io.igen.oltp.capacity;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;

/**
 * What a capacity study concludes from its two sweeps: one shard's peak, the load each shard was offered, each
 * horizontal level against that load, and the sweet spot.
 *
 * @param perShardPeak        the vertical sweep's peak on shard 0
 * @param loadFraction        the share of the peak each shard was offered
 * @param ratePerThread       transactions/s each paced thread starts
 * @param targetPerShard      {@code loadFraction} x the peak, transactions/s
 * @param threadsPerShard     the threads that offer it at the rate: ceil(target / rate)
 * @param offeredPerShard     what those threads offer: threads x rate, transactions/s
 * @param saturationShare     a level whose achieved throughput is below this share of its offered load is saturated
 * @param slaMs               the response-time limit of the sweet spot
 * @param slaStatistic        the statistic it limits
 * @param levels              the horizontal sweep, level by level
 * @param sweetSpot           the highest active shard count within the SLA and not saturated; absent when none is
 */
public record CapacityFigures(ShardPeak perShardPeak, double loadFraction, double ratePerThread, double targetPerShard,
                              int threadsPerShard, double offeredPerShard, double saturationShare, double slaMs,
                              LatencyStatistic slaStatistic, List<HorizontalPoint> levels,
                              @JsonInclude(JsonInclude.Include.NON_NULL) SweetSpot sweetSpot) {

    public CapacityFigures {
        levels = List.copyOf(levels);
    }

    /**
     * Reads the horizontal run against the plan.
     *
     * @param statementsPerTransaction SQL statements in one transaction, for the statements/s figures
     */
    public static CapacityFigures of(ShardPeak peak, CapacityPlan plan, RunResult horizontal, double slaMs,
                                     LatencyStatistic statistic, int statementsPerTransaction) {
        List<HorizontalPoint> points = new ArrayList<>();
        SweetSpot sweetSpot = null;
        for (LevelResult level : horizontal.levels()) {
            HorizontalPoint point = HorizontalPoint.of(level, plan.offered(level.level()), statementsPerTransaction);
            points.add(point);
            double latencyMs = level.latencyMs().get(statistic);
            boolean within = level.operations() > 0 && latencyMs <= slaMs && !point.saturated();
            if (within && (sweetSpot == null || level.level() > sweetSpot.shards())) {
                sweetSpot = new SweetSpot(level.level(), statistic, slaMs, latencyMs, point.achieved(),
                        point.achievedStatementsPerSecond());
            }
        }
        return new CapacityFigures(peak, plan.loadFraction(), plan.ratePerThread(), plan.targetPerShard(),
                plan.threadsPerShard(), plan.offeredPerShard(), HorizontalPoint.SATURATION_SHARE, slaMs, statistic, points,
                sweetSpot);
    }
}
