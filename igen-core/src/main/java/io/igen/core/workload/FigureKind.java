package io.igen.core.workload;

import java.util.Objects;

/**
 * What a benchmark-specific figure of a level is: its unit, and how the parts of a run combine it ({@code merge}).
 * A workload declares one for each figure it reports ({@link io.igen.core.workload.Workload#figures()}); a result
 * file carries the declarations under {@code figures}.
 *
 * @param unit        what the value counts ("statements/s", "ms", "shards")
 * @param combination how parts combine it
 */
public record FigureKind(String unit, Combination combination) {

    public FigureKind {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(combination, "combination");
    }

    /** A figure whose parts add up. */
    public static FigureKind sum(String unit) {
        return new FigureKind(unit, Combination.SUM);
    }

    /** A figure per operation: parts averaged, weighted by their operations. */
    public static FigureKind mean(String unit) {
        return new FigureKind(unit, Combination.MEAN);
    }

    /** A figure whose largest part counts. */
    public static FigureKind max(String unit) {
        return new FigureKind(unit, Combination.MAX);
    }

    /** A figure of the host a part ran on: merged levels keep each part's value under its name. */
    public static FigureKind perPart(String unit) {
        return new FigureKind(unit, Combination.PER_PART);
    }

    /** Figures per part of the work ({@code unit} names the part: "shard"), joined over the parts of the run. */
    public static FigureKind byPartition(String unit) {
        return new FigureKind(unit, Combination.BY_PARTITION);
    }

    /** The times of the steps of an operation, in {@code unit}, a map from each step to its figures and histogram. */
    public static FigureKind steps(String unit) {
        return new FigureKind(unit, Combination.STEPS);
    }
}
