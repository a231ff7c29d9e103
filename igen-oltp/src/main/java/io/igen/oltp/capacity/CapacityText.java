package io.igen.oltp.capacity;

import io.igen.core.report.Numbers;
import io.igen.core.report.TextTable;
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
        text.append(answer(figures)).append('\n');
        return text.toString();
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

    private static String interval(Interval interval) {
        if (!interval.known()) {
            return "[?]";
        }
        return "[" + Numbers.readable(interval.low()) + ", " + Numbers.readable(interval.high()) + "]";
    }

    /** One row per horizontal level; "SATURATED" where the achieved throughput fell short of the offered load. */
    public static List<List<String>> table(CapacityFigures figures) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("shards", "threads", "offered tx/s", "achieved tx/s", "statements/s", "mean ms", "p99 ms",
                "saturated"));
        for (HorizontalPoint point : figures.levels()) {
            HorizontalPoint.Throughput throughput = point.throughput();
            rows.add(List.of(Integer.toString(point.shards()), Integer.toString(point.threads()),
                    count(throughput.offered()), count(throughput.achieved()),
                    count(throughput.achievedStatementsPerSecond()), millis(point, point.responseTime().meanMs()),
                    millis(point, point.responseTime().p99Ms()), point.saturated() ? "SATURATED" : "no"));
        }
        return rows;
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
