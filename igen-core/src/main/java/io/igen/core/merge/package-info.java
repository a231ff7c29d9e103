/**
 * Combining measurements of the same levels into one: {@link io.igen.core.merge.RunMerger} joins the result files
 * that several driver processes wrote of one run (counts add up, latency histograms are summed and their
 * percentiles recomputed, never averaged; mean and standard deviation are combined exactly), and
 * {@link io.igen.core.merge.RepeatedRuns} makes one result of {@code --repeat}'s fresh-JVM runs (each repeat a sample of
 * every level, with 95 % intervals; {@code RunMerger.mergeLevel} sums their histograms). Comparing runs with each other
 * lives in {@code compare}.
 *
 * <p>May depend on {@code measure}, {@code result}, {@code stats} and {@code workload}.
 */
package io.igen.core.merge;
