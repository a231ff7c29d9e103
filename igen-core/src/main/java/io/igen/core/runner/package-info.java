/**
 * Running a benchmark stepwise: {@link io.igen.core.runner.StepwiseRunner} primes the JIT, then runs each level
 * (threads, warm-up until steady or fixed, the measurement window, drain) and hands every finished level to a
 * {@link io.igen.core.runner.ResultSink}; {@link io.igen.core.runner.WorkerLoop} is the loop each load thread runs,
 * in stream or paced mode. With {@code --start-at}, a {@link io.igen.core.runner.LevelSchedule} puts every level on a
 * wall-clock timetable, so that drivers on several hosts measure the same intervals. Listeners ({@link io.igen.core.runner.RunListener}) let the reports show progress; live
 * metrics ({@code io.igen.core.metrics.RunMetrics}) hear every phase, level and completed operation.
 *
 * <p>May depend on {@code measure}, {@code metrics}, {@code result}, {@code stats} and {@code workload}; never on
 * {@code report} or {@code cli}, which plug in through the listener and the sink.
 */
package io.igen.core.runner;
