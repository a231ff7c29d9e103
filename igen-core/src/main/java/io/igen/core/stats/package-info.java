/**
 * The statistics that make a figure defensible: the mean of repeated samples with its 95 % confidence
 * interval ({@link io.igen.core.stats.MeanEstimate}), batch means for the uncertainty inside one run
 * ({@link io.igen.core.stats.BatchMeans}), the ratio of two such means with its interval and a verdict
 * ({@link io.igen.core.stats.RatioEstimate}), and the rule that says when a throughput series is steady
 * ({@link io.igen.core.stats.SteadyStateRule}).
 *
 * <p>Pure functions of their inputs: no clock, no threads, no I/O. Depends on nothing of iGen; Student's t
 * quantiles come from Commons Math.
 */
package io.igen.core.stats;
