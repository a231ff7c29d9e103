/**
 * iGenCPU: Mandelbrot fractals per second. {@link io.igen.cpu.MandelbrotKernel} renders one fractal with the
 * project's immutable {@link io.igen.cpu.Complex} numbers (objects on purpose: allocation and escape analysis are part
 * of what a CPU and JVM are measured on), {@link io.igen.cpu.ViewportSequence} gives each thread its zooms,
 * {@link io.igen.cpu.CpuCommand} is {@code igen-cpu}. {@link io.igen.cpu.GoldenChecksums} pin the work, and a run
 * checks every fractal against them (docs/cpu.md).
 *
 * <p>Depends on igen-core's {@code workload}; only the command touches {@code runner} and {@code cli}.
 */
package io.igen.cpu;
