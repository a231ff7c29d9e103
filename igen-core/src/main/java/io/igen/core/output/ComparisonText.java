package io.igen.core.output;

import io.igen.core.compare.Comparison;
import io.igen.core.compare.Curve;
import io.igen.core.compare.CurvePoint;
import io.igen.core.compare.ThroughputRatio;
import io.igen.core.report.Numbers;
import io.igen.core.report.TextTable;
import io.igen.core.stats.DetectableEffect;
import io.igen.core.stats.RatioEstimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/** A comparison as text for the terminal: the runs, what differs, then the ratio at every common level and at peak. */
public final class ComparisonText {

    private ComparisonText() {
    }

    public static String render(Comparison comparison) {
        StringBuilder text = new StringBuilder();
        List<Curve> curves = comparison.curves();
        text.append("Comparing ").append(comparison.subject()).append(" (").append(comparison.unit())
                .append("; ratios against [1]):\n");
        for (int i = 0; i < curves.size(); i++) {
            Curve curve = curves.get(i);
            text.append("  [").append(i + 1).append("] ").append(curve.source());
            String host = curve.circumstances().get("host");
            text.append(host == null ? "" : " (" + host + ", " + curve.circumstances().get("cpu") + ")")
                    .append(": ").append(launches(curve)).append('\n');
        }
        if (comparison.differences().isEmpty()) {
            text.append("No differences in environment or settings.\n");
        } else {
            text.append("Differences:\n");
            comparison.differences().forEach((name, values) -> {
                text.append("  ").append(name).append(":");
                for (int i = 0; i < values.size(); i++) {
                    text.append(i == 0 ? " " : " | ").append('[').append(i + 1).append("] ").append(values.get(i));
                }
                text.append('\n');
            });
        }
        text.append(TextTable.render(rows(comparison)));
        text.append(String.format(Locale.ROOT, "verdict (from launches): 'higher' or 'lower' when the ratio's 95%% "
                + "interval excludes 1; 'same' when it lies within ±%.0f%% of 1 (--tolerance); else 'inconclusive'.%n",
                100 * comparison.tolerance()));
        if (comparison.paired()) {
            text.append("paired: launch i of each side ran at the same time (duet), so each ratio's interval is over "
                    + "the pairs' ratios, and what the host did during a pair fell on both.\n");
        }
        for (int i = 1; i < curves.size(); i++) {
            resolvable(comparison, i).ifPresent(line -> text.append(line).append('\n'));
        }
        comparison.uncertaintyNotes().forEach(note -> text.append("Note: ").append(note).append('\n'));
        return text.toString();
    }

    /**
     * Header, a row per common level, and a peak row: each run's throughput with its 95 % half width, each later
     * run's ratio to [1] with the ratio's interval and verdict, the mean response times and their ratios, then, where
     * the results have them, each run's driver and server CPU per operation.
     */
    public static List<List<String>> rows(Comparison comparison) {
        List<Curve> curves = comparison.curves();
        List<String> header = new ArrayList<>(List.of("level"));
        for (int i = 0; i < curves.size(); i++) {
            header.add("[" + (i + 1) + "] " + comparison.unit());
            if (i > 0) {
                header.addAll(List.of("[" + (i + 1) + "]/[1]", "95% CI", "verdict"));
            }
        }
        for (int i = 0; i < curves.size(); i++) {
            header.add("[" + (i + 1) + "] mean ms");
            if (i > 0) {
                header.add("[" + (i + 1) + "]/[1]");
            }
        }
        boolean driverCpu = any(curves, point -> point.cpuPerOperation().driverMs());
        boolean serverCpu = any(curves, point -> point.cpuPerOperation().serverMs());
        for (int i = 0; i < curves.size(); i++) {
            if (driverCpu) {
                header.add("[" + (i + 1) + "] driver ms/op");
            }
            if (serverCpu) {
                header.add("[" + (i + 1) + "] server ms/op");
            }
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(header);
        for (int level : comparison.commonLevels()) {
            List<CurvePoint> points = curves.stream().map(curve -> curve.at(level).orElseThrow()).toList();
            rows.add(withCpu(row(Integer.toString(level), points, false, comparison), points, driverCpu, serverCpu));
        }
        List<CurvePoint> peaks = curves.stream().map(curve -> curve.peak().orElseThrow()).toList();
        rows.add(withCpu(row("peak", peaks, true, comparison), peaks, driverCpu, serverCpu));
        return rows;
    }

    /** Whether any point of any curve has the figure. */
    private static boolean any(List<Curve> curves, ToDoubleFunction<CurvePoint> figure) {
        return curves.stream().flatMap(curve -> curve.points().stream())
                .anyMatch(point -> !Double.isNaN(figure.applyAsDouble(point)));
    }

    /** The row with each run's CPU per operation, the driver's then the servers', side by side. */
    private static List<String> withCpu(List<String> row, List<CurvePoint> points, boolean driverCpu,
                                        boolean serverCpu) {
        for (CurvePoint point : points) {
            if (driverCpu) {
                row.add(Numbers.readable(point.cpuPerOperation().driverMs()));
            }
            if (serverCpu) {
                row.add(Numbers.readable(point.cpuPerOperation().serverMs()));
            }
        }
        return row;
    }

    private static List<String> row(String label, List<CurvePoint> points, boolean showLevel,
                                    Comparison comparison) {
        List<String> row = new ArrayList<>(List.of(label));
        CurvePoint baseline = points.get(0);
        for (int i = 0; i < points.size(); i++) {
            CurvePoint point = points.get(i);
            row.add(Numbers.readable(point.throughput()) + Numbers.plusMinus(point.throughput(),
                    point.throughputEstimate().ci95()) + (showLevel ? " @" + point.level() : ""));
            if (i > 0) {
                ThroughputRatio ratio = ThroughputRatio.of(baseline, point, comparison.tolerance(),
                        comparison.paired());
                RatioEstimate estimate = ratio.estimate();
                row.add(ratio(estimate.ratio()));
                row.add(Numbers.interval(estimate.ci95(), "%.2f"));
                String because = ratio.inconclusiveBecause();
                row.add(estimate.verdict().label() + (because.startsWith("one") ? " (1 launch)" : ""));
            }
        }
        for (int i = 0; i < points.size(); i++) {
            row.add(Numbers.readable(points.get(i).meanMs()));
            if (i > 0) {
                row.add(ratio(Comparison.ratio(points.get(i).meanMs(), baseline.meanMs())));
            }
        }
        return row;
    }

    /**
     * The smallest difference run {@code index}'s launches and the baseline's could call higher or lower at each
     * level, so that an inconclusive verdict says how far the launches were from deciding; empty when a side has a
     * single launch.
     */
    static Optional<String> resolvable(Comparison comparison, int index) {
        List<String> levels = comparison.ratiosAtLevels(index).stream()
                .filter(ratio -> Double.isFinite(ratio.detectableChangePercent()))
                .map(ratio -> String.format(Locale.ROOT, "%d %.1f%%", ratio.level(), ratio.detectableChangePercent()))
                .toList();
        return levels.isEmpty() ? Optional.empty() : Optional.of("resolvable: [" + (index + 1) + "] against [1], the "
                + "smallest difference these launches call higher or lower with "
                + Math.round(100 * DetectableEffect.POWER) + "% power, at level " + String.join(", ", levels));
    }

    /** How many launches the curve's figures come from: "3 launches", "1 launch", "launches 3-5". */
    static String launches(Curve curve) {
        int least = curve.points().stream().mapToInt(CurvePoint::launches).min().orElse(0);
        int most = curve.points().stream().mapToInt(CurvePoint::launches).max().orElse(0);
        return least == most ? least + (least == 1 ? " launch" : " launches") : "launches " + least + "-" + most;
    }

    static String ratio(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2fx", ratio);
    }
}
