/**
 * The result contract: the records a run produces ({@code RunResult}, {@code LevelResult}, {@code RunConfig},
 * {@code Environment}; for runs on several drivers {@code DriverPart} and {@code MergedPart}), their JSON form ({@link io.igen.core.result.ResultJson}; field names are a user contract,
 * docs/results.md), the peak and sweet-spot marks and the probe that captures the environment.
 *
 * <p>May depend on {@code stats} and {@code workload}. Everything else reads or writes these records.
 */
package io.igen.core.result;
