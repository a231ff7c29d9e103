package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LevelResult;
import io.igen.core.stats.Interval;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.regression.SimpleRegression;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The rest of the horizontal curve, predicted from the levels measured so far by operational analysis (Lazowska et
 * al., <i>Quantitative System Performance</i>, ch. 3 and 5). Each shard is offered the same load, so what changes from
 * level to level is only the load on what the shards share ({@link SharedResource}: the host's CPU, the servers' CPU
 * allowance, the model's host station). By the utilisation law each one's use grows in a straight line with the
 * throughput, U = U0 + D X; fitted over the unsaturated levels (least squares), D is its demand per transaction and it
 * is full at X = (capacity - U0) / D, the ceiling. The first to fill is the bottleneck. The mean response time is a
 * constant part, what a transaction needs besides queueing for the shared resources (its shard's own queueing
 * included, the same at every level), plus the queueing at each of them as an M/M/c station of its capacity's servers
 * serving D (Erlang C); the constant is the measured mean less the predicted queueing of the levels that used no
 * shared resource beyond half of it ({@link #base}).
 *
 * <p>What it cannot see: a resource the levels do not record (a remote server's CPU, disks, locks, connection limits)
 * that fills before those they do, and a demand per transaction that changes with the load (caches that stop fitting,
 * lock contention). The ceiling is then an upper bound; the measured levels' distance from the prediction says how
 * well it held so far.
 *
 * @param fittedShards   the measured levels it stands on (active shards): unsaturated, with transactions
 * @param offeredPerShard transactions/s offered to each active shard, at every level
 * @param resources      each shared resource the levels recorded: its demand and ceiling. One whose demand's
 *                       interval reaches 0 is not shown to grow with the load and is left out of the curve
 * @param bottleneck     the resource with the lowest ceiling, of those whose demand's interval (where known) clears 0;
 *                       absent when none fills as the load grows
 * @param ceiling        the bottleneck's ceiling, transactions/s; absent with it
 * @param ceilingCi95    its interval from the demand's (95 %); unknown with fewer than 3 levels, or when the demand's
 *                       interval reaches 0
 * @param ceilingShards  the ceiling in shards at the offered load per shard
 * @param baseMeanMs     the constant part of the mean response time, from the lightly loaded levels
 * @param baseMeanMsCi95 its 95 % interval from how far those levels differ (each level's mean weighs by its
 *                       transactions; Student's t); unknown from one level
 * @param points         the predicted mean response at the measured shard counts and beyond, up to the first count
 *                       predicted saturated; only at the measured ones without a bottleneck
 * @param meanSlaShards  the most shards predicted within the SLA and below the ceiling, when the SLA limits the mean
 *                       (the forecast predicts the mean only); absent when none is, without a bottleneck, or when the
 *                       SLA limits another statistic
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HorizontalForecast(List<Integer> fittedShards, double offeredPerShard, List<ResourceDemand> resources,
                                 String bottleneck,
                                 Double ceiling, Interval ceilingCi95, Double ceilingShards, double baseMeanMs,
                                 Interval baseMeanMsCi95, List<Point> points, Integer meanSlaShards) {

    /** Two levels for a line; its intervals need a third. */
    public static final int MIN_LEVELS = 2;
    /** The constant part of the response is read from levels whose shared resources were used up to this share. */
    static final double LIGHT_USE = 0.5;
    /** Predicted points stop here whatever the ceiling: beyond, a forecast is not worth a line. */
    static final int MAX_SHARDS = 4096;

    public HorizontalForecast {
        fittedShards = List.copyOf(fittedShards);
        resources = List.copyOf(resources);
        points = List.copyOf(points);
    }

    /**
     * The forecast of a horizontal sweep's levels so far.
     *
     * @param levels          the horizontal levels, in any order
     * @param offeredPerShard transactions/s offered to each active shard
     * @return empty with fewer than {@value #MIN_LEVELS} unsaturated levels with transactions, or when they did not
     *         all record a shared resource's use (files of versions before the resources were recorded)
     */
    public static Optional<HorizontalForecast> of(List<LevelResult> levels, double offeredPerShard, double slaMs,
                                                  LatencyStatistic slaStatistic) {
        List<LevelResult> fitted = levels.stream()
                .filter(level -> level.operations() > 0 && !HorizontalPoint.of(level, level.level() * offeredPerShard,
                        1).saturated())
                .sorted(Comparator.comparingInt(LevelResult::level)).toList();
        if (fitted.size() < MIN_LEVELS) {
            return Optional.empty();
        }
        List<ResourceDemand> resources = new ArrayList<>();
        for (SharedResource resource : SharedResource.in(fitted)) {
            if (fitted.stream().allMatch(resource::recordedIn)) {
                resources.add(ResourceDemand.fit(resource, fitted));
            }
        }
        if (resources.isEmpty()) {
            return Optional.empty();
        }
        ResourceDemand bottleneck = resources.stream().filter(ResourceDemand::fills)
                .min(Comparator.comparingDouble(ResourceDemand::ceiling)).orElse(null);

        Base base = base(fitted, resources);

        double ceiling = bottleneck == null ? Double.POSITIVE_INFINITY : bottleneck.ceiling();
        int lastMeasured = levels.stream().mapToInt(LevelResult::level).max().orElse(1);
        // Without a resource shown to fill, nothing beyond the levels measured is supported: no points there.
        int limit = bottleneck == null ? lastMeasured
                : Math.max(lastMeasured, (int) Math.min(MAX_SHARDS, Math.floor(ceiling / offeredPerShard) + 1));
        TreeSet<Integer> shards = new TreeSet<>(CapacityLevels.horizontal(limit).values());
        levels.forEach(level -> shards.add(level.level()));
        List<Point> points = new ArrayList<>();
        for (int count : shards) {
            Double measured = levels.stream().filter(level -> level.level() == count && level.operations() > 0)
                    .map(level -> level.latencyMs().mean()).findFirst().orElse(null);
            points.add(Point.predict(count, count * offeredPerShard, ceiling, base, resources, measured));
        }
        Integer slaShards = null;
        if (slaStatistic == LatencyStatistic.MEAN && bottleneck != null) {
            for (int count = 1; count <= limit; count++) {
                double offered = count * offeredPerShard;
                if (offered < ceiling && base.ms() + queueingMs(resources, offered, Bound.POINT) <= slaMs) {
                    slaShards = count;
                }
            }
        }
        return Optional.of(new HorizontalForecast(fitted.stream().map(LevelResult::level).toList(), offeredPerShard,
                resources,
                bottleneck == null ? null : bottleneck.name(), bottleneck == null ? null : ceiling,
                bottleneck == null ? Interval.UNKNOWN : bottleneck.ceilingCi95(),
                bottleneck == null ? null : ceiling / offeredPerShard, base.ms(), base.ci95(), points, slaShards));
    }

    /**
     * The prediction at any shard count, within the points or beyond them; without a {@link #bottleneck}, a flat
     * curve the data support only within the levels measured.
     */
    public Point at(int shards) {
        return Point.predict(shards, shards * offeredPerShard, ceiling == null ? Double.POSITIVE_INFINITY : ceiling,
                new Base(baseMeanMs, baseMeanMsCi95), resources, null);
    }

    /**
     * What a transaction needs besides queueing for the shared resources: the measured mean less the predicted
     * queueing, weighted by transactions, over the levels at which no shared resource was more than half used (the
     * lightest fitted level when none was), so that the levels near a ceiling, whose queueing the M/M/c form may
     * misjudge, do not shift the whole curve.
     */
    private static Base base(List<LevelResult> fitted, List<ResourceDemand> resources) {
        List<LevelResult> light = fitted.stream().filter(level -> resources.stream().filter(ResourceDemand::fills)
                .allMatch(resource -> resource.utilisation(HorizontalPoint.achieved(level)) <= LIGHT_USE)).toList();
        if (light.isEmpty()) {
            light = List.of(fitted.stream().min(Comparator.comparingDouble(HorizontalPoint::achieved))
                    .orElseThrow());
        }
        double[] residuals = light.stream().mapToDouble(level -> level.latencyMs().mean()
                - queueingMs(resources, HorizontalPoint.achieved(level), Bound.POINT)).toArray();
        double[] weights = light.stream().mapToDouble(LevelResult::operations).toArray();
        double weightSum = Arrays.stream(weights).sum();
        double mean = 0;
        for (int i = 0; i < residuals.length; i++) {
            mean += weights[i] * residuals[i] / weightSum;
        }
        if (residuals.length < 2) {
            return new Base(mean, Interval.UNKNOWN);
        }
        // Each level's mean taken as having a variance inversely proportional to its transactions.
        double squares = 0;
        for (int i = 0; i < residuals.length; i++) {
            squares += weights[i] * (residuals[i] - mean) * (residuals[i] - mean);
        }
        double half = new TDistribution(null, residuals.length - 1).inverseCumulativeProbability(0.975)
                * Math.sqrt(squares / ((residuals.length - 1) * weightSum));
        return new Base(mean, Interval.of(mean - half, mean + half));
    }

    /** The constant part of the mean response and its interval. */
    private record Base(double ms, Interval ci95) {
    }

    /** Which end of each demand's interval a prediction takes. */
    private enum Bound { LOW, POINT, HIGH }

    /**
     * What a transaction queues at the shared resources that {@linkplain ResourceDemand#fills fill} at
     * {@code throughput}, ms; infinite past a ceiling.
     */
    private static double queueingMs(List<ResourceDemand> resources, double throughput, Bound bound) {
        double ms = 0;
        for (ResourceDemand resource : resources) {
            if (!resource.fills()) {
                continue;
            }
            double demandMs = switch (bound) {
                case LOW -> resource.demandMsCi95().known() ? resource.demandMsCi95().low() : resource.demandMs();
                case POINT -> resource.demandMs();
                case HIGH -> resource.demandMsCi95().known() ? resource.demandMsCi95().high() : resource.demandMs();
            };
            ms += QueueingDelay.meanWaitMs(resource.capacity(), resource.idleUse(), demandMs, throughput);
        }
        return ms;
    }

    /**
     * One shared resource's fitted demand.
     *
     * @param name         the resource
     * @param unit         what its capacity counts
     * @param capacity     its capacity in the last fitted level
     * @param idleUse      U0, its use the line extrapolates to no transactions (other work, timers)
     * @param demandMs     D, its use per transaction: core- or server-milliseconds
     * @param demandMsCi95 D's 95 % interval; unknown with fewer than 3 levels
     * @param ceiling      the throughput at which it is full, transactions/s; absent when D is not above 0
     * @param ceilingCi95  its interval from D's; unknown unless D's low end is above 0
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ResourceDemand(String name, String unit, double capacity, double idleUse, double demandMs,
                                 Interval demandMsCi95, Double ceiling, Interval ceilingCi95) {

        /** Its use at {@code throughput} as a share of its capacity, by the fitted line. */
        double utilisation(double throughput) {
            return (idleUse + throughput * demandMs / 1000) / capacity;
        }

        /** Whether it fills as the load grows: a ceiling, and a demand whose interval (where known) clears 0. */
        public boolean fills() {
            return ceiling != null && (!demandMsCi95.known() || demandMsCi95.low() > 0);
        }

        static ResourceDemand fit(SharedResource resource, List<LevelResult> levels) {
            SimpleRegression line = new SimpleRegression();
            levels.forEach(level -> line.addData(HorizontalPoint.achieved(level), resource.use(level)));
            double capacity = resource.capacity(levels.get(levels.size() - 1));
            double demand = line.getSlope();
            Interval demandCi = Interval.UNKNOWN;
            if (levels.size() > MIN_LEVELS) {
                double half = line.getSlopeConfidenceInterval();
                demandCi = Interval.of(1000 * (demand - half), 1000 * (demand + half));
            }
            Double ceiling = demand > 0 ? (capacity - line.getIntercept()) / demand : null;
            Interval ceilingCi = Interval.UNKNOWN;
            if (ceiling != null && demandCi.known() && demandCi.low() > 0) {
                double free = capacity - line.getIntercept();
                ceilingCi = Interval.of(free / (demandCi.high() / 1000), free / (demandCi.low() / 1000));
            }
            return new ResourceDemand(resource.name(), resource.unit(), capacity, line.getIntercept(), 1000 * demand,
                    demandCi, ceiling, ceilingCi);
        }
    }

    /**
     * The predicted mean response at a shard count.
     *
     * @param shards         active shards
     * @param offered        transactions/s offered to them
     * @param meanMs         the predicted mean response, ms; absent where the offered load reaches the ceiling
     * @param meanMsCi95     its interval from the constant part's and the demands' intervals; unknown without them, or
 *                       when the high end of a demand fills its resource
     * @param measuredMeanMs the measured level's mean, where one was measured
     * @param saturated      whether the offered load reaches the ceiling
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Point(int shards, double offered, Double meanMs, Interval meanMsCi95, Double measuredMeanMs,
                        boolean saturated) {

        private static Point predict(int shards, double offered, double ceiling, Base base,
                                     List<ResourceDemand> resources, Double measuredMs) {
            if (offered >= ceiling) {
                return new Point(shards, offered, null, Interval.UNKNOWN, measuredMs, true);
            }
            boolean intervals = base.ci95().known() && resources.stream().filter(ResourceDemand::fills)
                    .allMatch(resource -> resource.demandMsCi95().known());
            double low = base.ci95().low() + queueingMs(resources, offered, Bound.LOW);
            double high = base.ci95().high() + queueingMs(resources, offered, Bound.HIGH);
            return new Point(shards, offered, base.ms() + queueingMs(resources, offered, Bound.POINT),
                    intervals && Double.isFinite(high) ? Interval.of(low, high) : Interval.UNKNOWN, measuredMs,
                    false);
        }
    }
}
