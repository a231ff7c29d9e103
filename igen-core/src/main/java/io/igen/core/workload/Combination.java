package io.igen.core.workload;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * How the parts of one run, measured by several driver processes at the same time, combine a benchmark-specific
 * figure of a level into the figure of the whole: the model is JMH's {@code AggregationPolicy}. The JSON names are a
 * contract (docs/results.md, {@code figures}).
 */
public enum Combination {
    /** Rates and counts: the parts' values add up (maps of counts add up key by key). */
    @JsonProperty("sum") SUM,
    /** Times and sizes per operation: the parts' values averaged, each weighted by its part's operations. */
    @JsonProperty("mean") MEAN,
    /** The largest of the parts' values. */
    @JsonProperty("max") MAX,
    /**
     * A map from each part of the work to its own figures (iGenOLTP's {@code perShard}): every part of the run drives
     * its own keys, so the maps join; two parts with the same key overlap, and are refused.
     */
    @JsonProperty("byPartition") BY_PARTITION,
    /**
     * Figures of the host a part ran on (its CPU split, its disks): no sum or mean of two hosts is a figure of either,
     * so the merged level keeps each part's value under the part's name.
     */
    @JsonProperty("perPart") PER_PART,
    /**
     * The times of the steps of an operation (iGenOLTP's {@code statements}): a map from each step to its count, mean,
     * percentiles and histogram; the parts' counts add up, their histograms add up step by step, and the percentiles
     * are read again from the sums.
     */
    @JsonProperty("steps") STEPS
}
