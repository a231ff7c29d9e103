/**
 * What a benchmark author implements: a {@link io.igen.core.workload.Workload} creates one
 * {@link io.igen.core.workload.Worker} per load thread of a {@link io.igen.core.workload.Level}, is told when each
 * level starts and ends (the priming pass included), describes a level's results beyond the standard figures and
 * names its failures (kind, and the message kept as a sample) and the partition each worker is bound to (iGenOLTP's
 * shard, a label of the live metrics), and declares each of its figures' unit and how the parts of a run on several
 * drivers combine it ({@link io.igen.core.workload.FigureKind}, {@link io.igen.core.workload.Combination}). Also the small pieces every benchmark shares: the
 * deterministic {@link io.igen.core.workload.SplitMix64} stream and
 * {@link io.igen.core.workload.BadConfigurationException}, the one exception for settings that cannot work.
 *
 * <p>Depends on nothing else of iGen: not on the measurement (a workload reads it through
 * {@link io.igen.core.workload.MeasuredLevel}), the runner, the reports or the command line.
 */
package io.igen.core.workload;
