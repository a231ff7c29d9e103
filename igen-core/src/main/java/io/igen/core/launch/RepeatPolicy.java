package io.igen.core.launch;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunResult;
import io.igen.core.stats.RatioEstimate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How many JVM launches a repeated run takes: {@code --repeat N} runs N; {@code --repeat auto} runs at least
 * {@link #AUTO_MINIMUM}, then more until every level's 95 % throughput interval is within the target precision, or
 * until another launch would overrun the time budget (DaCapo's {@code -converge}, with the launch as the unit).
 *
 * @param auto              whether launches go on until precise
 * @param count             the launches of a fixed repeat; with {@code auto}, the least
 * @param targetPrecision   with {@code auto}: the 95 % half width asked of every level, relative (0.03 for ±3 %)
 * @param timeBudgetSeconds with {@code auto}: how long the launches may take together
 */
public record RepeatPolicy(boolean auto, int count, double targetPrecision, double timeBudgetSeconds) {

    /** The fewest launches of {@code auto}: two give an interval with one degree of freedom, far too wide to decide. */
    public static final int AUTO_MINIMUM = 3;
    /** The most launches of {@code auto}, whatever the budget. */
    public static final int AUTO_MAXIMUM = 50;
    /**
     * With {@code auto}, the fewest launches of {@code ab --design abba}: each launch holds both settings, and a second
     * shows whether the first one's ratio was its own.
     */
    public static final int AUTO_MINIMUM_ALTERNATED = 2;
    /** ±3 %: a ratio of two such runs is then known to about ±4.3 %, inside {@code compare}'s default tolerance. */
    public static final double DEFAULT_TARGET_PRECISION = RunDefaults.TARGET_PRECISION_PERCENT / 100.0;
    /** 20 minutes: about eight launches of the default OLTP run; longer studies give their own budget. */
    public static final double DEFAULT_TIME_BUDGET_SECONDS = RunDefaults.REPEAT_TIME_BUDGET_MINUTES * 60;

    public static RepeatPolicy fixed(int count) {
        return new RepeatPolicy(false, count, DEFAULT_TARGET_PRECISION, DEFAULT_TIME_BUDGET_SECONDS);
    }

    public static RepeatPolicy auto(double targetPrecision, double timeBudgetSeconds) {
        return new RepeatPolicy(true, AUTO_MINIMUM, targetPrecision, timeBudgetSeconds);
    }

    /** Whether the run is launched more than once. */
    public boolean repeated() {
        return auto || count > 1;
    }

    /** {@code auto} or {@code fixed}, as the result records it. */
    public String mode() {
        return auto ? "auto" : "fixed";
    }

    /**
     * Why to run no further launch, or empty to run another.
     *
     * @param launches       launches run so far (of each side, when two configurations alternate)
     * @param sides          each configuration's launches combined, with intervals over the launches
     * @param elapsedSeconds the time they took together
     */
    public Optional<String> stopAfter(int launches, List<RunResult> sides, double elapsedSeconds) {
        return stopAfter(launches, sides, elapsedSeconds, 0);
    }

    /**
     * Why to run no further launch, or empty to run another, when the budget also paid for something before the
     * launches (the launch cache's training): a launch is still estimated from the launches alone.
     *
     * @param trainingSeconds the budget spent before the first launch
     */
    public Optional<String> stopAfter(int launches, List<RunResult> sides, double elapsedSeconds,
                                      double trainingSeconds) {
        if (!auto) {
            return launches >= count ? Optional.of("ran the " + count + " launches asked for")
                    : Optional.empty();
        }
        if (launches < AUTO_MINIMUM) {
            return Optional.empty();
        }
        List<LevelPrecision> levels = sides.stream().flatMap(side -> side.levels().stream())
                .map(level -> new LevelPrecision(level.level(), precision(level))).toList();
        return stopAt(launches, levels, "throughput interval", sides.size() == 1 ? "launch" : "round", elapsedSeconds,
                trainingSeconds);
    }

    /**
     * Why to run no further round of a duet, or empty to run another: with {@code auto}, the precision asked is that of
     * every level's ratio of B to A, judged pair by pair ({@link RatioEstimate#paired}), since that is what a duet
     * decides; each side's own interval carries the host's swings, which the pairs cancel.
     *
     * @param a A's launches combined, launch i paired with B's launch i
     */
    public Optional<String> stopAfterPairs(int rounds, RunResult a, RunResult b, double elapsedSeconds,
                                           double trainingSeconds) {
        if (!auto || rounds < AUTO_MINIMUM) {
            return stopAfter(rounds, List.of(a, b), elapsedSeconds, trainingSeconds);
        }
        List<LevelPrecision> levels = new ArrayList<>();
        for (LevelResult levelOfA : a.levels()) {
            b.levels().stream().filter(levelOfB -> levelOfB.level() == levelOfA.level()).findFirst()
                    .ifPresent(levelOfB -> levels.add(new LevelPrecision(levelOfA.level(),
                            pairedPrecision(levelOfA, levelOfB))));
        }
        return stopAt(rounds, levels, "paired ratio interval", "round", elapsedSeconds, trainingSeconds);
    }

    /**
     * Why to run no further launch of {@code ab --design abba}, or empty to run another: with {@code auto}, at least
     * {@link #AUTO_MINIMUM_ALTERNATED} launches, then until every level's ratio of B to A, over the ABBA blocks of all
     * launches so far, is within the target.
     *
     * @param precisionByLevel each level's relative 95 % half width of that ratio
     */
    public Optional<String> stopAfterAlternated(int launches, Map<Integer, Double> precisionByLevel,
                                                double elapsedSeconds, double trainingSeconds) {
        if (!auto) {
            return stopAfter(launches, List.of(), elapsedSeconds, trainingSeconds);
        }
        if (launches < AUTO_MINIMUM_ALTERNATED) {
            return Optional.empty();
        }
        List<LevelPrecision> levels = precisionByLevel.entrySet().stream()
                .map(level -> new LevelPrecision(level.getKey(), level.getValue())).toList();
        return stopAt(launches, levels, "ratio interval over ABBA blocks", "launch", elapsedSeconds,
                trainingSeconds);
    }

    private Optional<String> stopAt(int launches, List<LevelPrecision> levels, String interval, String unit,
                                    double elapsedSeconds, double trainingSeconds) {
        Optional<LevelPrecision> widest = levels.stream().max(Comparator.comparingDouble(LevelPrecision::precision));
        String target = percent(targetPrecision);
        if (widest.isEmpty() || widest.get().precision() <= targetPrecision) {
            return Optional.of("every level's 95% " + interval + " is within ±" + target
                    + widest.map(level -> " (widest: level " + level.level() + " at ±" + percent(level.precision())
                            + ")").orElse(""));
        }
        String widestText = "; level " + widest.get().level() + " reached ±" + percent(widest.get().precision())
                + ", target ±" + target;
        if (launches >= AUTO_MAXIMUM) {
            return Optional.of("reached the most launches, " + AUTO_MAXIMUM + widestText);
        }
        double perLaunch = elapsedSeconds / launches;
        double spent = trainingSeconds + elapsedSeconds;
        if (spent + perLaunch > timeBudgetSeconds) {
            return Optional.of(String.format(Locale.ROOT, "another %s (about %.0f s) would overrun the time budget "
                    + "(%.0f of %.0f s spent%s)", unit, perLaunch, spent,
                    timeBudgetSeconds, trainingSeconds > 0
                            ? String.format(Locale.ROOT, ", %.0f s of it training the launch cache", trainingSeconds)
                            : "") + widestText);
        }
        return Optional.empty();
    }

    /** A level and the relative 95 % half width reached there. */
    private record LevelPrecision(int level, double precision) {
    }

    /** The relative 95 % half width of B's ratio to A at a level, judged pair by pair; infinite when unknown. */
    static double pairedPrecision(LevelResult a, LevelResult b) {
        double[] of = a.samples().stream().mapToDouble(RepeatSample::throughput).toArray();
        double[] to = b.samples().stream().mapToDouble(RepeatSample::throughput).toArray();
        if (of.length < 2 || of.length != to.length) {
            return Double.POSITIVE_INFINITY;
        }
        RatioEstimate ratio = RatioEstimate.paired(of, to, 0);
        return ratio.ci95().known() ? ratio.ci95().halfWidth() / ratio.ratio() : Double.POSITIVE_INFINITY;
    }

    /** What {@code auto} does, for the terminal: "at least 3, until ±3.0% or 20 min". */
    public String describe() {
        double budget = timeBudgetSeconds;
        return "at least " + AUTO_MINIMUM + ", until ±" + percent(targetPrecision) + " or "
                + (budget < 120 ? String.format(Locale.ROOT, "%.0f s", budget) : String.format(Locale.ROOT, "%.0f min", budget / 60));
    }

    /** The relative 95 % half width of a level's throughput; infinite when unknown. */
    static double precision(LevelResult level) {
        return level.throughputCi95().known() && level.throughput() > 0
                ? level.throughputCi95().halfWidth() / level.throughput() : Double.POSITIVE_INFINITY;
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, Double.isInfinite(fraction) ? "?%%" : "%.1f%%", 100 * fraction);
    }
}
