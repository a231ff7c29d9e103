/**
 * Live metrics of a run, for a scraper to read while it goes (Prometheus, then Grafana): what the runner reports
 * ({@link io.igen.core.metrics.RunMetrics}: the phase and level the run is in, one
 * {@link io.igen.core.metrics.WorkerMetrics} per load thread for its completed operations), the series behind it
 * ({@link io.igen.core.metrics.PrometheusMetrics}: counters and a classic histogram with fixed buckets, so that
 * shards, drivers and runs add up) and the HTTP endpoint that serves them ({@link io.igen.core.metrics.MetricsServer}).
 *
 * <p>Which to pick: the runner takes a {@code RunMetrics}; {@link io.igen.core.metrics.RunMetrics#OFF} when live
 * metrics are off, whose workers record nothing, so a run without {@code --metrics-port} pays nothing on its hot
 * path. These figures are for watching a run; the result file's are the measurement.
 *
 * <p>May depend on {@code workload} (for {@code Level}), {@code resources} (for each second's {@code ResourceUse}) and
 * the Prometheus client; only this package knows the Prometheus client.
 */
package io.igen.core.metrics;
