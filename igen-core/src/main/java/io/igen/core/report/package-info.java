/**
 * The report kit, exported to every module: the console table, CSV, the HTML report with its charts (XChart: the
 * curves over the levels, {@code TimeSeriesChart} for each level's seconds) and its per-shard heat map
 * ({@code PartitionHeatMap}), and the pieces a tool builds its own report from ({@code Numbers}, {@code TextTable},
 * {@code LineChart}, {@code Html}). What a run writes as it goes, and a comparison's output, are in {@code output}.
 *
 * <p>May depend on {@code result}, {@code stats} and {@code workload}.
 */
package io.igen.core.report;
