package io.igen.oltp.tools.capacity;

import io.igen.core.report.Numbers;
import io.igen.core.report.TextTable;
import io.igen.core.result.LatencyStatistic;
import io.igen.core.stats.Interval;
import io.igen.core.stats.ScalabilityFit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A capacity study in words and one table, for the terminal and the HTML report alike. */
public final class CapacityText {

    private CapacityText() {
    }

    /** The figures lines, the horizontal table and the answer, as the terminal shows them. */
    public static String render(CapacityFigures figures) {
        StringBuilder text = new StringBuilder();
        plan(figures).forEach(line -> text.append(line).append('\n'));
        text.append(TextTable.render(table(figures)));
        if (figures.forecast() != null) {
            forecast(figures.forecast(), figures.criteria()).forEach(line -> text.append(line).append('\n'));
        } else {
            long unsaturated = figures.levels().stream().filter(point -> !point.saturated()
                    && point.throughput().achieved() > 0).count();
            text.append("no forecast: it needs ").append(HorizontalForecast.MIN_LEVELS)
                    .append(" unsaturated levels that recorded a shared resource's use (").append(unsaturated)
                    .append(" unsaturated here)\n");
        }
        text.append(answer(figures)).append('\n');
        return text.toString();
    }

    /**
     * The forecast in a few lines: what it stands on, each shared resource's demand and ceiling, the curve beyond the
     * levels measured, and the sweet spot it predicts.
     */
    static List<String> forecast(HorizontalForecast forecast, CapacityFigures.Criteria criteria) {
        List<String> lines = new ArrayList<>();
        lines.add("forecast from the unsaturated levels " + String.join(", ",
                forecast.fittedShards().stream().map(String::valueOf).toList()) + " (shards), by the utilisation law:");
        for (HorizontalForecast.ResourceDemand resource : forecast.resources()) {
            String use = "  " + resource.name() + " (" + Numbers.readable(resource.capacity()) + " " + resource.unit()
                    + "): " + Numbers.readable(resource.demandMs()) + " " + interval(resource.demandMsCi95())
                    + " ms a transaction, " + Numbers.readable(resource.idleUse()) + " busy at no load";
            if (resource.ceiling() == null) {
                lines.add(use + "; its use did not grow with the load");
            } else if (!resource.fills()) {
                lines.add(use + "; left out: its demand's interval reaches 0, so the data do not show it growing "
                        + "with the load (point estimate: full at " + count(resource.ceiling()) + " transactions/s)");
            } else {
                lines.add(use + "; full at " + count(resource.ceiling()) + " " + countInterval(resource.ceilingCi95())
                        + " transactions/s");
            }
        }
        int lastFitted = forecast.fittedShards().get(forecast.fittedShards().size() - 1);
        if (forecast.bottleneck() == null) {
            lines.add("  beyond level " + lastFitted + ": nothing the data support: no shared resource's use is shown "
                    + "to grow with the load (more levels, or longer windows, would show it)");
            return lines;
        }
        lines.add("  mean response besides queueing for them: " + Numbers.readable(forecast.baseMeanMs()) + " ms "
                + interval(forecast.baseMeanMsCi95()) + ", from the levels that used them at most half");
        List<String> beyond = forecast.points().stream().filter(point -> point.shards() > lastFitted
                && !point.saturated()).map(point -> point.shards() + " shards " + Numbers.readable(point.meanMs())
                + " ms " + interval(point.meanMsCi95())).toList();
        lines.add("  predicted mean response beyond level " + lastFitted + ": "
                + (beyond.isEmpty() ? "" : String.join(", ", beyond) + "; ") + "saturated from "
                + (int) Math.floor(forecast.ceilingShards() + 1) + " shards (" + forecast.bottleneck() + " full at "
                + Numbers.readable(forecast.ceilingShards()) + " shards)");
        if (criteria.slaStatistic() != LatencyStatistic.MEAN) {
            lines.add("  no predicted sweet spot: the forecast predicts the mean, the SLA limits "
                    + criteria.slaStatistic());
        } else {
            lines.add("  predicted sweet spot (mean <= " + Numbers.readable(criteria.slaMs()) + " ms): "
                    + (forecast.meanSlaShards() == null ? "none" : forecast.meanSlaShards() + " shards"));
        }
        return lines;
    }

    /** The vertical peak and the load it gives each shard. */
    public static List<String> plan(CapacityFigures figures) {
        ShardPeak peak = figures.perShardPeak();
        CapacityFigures.OfferedLoad offered = figures.offered();
        List<String> lines = new ArrayList<>();
        lines.add("vertical peak of one shard: " + count(peak.throughput()) + " transactions/s ("
                        + count(peak.statementsPerSecond()) + " statements/s) at " + threads(peak.threads()) + ", mean "
                        + Numbers.readable(peak.meanMs()) + " ms");
        if (figures.verticalFit() != null) {
            lines.add(fit(figures.verticalFit()));
        } else if (figures.noVerticalFit() != null) {
            lines.add("no USL fit of the vertical sweep: " + figures.noVerticalFit());
        }
        lines.add("offered per shard: " + percent(offered.loadFraction()) + " of the peak = "
                        + Numbers.readable(offered.targetPerShard()) + " transactions/s -> "
                        + threads(offered.threadsPerShard()) + " x " + Numbers.readable(offered.ratePerThread())
                        + " transactions/s = " + count(offered.offeredPerShard()) + " transactions/s");
        return lines;
    }

    /**
     * The fitted curve in one line: its coefficients with their intervals, then "predicted peak at 31 [27, 35]
     * threads, 1,200 [1,150, 1,250] transactions/s"; or, when kappa's interval reaches 0, "no peak the data support at
     * 95 % (the point estimates peak at 8 threads)" and the ceiling lambda / sigma when sigma's interval clears 0.
     */
    static String fit(ScalabilityFit fit) {
        String coefficients = "USL fit of the vertical sweep (" + fit.levels() + " levels): lambda "
                + Numbers.readable(fit.lambda()) + " " + interval(fit.lambdaCi95()) + "/s, sigma "
                + Numbers.readable(fit.sigma()) + " " + interval(fit.sigmaCi95()) + ", kappa "
                + Numbers.readable(fit.kappa()) + " " + interval(fit.kappaCi95());
        if (fit.peakThreads() == null) {
            String point = fit.pointPeakThreads() == null ? "" : " (the point estimates peak at "
                    + Numbers.readable(fit.pointPeakThreads()) + " threads)";
            String ceiling = fit.peakThroughputCi95().known() ? ", throughput approaches "
                    + Numbers.readable(fit.peakThroughput()) + " " + interval(fit.peakThroughputCi95())
                    + " transactions/s" : ", nor a ceiling (sigma's interval reaches 0)";
            return coefficients + ": no peak the data support at 95 %" + point + ceiling;
        }
        return coefficients + ": predicted peak at " + Numbers.readable(fit.peakThreads()) + " "
                + interval(fit.peakThreadsCi95()) + " threads, " + Numbers.readable(fit.peakThroughput()) + " "
                + interval(fit.peakThroughputCi95()) + " transactions/s";
    }

    private static String countInterval(Interval interval) {
        return interval.known() ? "[" + count(interval.low()) + ", " + count(interval.high()) + "]" : "[?]";
    }

    private static String interval(Interval interval) {
        if (!interval.known()) {
            return "[?]";
        }
        return "[" + Numbers.readable(interval.low()) + ", " + Numbers.readable(interval.high()) + "]";
    }

    /**
     * One row per horizontal level, with the forecast's mean beside the measured one; "SATURATED" where the achieved
     * throughput fell short of the offered load.
     */
    public static List<List<String>> table(CapacityFigures figures) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("shards", "threads", "offered tx/s", "achieved tx/s", "statements/s", "mean ms",
                "forecast ms", "p99 ms", "saturated"));
        for (HorizontalPoint point : figures.levels()) {
            HorizontalPoint.Throughput throughput = point.throughput();
            rows.add(List.of(Integer.toString(point.shards()), Integer.toString(point.threads()),
                    count(throughput.offered()), count(throughput.achieved()),
                    count(throughput.achievedStatementsPerSecond()), millis(point, point.responseTime().meanMs()),
                    forecastMs(figures.forecast(), point.shards()), millis(point, point.responseTime().p99Ms()),
                    point.saturated() ? "SATURATED" : "no"));
        }
        return rows;
    }

    /** The forecast's mean at a measured level: "-" without a forecast, "saturated" past its ceiling. */
    private static String forecastMs(HorizontalForecast forecast, int shards) {
        if (forecast == null) {
            return "-";
        }
        return forecast.points().stream().filter(point -> point.shards() == shards).findFirst()
                .map(point -> point.saturated() ? "saturated" : Numbers.readable(point.meanMs())).orElse("-");
    }

    /** The one number the study is for: how many shards this server carries within the SLA. */
    public static String answer(CapacityFigures figures) {
        SweetSpot spot = figures.sweetSpot();
        if (spot == null) {
            return "sweet spot: none: no shard level kept " + figures.criteria().slaStatistic() + " within "
                    + Numbers.readable(figures.criteria().slaMs()) + " ms without saturating";
        }
        return "sweet spot: this server carries " + spot.shards() + (spot.shards() == 1 ? " shard" : " shards")
                + " within " + spot.statistic() + " <= " + Numbers.readable(spot.slaMs()) + " ms: "
                + count(spot.throughput()) + " transactions/s, " + count(spot.statementsPerSecond())
                + " statements/s (" + spot.statistic() + " " + Numbers.readable(spot.latencyMs()) + " ms)";
    }

    /** "-" where nothing scheduled in the window committed: there is no response time, not one of 0 ms. */
    private static String millis(HorizontalPoint point, double ms) {
        return point.throughput().achieved() == 0 ? "-" : Numbers.readable(ms);
    }

    private static String threads(int threads) {
        return threads + (threads == 1 ? " thread" : " threads");
    }

    private static String count(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * fraction);
    }
}
