package io.igen.core.workload;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How the parts of one run, measured by several driver processes at the same time, combine a benchmark-specific
 * figure of a level into the figure of the whole: the model is JMH's {@code AggregationPolicy}.
 */
public enum Combination {
    /** Rates and counts: the parts' values add up (maps of counts add up key by key). */
    SUM("sum"),
    /** Times and sizes per operation: the parts' values averaged, each weighted by its part's operations. */
    MEAN("mean"),
    /** The largest of the parts' values. */
    MAX("max"),
    /**
     * A map from each part of the work to its own figures (iGenOLTP's {@code perShard}): every part of the run drives
     * its own keys, so the maps join; two parts with the same key overlap, and are refused.
     */
    BY_PARTITION("byPartition");

    private final String label;

    Combination(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }
}
