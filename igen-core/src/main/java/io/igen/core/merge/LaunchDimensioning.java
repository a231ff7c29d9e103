package io.igen.core.merge;

import io.igen.core.result.LevelResult;
import io.igen.core.result.Repetition.LevelRepetition;
import io.igen.core.result.RunResult;
import io.igen.core.stats.BatchMeans;
import io.igen.core.stats.DetectableEffect;
import io.igen.core.stats.MannKendall;
import io.igen.core.stats.MeanEstimate;
import io.igen.core.stats.VarianceComponents;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Kalibera & Jones' dimensioning, done for the user after a repeated run: per level, the precision its throughput
 * reached over the launches, how much of the variance the launches themselves add (against the noise inside each
 * window, from the windows' batch means), and whether more launches or longer windows would tighten it at less cost.
 */
public final class LaunchDimensioning {

    /** Below this share of launch variance, the window's own noise dominates. */
    private static final double WINDOW_DOMINATES = 0.25;

    private LaunchDimensioning() {
    }

    /**
     * @param combined          the combined result (its levels carry the intervals over launches)
     * @param launches          each launch's own result, in order
     * @param meanLaunchSeconds the time one launch took, start to exit
     */
    public static List<LevelRepetition> of(RunResult combined, List<RunResult> launches, double meanLaunchSeconds) {
        double windowsPerLaunch = combined.levels().stream().mapToDouble(level -> level.durationSeconds()).sum()
                / Math.max(1, launches.size());
        double launchOverheadSeconds = Math.max(1, meanLaunchSeconds - windowsPerLaunch);
        List<LevelRepetition> levels = new ArrayList<>();
        for (int index = 0; index < combined.levels().size(); index++) {
            LevelResult level = combined.levels().get(index);
            Double precision = level.throughputCi95().known()
                    ? round(100 * level.throughputCi95().halfWidth() / level.throughput()) : null;
            double[][] batches = batchMeans(launches, index);
            if (batches.length < 2) {
                // windows too short for batches still have a launch spread when there are launches
                levels.add(new LevelRepetition(level.level(), precision, null, null,
                        launches.size() < 2 ? "one launch: add launches to see how much launches differ"
                                : "windows too short to split into batches: lengthen --duration to see what share of "
                                + "the spread is the launches'", null,
                        launchCvPercent(launches, index), detectableChangePercent(launches, index)));
                continue;
            }
            VarianceComponents components = VarianceComponents.of(batches);
            double windowSeconds = level.durationSeconds() / launches.size();
            double batchSeconds = windowSeconds / components.batchesPerLaunch();
            long optimalBatches = components.optimalBatchesPerLaunch(batchSeconds, launchOverheadSeconds);
            Double optimalWindow = optimalBatches == 0 ? null : (double) Math.round(optimalBatches * batchSeconds);
            levels.add(new LevelRepetition(level.level(), precision, round(100 * components.launchShare()),
                    optimalWindow, advice(components, windowSeconds, optimalWindow), drift(launches, index),
                    launchCvPercent(launches, index), detectableChangePercent(launches, index)));
        }
        return levels;
    }

    /** The coefficient of variation of the launches' throughput at a level, in percent (n - 1 in the variance). */
    static Double launchCvPercent(List<RunResult> launches, int index) {
        double[] throughputs = throughputs(launches, index);
        return throughputs.length < 2 ? null : round(100 * MeanEstimate.of(throughputs).coefficientOfVariation());
    }

    /** What these launches resolve against a series like them ({@link DetectableEffect#againstTwin}), in percent. */
    static Double detectableChangePercent(List<RunResult> launches, int index) {
        double[] throughputs = throughputs(launches, index);
        if (throughputs.length < 2) {
            return null;
        }
        double percent = DetectableEffect.againstTwin(MeanEstimate.of(throughputs).coefficientOfVariation(),
                throughputs.length);
        return Double.isFinite(percent) ? round(percent) : null;
    }

    private static double[] throughputs(List<RunResult> launches, int index) {
        return launches.stream().filter(launch -> launch.levels().size() > index)
                .mapToDouble(launch -> launch.levels().get(index).throughput()).toArray();
    }

    /**
     * Whether the level's throughput rose or fell launch after launch: then the launches are not samples of one
     * thing, and the host or the database (dead rows, a purge backlog) changed under them.
     */
    private static String drift(List<RunResult> launches, int index) {
        double[] throughputs = throughputs(launches, index);
        MannKendall test = MannKendall.of(throughputs);
        if (!test.trends()) {
            return null;
        }
        return String.format(Locale.ROOT, "throughput %s launch after launch (Mann-Kendall z = %.2f over %d launches): "
                + "the host or the database drifts; compare settings with ab (interleaved), and look at each launch's "
                + "database state", test.z() < 0 ? "falls" : "rises", test.z(), throughputs.length);
    }

    private static String advice(VarianceComponents components, double windowSeconds, Double optimalWindow) {
        double share = components.launchShare();
        if (optimalWindow == null || share < WINDOW_DOMINATES) {
            return String.format(Locale.ROOT, "the window's own noise dominates (launches add %.0f%% of the variance): "
                    + "a longer --duration tightens the interval at less cost than launches", 100 * share);
        }
        String launches = String.format(Locale.ROOT, "launches differ (they add %.0f%% of the variance): more launches "
                + "tighten the interval", 100 * share);
        if (optimalWindow > 1.5 * windowSeconds) {
            return launches + String.format(Locale.ROOT, "; windows of about %.0f s would cost less for the same precision",
                    optimalWindow);
        }
        if (optimalWindow < windowSeconds / 1.5) {
            return launches + String.format(Locale.ROOT, "; shorter windows (about %.0f s) and more of them would cost "
                    + "less", optimalWindow);
        }
        return launches + "; the window is about the cheapest length";
    }

    /** Per launch, the batch means of its window at the level's index; launches without it are left out. */
    private static double[][] batchMeans(List<RunResult> launches, int index) {
        List<double[]> means = new ArrayList<>();
        for (RunResult launch : launches) {
            if (launch.levels().size() > index) {
                double[] series = launch.levels().get(index).perSecond().stream().mapToDouble(Long::doubleValue).toArray();
                means.add(BatchMeans.of(series));
            }
        }
        int batches = means.stream().mapToInt(array -> array.length).min().orElse(0);
        if (batches < 2) {
            return new double[0][];
        }
        return means.stream().map(array -> Arrays.copyOfRange(array, array.length - batches, array.length))
                .toArray(double[][]::new);
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
