/**
 * Everything a person reads: the console table and progress line, CSV, the HTML report with its charts (XChart: the
 * curves over the levels, {@code TimeSeriesChart} for each level's seconds) and its per-shard heat map
 * ({@code PartitionHeatMap}), the comparison's text, HTML and JSON, and where result files go
 * ({@link io.igen.core.report.ResultFiles}).
 *
 * <p>May depend on {@code compare}, {@code result}, {@code runner} (to implement its listener and sink),
 * {@code stats} and {@code workload}.
 */
package io.igen.core.report;
