package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.stats.ScalabilityFit;

import java.util.ArrayList;
import java.util.List;

/**
 * What a capacity study concludes from its two sweeps: one shard's peak, the load each shard was offered, each
 * horizontal level against that load, and the sweet spot. In JSON one object: {@code perShardPeak}, the offered
 * load's figures, the criteria's, {@code levels}, {@code sweetSpot}.
 *
 * @param perShardPeak the vertical sweep's peak on shard 0
 * @param offered      the load each shard was offered, derived from the peak
 * @param criteria     what a level must meet to be the sweet spot
 * @param levels       the horizontal sweep, level by level
 * @param sweetSpot    the highest active shard count within the SLA and not saturated; absent when none is
 * @param verticalFit  the Universal Scalability Law fitted to the vertical sweep ({@link #fitOf}); absent with fewer
 *                     than {@value ScalabilityFit#MIN_LEVELS} levels, or when the fit did not converge
 * @param forecast     the horizontal curve predicted from the levels measured; absent with fewer than
 *                     {@value HorizontalForecast#MIN_LEVELS} unsaturated ones, or none recording a shared resource
 * @param noVerticalFit why there is no {@code verticalFit}, when it was tried: too few levels, or the optimiser's words
 *                     for giving up; absent with a fit, and when none was tried
 */
public record CapacityFigures(ShardPeak perShardPeak, @JsonUnwrapped OfferedLoad offered,
                              @JsonUnwrapped Criteria criteria, List<HorizontalPoint> levels,
                              @JsonInclude(JsonInclude.Include.NON_NULL) SweetSpot sweetSpot,
                              @JsonInclude(JsonInclude.Include.NON_NULL) ScalabilityFit verticalFit,
                              @JsonInclude(JsonInclude.Include.NON_NULL) HorizontalForecast forecast,
                              @JsonInclude(JsonInclude.Include.NON_NULL) String noVerticalFit) {

    public CapacityFigures {
        levels = List.copyOf(levels);
    }

    /**
     * Reads the horizontal run against the plan, and forecasts the rest of its curve.
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
                sweetSpot = new SweetSpot(level.level(), statistic, slaMs, latencyMs, point.throughput().achieved(),
                        point.throughput().achievedStatementsPerSecond());
            }
        }
        return new CapacityFigures(peak, OfferedLoad.of(plan),
                new Criteria(HorizontalPoint.SATURATION_SHARE, slaMs, statistic), points, sweetSpot, null,
                HorizontalForecast.of(horizontal.levels(), plan.offeredPerShard(), slaMs, statistic).orElse(null),
                null);
    }

    /** These figures with the vertical sweep's fitted curve, or why there is none. */
    public CapacityFigures withVerticalFit(ScalabilityFit.Attempt fit) {
        return new CapacityFigures(perShardPeak, offered, criteria, levels, sweetSpot, fit.fit(), forecast,
                fit.whyNone());
    }

    /**
     * The Universal Scalability Law fitted to the vertical sweep's levels that committed something: their threads and
     * throughput; or why it is not, with fewer than {@value ScalabilityFit#MIN_LEVELS} such levels or a fit that did not
     * converge.
     */
    public static ScalabilityFit.Attempt fitOf(RunResult vertical) {
        List<LevelResult> measured = vertical.levels().stream().filter(level -> level.operations() > 0).toList();
        if (measured.size() < ScalabilityFit.MIN_LEVELS) {
            return new ScalabilityFit.Attempt(null, "it needs " + ScalabilityFit.MIN_LEVELS
                    + " levels that committed something, " + measured.size() + " here");
        }
        return ScalabilityFit.attempt(measured.stream().mapToInt(LevelResult::threads).toArray(),
                measured.stream().mapToDouble(LevelResult::throughput).toArray());
    }

    /**
     * The stabilised load each shard was offered: a share of the peak, by threads at a fixed rate.
     *
     * @param loadFraction    the share of the peak each shard was offered
     * @param ratePerThread   transactions/s each paced thread starts
     * @param targetPerShard  {@code loadFraction} x the peak, transactions/s
     * @param threadsPerShard the threads that offer it at the rate: ceil(target / rate)
     * @param offeredPerShard what those threads offer: threads x rate, transactions/s
     */
    public record OfferedLoad(double loadFraction, double ratePerThread, double targetPerShard, int threadsPerShard,
                              double offeredPerShard) {

        /** The plan's load, its derived figures written out. */
        public static OfferedLoad of(CapacityPlan plan) {
            return new OfferedLoad(plan.loadFraction(), plan.ratePerThread(), plan.targetPerShard(),
                    plan.threadsPerShard(), plan.offeredPerShard());
        }
    }

    /**
     * What a horizontal level must meet to be the sweet spot: not saturated, and a response time within the SLA.
     *
     * @param saturationShare a level whose achieved throughput is below this share of its offered load is saturated
     * @param slaMs           the response-time limit of the sweet spot
     * @param slaStatistic    the statistic it limits
     */
    public record Criteria(double saturationShare, double slaMs, LatencyStatistic slaStatistic) {
    }
}
