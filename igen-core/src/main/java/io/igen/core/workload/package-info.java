/**
 * What a benchmark author implements: a {@link io.igen.core.workload.Workload} opens each
 * {@link io.igen.core.workload.Level} (the priming pass included) as a {@link io.igen.core.workload.LevelSession},
 * which creates one {@link io.igen.core.workload.Worker} per load thread and ends with the level's {@link
 * io.igen.core.workload.LevelReport} (figures, problems, events); work on databases also says where they run, names its
 * failures and the partition each worker is bound to ({@link io.igen.core.workload.DatabaseWork}). A workload declares
 * each of its figures' unit and how the parts of a run on several drivers combine it ({@link
 * io.igen.core.workload.FigureKind}, {@link io.igen.core.workload.Combination}). Also the small pieces every benchmark
 * shares: the deterministic {@link io.igen.core.workload.SplitMix64} stream and {@link
 * io.igen.core.workload.BadConfigurationException}, the one exception for settings that cannot work.
 *
 * <p>Depends on nothing else of iGen: not on the measurement (a workload reads it through
 * {@link io.igen.core.workload.MeasuredLevel}), the runner, the reports or the command line.
 */
package io.igen.core.workload;
