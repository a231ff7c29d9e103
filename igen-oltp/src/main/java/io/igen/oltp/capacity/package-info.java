/**
 * {@code igen-oltp capacity}'s figures and files, apart from the runs that produce them: {@link
 * io.igen.oltp.capacity.CapacityPlan} turns one shard's vertical peak into each shard's stabilised load (a fraction of
 * the peak, threads at a fixed rate), {@link io.igen.oltp.capacity.CapacityFigures} reads the horizontal sweep against
 * that load (saturated levels, the sweet spot under the SLA), {@link io.igen.oltp.capacity.CapacityResult} holds both
 * sweeps and the figures ({@link io.igen.oltp.capacity.CapacityJson}, {@link io.igen.oltp.capacity.CapacityFiles}),
 * {@link io.igen.oltp.capacity.CapacityText} and {@link io.igen.oltp.capacity.CapacityReport} show them.
 *
 * <p>Depends on igen-core's result model and reporters only; the study itself ({@code io.igen.oltp.CapacityStudy})
 * runs the two sweeps through the core's runner. See docs/capacity.md.
 */
package io.igen.oltp.capacity;
