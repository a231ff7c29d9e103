/**
 * What a benchmark author implements: a {@link io.igen.core.workload.Workload} creates one
 * {@link io.igen.core.workload.Worker} per load thread of a {@link io.igen.core.workload.Level} and describes a
 * level's results beyond the standard figures. Also the small pieces every benchmark shares: the deterministic
 * {@link io.igen.core.workload.SplitMix64} stream and {@link io.igen.core.workload.BadConfigurationException}, the
 * one exception for settings that cannot work.
 *
 * <p>May depend on {@code measure} (the merged measurement a workload reads) and nothing else of iGen: not on the
 * runner, the reports or the command line.
 */
package io.igen.core.workload;
