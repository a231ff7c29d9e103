package io.igen.oltp.tools.capacity;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.oltp.tools.model.ModelWorkload;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The forecast on levels made from a known system: a host station of 2 servers, 1 ms a transaction (full at 2,000
 * transactions/s), 150 transactions/s offered a shard, and a mean response of 20 ms plus the station's M/M/2 wait.
 */
class HorizontalForecastTest {

    private static final double PER_SHARD = 150;

    @Test
    void theStationsDemandCeilingAndCurveAreRecoveredFromFourEarlyLevels() {
        HorizontalForecast forecast = HorizontalForecast.of(List.of(level(1), level(2), level(4), level(8)),
                PER_SHARD, 22, LatencyStatistic.MEAN).orElseThrow();

        HorizontalForecast.ResourceDemand station = forecast.resources().get(0);
        assertThat(station.name()).isEqualTo("model host station");
        assertThat(station.demandMs()).isCloseTo(1, within(1e-9));
        assertThat(station.ceiling()).isCloseTo(2000, within(1e-6));
        assertThat(forecast.bottleneck()).isEqualTo("model host station");
        assertThat(forecast.ceilingShards()).isCloseTo(13.333, within(1e-3));
        assertThat(forecast.baseMeanMs()).isCloseTo(20, within(1e-9));
        // 12 shards: rho 0.9, C = 2 rho^2 / (1 + rho), wait C x 1 ms / (2 (1 - rho))
        assertThat(point(forecast, 12).meanMs()).isCloseTo(20 + 2 * 0.81 / 1.9 / 0.2, within(1e-9));
        assertThat(point(forecast, 12).measuredMeanMs()).isNull();
        assertThat(point(forecast, 8).measuredMeanMs()).isCloseTo(point(forecast, 8).meanMs(), within(1e-9));
        // 13 x 150 = 1,950 is below the ceiling, 14 x 150 = 2,100 past it: the last point
        assertThat(point(forecast, 14).saturated()).isTrue();
        assertThat(forecast.points().get(forecast.points().size() - 1).shards()).isEqualTo(14);
        // 10 shards wait 1.29 ms, 11 shards 2.13 ms
        assertThat(forecast.meanSlaShards()).isEqualTo(10);
    }

    @Test
    void theConsoleSaysWhatItStandsOnTheCeilingTheCurveBeyondAndTheSweetSpot() {
        HorizontalForecast forecast = HorizontalForecast.of(List.of(level(1), level(2), level(4), level(8)),
                PER_SHARD, 22, LatencyStatistic.MEAN).orElseThrow();

        assertThat(CapacityText.forecast(forecast, new CapacityFigures.Criteria(0.95, 22, LatencyStatistic.MEAN)))
                .containsExactly(
                        "forecast from the unsaturated levels 1, 2, 4, 8 (shards), by the utilisation law:",
                        "  model host station (2.000 servers): 1.000 [1.000, 1.000] ms a transaction, 0.000 busy at "
                                + "no load; full at 2,000 [2,000, 2,000] transactions/s",
                        "  mean response besides queueing for them: 20.00 ms [20.00, 20.00], from the levels that used "
                                + "them at most half",
                        "  predicted mean response beyond level 8: 10 shards 21.29 ms [21.29, 21.29], 12 shards 24.26 ms"
                                + " [24.26, 24.26]; saturated from 14 shards (model host station full at 13.33 shards)",
                        "  predicted sweet spot (mean <= 22.00 ms): 10 shards");
        assertThat(CapacityText.forecast(forecast, new CapacityFigures.Criteria(0.95, 22, LatencyStatistic.P99)))
                .endsWith("  no predicted sweet spot: the forecast predicts the mean, the SLA limits p99");
        assertThat(forecast.at(13).meanMs()).isGreaterThan(point(forecast, 12).meanMs());
        assertThat(forecast.at(28).saturated()).isTrue();
        // the HTML chart's line: the points below the ceiling
        assertThat(CapacityReport.forecastSeries(forecast)).singleElement().satisfies(series -> {
            assertThat(series.name()).isEqualTo("forecast mean");
            assertThat(series.x()).containsExactly(1, 2, 4, 6, 8, 10, 12);
            assertThat(series.y()[6]).isCloseTo(point(forecast, 12).meanMs(), within(1e-9));
        });
        assertThat(CapacityReport.forecastSeries(null)).isEmpty();
    }

    @Test
    void theResourceThatFillsFirstIsTheBottleneckAndEveryOnesQueueingCounts() {
        List<LevelResult> levels = List.of(level(1), level(2), level(4), level(8)).stream()
                .map(level -> withHostCpu(level, 0.1, 0.05)).toList();

        HorizontalForecast forecast = HorizontalForecast.of(levels, PER_SHARD, 22, LatencyStatistic.MEAN)
                .orElseThrow();

        assertThat(forecast.resources()).extracting(HorizontalForecast.ResourceDemand::name)
                .containsExactly("host CPU", "model host station");
        assertThat(forecast.resources().get(0).ceiling()).isCloseTo((2 - 0.1) / 0.05e-3, within(1e-3));
        assertThat(forecast.bottleneck()).isEqualTo("model host station");
        assertThat(forecast.baseMeanMs()).isLessThan(20);
    }

    /**
     * The station's use off its line by a few thousandths of a server: each interval holds the truth, and is as wide as
     * the regression and Student's t make it, computed here by the textbook formulas: the slope's standard error
     * {@code sqrt(SSE / (n - 2) / Sxx)} with t at n - 2 degrees of freedom; the constant part's from the spread of the
     * light levels' residuals weighted by their transactions, t at k - 1; a predicted mean's interval from the constant
     * part's ends plus the M/M/2 wait at the demand's ends.
     */
    @Test
    void noisyUseGivesIntervalsThatHoldTheTruthAndAreAsWideAsTheRegressionMakesThem() {
        int[] shards = {1, 2, 4, 6, 8};
        double[] useErrors = {0.004, -0.006, 0.005, -0.004, 0.006};
        List<LevelResult> levels = new ArrayList<>();
        for (int i = 0; i < shards.length; i++) {
            levels.add(level(shards[i], useErrors[i]));
        }

        HorizontalForecast forecast = HorizontalForecast.of(levels, PER_SHARD, 30, LatencyStatistic.MEAN)
                .orElseThrow();

        // least squares of busy servers on throughput, by hand
        double[] x = Arrays.stream(shards).mapToDouble(count -> count * PER_SHARD).toArray();
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = x[i] / 1000 + useErrors[i];
        }
        double meanX = Arrays.stream(x).average().orElseThrow();
        double meanY = Arrays.stream(y).average().orElseThrow();
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < x.length; i++) {
            sxx += (x[i] - meanX) * (x[i] - meanX);
            sxy += (x[i] - meanX) * (y[i] - meanY);
        }
        double slope = sxy / sxx;
        double intercept = meanY - slope * meanX;
        double squares = 0;
        for (int i = 0; i < x.length; i++) {
            squares += Math.pow(y[i] - intercept - slope * x[i], 2);
        }
        double slopeHalf = t(x.length - 2) * Math.sqrt(squares / (x.length - 2) / sxx);
        HorizontalForecast.ResourceDemand station = forecast.resources().get(0);
        assertThat(station.demandMs()).isCloseTo(1000 * slope, within(1e-9));
        assertThat(station.demandMsCi95().low()).isCloseTo(1000 * (slope - slopeHalf), within(1e-9));
        assertThat(station.demandMsCi95().high()).isCloseTo(1000 * (slope + slopeHalf), within(1e-9));
        assertThat(station.demandMsCi95().contains(1)).isTrue();
        assertThat(station.ceilingCi95().low()).isCloseTo((2 - intercept) / (slope + slopeHalf), within(1e-6));
        assertThat(station.ceilingCi95().high()).isCloseTo((2 - intercept) / (slope - slopeHalf), within(1e-6));
        assertThat(station.ceilingCi95().contains(2000)).isTrue();

        // the constant part from the levels that used the station at most half (1, 2, 4 and 6 shards)
        double weighted = 0;
        double weights = 0;
        double[] residuals = new double[4];
        for (int i = 0; i < 4; i++) {
            assertThat((intercept + slope * x[i]) / 2).isLessThanOrEqualTo(0.5);
            residuals[i] = levels.get(i).latencyMs().mean()
                    - QueueingDelay.meanWaitMs(2, intercept, 1000 * slope, x[i]);
            weighted += 10 * x[i] * residuals[i];
            weights += 10 * x[i];
        }
        assertThat((intercept + slope * x[4]) / 2).isGreaterThan(0.5);
        double base = weighted / weights;
        double spread = 0;
        for (int i = 0; i < 4; i++) {
            spread += 10 * x[i] * (residuals[i] - base) * (residuals[i] - base);
        }
        double baseHalf = t(3) * Math.sqrt(spread / (3 * weights));
        assertThat(forecast.baseMeanMs()).isCloseTo(base, within(1e-9));
        assertThat(forecast.baseMeanMsCi95().low()).isCloseTo(base - baseHalf, within(1e-9));
        assertThat(forecast.baseMeanMsCi95().high()).isCloseTo(base + baseHalf, within(1e-9));

        // 12 shards, 1,800 transactions/s: the truth is 20 ms and the M/M/2 wait of 1 ms at rho 0.9
        double truthMs = 20 + 2 * 0.81 / 1.9 / 0.2;
        HorizontalForecast.Point twelve = point(forecast, 12);
        assertThat(twelve.meanMsCi95().low()).isCloseTo(base - baseHalf
                + QueueingDelay.meanWaitMs(2, intercept, 1000 * (slope - slopeHalf), 1800), within(1e-9));
        assertThat(twelve.meanMsCi95().high()).isCloseTo(base + baseHalf
                + QueueingDelay.meanWaitMs(2, intercept, 1000 * (slope + slopeHalf), 1800), within(1e-9));
        assertThat(twelve.meanMsCi95().contains(truthMs)).as("%s holds %s", twelve.meanMsCi95(), truthMs).isTrue();
        assertThat(twelve.meanMsCi95().halfWidth()).as("the noise gives the interval a width").isGreaterThan(0.1);
    }

    private static double t(int degreesOfFreedom) {
        return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(0.975);
    }

    @Test
    void aUseTheLevelsDoNotShowGrowingIsLeftOutAndNothingBeyondThemIsPredicted() {
        HorizontalForecast forecast = HorizontalForecast.of(List.of(level(1, 0.1), level(2, -0.1), level(3, 0.1)),
                PER_SHARD, 30, LatencyStatistic.MEAN).orElseThrow();

        assertThat(forecast.resources().get(0).demandMsCi95().low()).isLessThan(0);
        assertThat(forecast.resources().get(0).fills()).isFalse();
        assertThat(forecast.bottleneck()).isNull();
        assertThat(forecast.meanSlaShards()).isNull();
        assertThat(forecast.points()).extracting(HorizontalForecast.Point::shards).containsExactly(1, 2, 3);
        assertThat(CapacityText.forecast(forecast, new CapacityFigures.Criteria(0.95, 30, LatencyStatistic.MEAN)))
                .last().isEqualTo("  beyond level 3: nothing the data support: no shared resource's use is shown to "
                        + "grow with the load (more levels, or longer windows, would show it)");
    }

    @Test
    void saturatedLevelsAreNotFittedButKeepTheirMeasurement() {
        LevelResult saturated = LevelResult.builder().level(16).threads(256).operations(19_000).durationSeconds(10)
                .throughput(1_900).latencyMs(summary(900)).perSecond(List.of()).errors(Map.of()).histogram("")
                .details(Map.of(ModelWorkload.HOST_SERVERS, 2, ModelWorkload.HOST_BUSY_SERVERS, 2.0)).build();

        HorizontalForecast forecast = HorizontalForecast.of(List.of(level(1), level(2), level(4), saturated),
                PER_SHARD, 22, LatencyStatistic.MEAN).orElseThrow();

        assertThat(forecast.fittedShards()).containsExactly(1, 2, 4);
        assertThat(forecast.ceiling()).isCloseTo(2000, within(1e-6));
        assertThat(point(forecast, 16).saturated()).isTrue();
        assertThat(point(forecast, 16).measuredMeanMs()).isEqualTo(900);
    }

    @Test
    void itNeedsTwoUnsaturatedLevelsAndPredictsASweetSpotOnlyForAnSlaOnTheMean() {
        assertThat(HorizontalForecast.of(List.of(level(1)), PER_SHARD, 22, LatencyStatistic.MEAN)).isEmpty();

        HorizontalForecast forecast = HorizontalForecast.of(List.of(level(1), level(2)), PER_SHARD, 22,
                LatencyStatistic.P99).orElseThrow();

        assertThat(forecast.meanSlaShards()).isNull();
        assertThat(forecast.resources().get(0).demandMsCi95().known()).isFalse();
        assertThat(forecast.ceilingCi95().known()).isFalse();
    }

    private static HorizontalForecast.Point point(HorizontalForecast forecast, int shards) {
        return forecast.points().stream().filter(point -> point.shards() == shards).findFirst().orElseThrow();
    }

    private static LevelResult level(int shards) {
        return level(shards, 0);
    }

    /** A level at the offered load, the station's use off the line by {@code useError} servers. */
    private static LevelResult level(int shards, double useError) {
        double throughput = shards * PER_SHARD;
        double meanMs = 20 + QueueingDelay.meanWaitMs(2, 0, 1, throughput);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put(ModelWorkload.HOST_SERVERS, 2);
        details.put(ModelWorkload.HOST_BUSY_SERVERS, throughput / 1000 + useError);
        return LevelResult.builder().level(shards).threads(16 * shards).operations(Math.round(10 * throughput))
                .durationSeconds(10).throughput(throughput).latencyMs(summary(meanMs)).perSecond(List.of())
                .errors(Map.of()).histogram("").details(details).build();
    }

    /** The level with a 2-core host CPU used {@code idle} cores plus {@code msPerTransaction} a transaction. */
    private static LevelResult withHostCpu(LevelResult level, double idle, double msPerTransaction) {
        Map<String, Object> details = new LinkedHashMap<>(level.details());
        double busy = idle + level.throughput() * msPerTransaction / 1000;
        details.put("hostUserCores", busy);
        details.put("hostSystemCores", 0.0);
        details.put("hostIowaitCores", 0.0);
        details.put("hostStealCores", 0.0);
        details.put("hostIdleCores", 2 - busy);
        details.put("hostUnaccountedCores", 0.0);
        return level.toBuilder().details(details).build();
    }

    private static LatencySummary summary(double meanMs) {
        return new LatencySummary(meanMs, 1, new Percentiles(meanMs, meanMs, meanMs, meanMs, meanMs, meanMs));
    }
}
