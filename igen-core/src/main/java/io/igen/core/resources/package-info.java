/**
 * What the machine did while a level ran: a {@link io.igen.core.resources.ResourceMonitor} reads the host's CPU split,
 * context switches, CPU pressure, disk and network traffic, the driver JVM's CPU, threads, JIT and GC time, and the CPU
 * of database servers on the same host, once a second, and what servers elsewhere did from their Prometheus exporters
 * ({@link io.igen.core.resources.ServerExporters}); each level gets the figures of its window
 * ({@link io.igen.core.resources.WindowResources}) and a judgment of what bounded it
 * ({@link io.igen.core.resources.BoundJudge}).
 *
 * <p>May depend on {@code workload} and {@code stats}; the runner depends on it, never the other way.
 */
package io.igen.core.resources;
