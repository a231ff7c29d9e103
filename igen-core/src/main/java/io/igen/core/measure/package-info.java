/**
 * Recording inside a level: {@link io.igen.core.measure.WorkerRecorder} is one load thread's lock-free, allocation-free
 * record (HdrHistogram, exact moments, per-second counts, errors by kind and the first message of each kind, the work
 * done inside the window); {@link io.igen.core.measure.LevelMeasurement} merges a level's recorders once its threads
 * have stopped and turns them into a {@code LevelResult}, whose {@code errorSamples} hold the earliest message of
 * each error kind (a bounded number of kinds), for every benchmark alike.
 *
 * <p>May depend on {@code result}, {@code stats} and {@code workload}; knows nothing of threads, clocks or output.
 */
package io.igen.core.measure;
