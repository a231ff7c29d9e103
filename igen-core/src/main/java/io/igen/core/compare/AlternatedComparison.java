package io.igen.core.compare;

import io.igen.core.result.Alternation;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.stats.DetectableEffect;
import io.igen.core.stats.Interval;
import io.igen.core.stats.MeanEstimate;
import io.igen.core.stats.RatioEstimate;
import io.igen.core.stats.Verdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * B against A where both ran in the same windows, alternating in ABBA blocks ({@link Alternation}, {@code ab --design
 * abba}): per level, each block's B over A is one pair, and the ratio's interval is over the pairs of every launch
 * ({@link RatioEstimate#paired}). What a launch does to both settings alike (its JIT state, its data layout, the host's
 * minutes) cancels in each pair; what it does to one setting and not the other (an interaction) shows as launches
 * whose ratios disagree, which {@link Level#launchRatios} lists.
 *
 * @param levels per level, in the run's order
 */
public record AlternatedComparison(List<Level> levels) {

    /**
     * One level's verdict.
     *
     * @param blocks             the ABBA blocks, over all launches
     * @param aThroughput        operations per second under A, the mean over the blocks
     * @param bThroughput        under B
     * @param estimate           B over A with its 95 % interval and verdict
     * @param detectablePercent  the smallest difference these blocks would call with 80 % power
     * @param launchRatios       each launch's B over A, the geometric mean of its blocks
     * @param launchSpreadPercent the level's throughput (both settings together) from launch to launch, as a
     *                           coefficient of variation: the spread the pairing took out; NaN for one launch
     */
    public record Level(int level, int blocks, double aThroughput, double bThroughput, RatioEstimate estimate,
                        double detectablePercent, List<Double> launchRatios, double launchSpreadPercent) {

        /** The 95 % interval's half width relative to the ratio; infinite without an interval. */
        public double precision() {
            return estimate.ci95().known() ? estimate.ci95().halfWidth() / estimate.ratio()
                    : Double.POSITIVE_INFINITY;
        }
    }

    /**
     * The comparison of these launches' alternated windows.
     *
     * @param launches  each launch's result, every one run with an {@link Alternation}
     * @param tolerance the relative difference within which A and B count as the same
     * @throws IllegalArgumentException when a launch did not alternate
     */
    public static AlternatedComparison of(List<RunResult> launches, double tolerance) {
        Map<Integer, List<List<Alternation.Block>>> byLevel = new LinkedHashMap<>();
        Map<Integer, List<Double>> throughputs = new LinkedHashMap<>();
        for (RunResult launch : launches) {
            Alternation alternation = launch.config().alternation();
            if (alternation == null) {
                throw new IllegalArgumentException("launch " + launch.runId() + " did not alternate its settings");
            }
            for (LevelResult level : launch.levels()) {
                byLevel.computeIfAbsent(level.level(), key -> new ArrayList<>())
                        .add(alternation.blocks(level.perSecond()));
                throughputs.computeIfAbsent(level.level(), key -> new ArrayList<>()).add(level.throughput());
            }
        }
        List<Level> levels = new ArrayList<>();
        byLevel.forEach((level, perLaunch) -> levels.add(level(level, perLaunch, throughputs.get(level), tolerance)));
        return new AlternatedComparison(List.copyOf(levels));
    }

    private static Level level(int level, List<List<Alternation.Block>> perLaunch, List<Double> throughputs,
                               double tolerance) {
        List<Alternation.Block> blocks = perLaunch.stream().flatMap(List::stream).toList();
        double[] a = blocks.stream().mapToDouble(Alternation.Block::a).toArray();
        double[] b = blocks.stream().mapToDouble(Alternation.Block::b).toArray();
        List<Double> launchRatios = perLaunch.stream().filter(launch -> !launch.isEmpty())
                .map(launch -> RatioEstimate.paired(launch.stream().mapToDouble(Alternation.Block::a).toArray(),
                        launch.stream().mapToDouble(Alternation.Block::b).toArray(), tolerance).ratio())
                .toList();
        double spread = throughputs.size() < 2 ? Double.NaN
                : 100 * MeanEstimate.of(throughputs.stream().mapToDouble(Double::doubleValue).toArray())
                        .coefficientOfVariation();
        if (blocks.isEmpty()) {
            return new Level(level, 0, Double.NaN, Double.NaN,
                    new RatioEstimate(Double.NaN, Interval.UNKNOWN, Verdict.INCONCLUSIVE), Double.NaN, launchRatios,
                    spread);
        }
        return new Level(level, blocks.size(), MeanEstimate.of(a).mean(), MeanEstimate.of(b).mean(),
                RatioEstimate.paired(a, b, tolerance), DetectableEffect.pairedPercent(a, b), launchRatios, spread);
    }
}
