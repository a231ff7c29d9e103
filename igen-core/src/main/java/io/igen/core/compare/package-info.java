/**
 * Reading result files back and relating them: {@link io.igen.core.compare.Comparison} (curves, ratios with 95 %
 * intervals and verdicts per level and at peak) and JMH result files.
 *
 * <p>May depend on {@code measure}, {@code result}, {@code stats} and {@code workload}; rendering lives in
 * {@code report}.
 */
package io.igen.core.compare;
