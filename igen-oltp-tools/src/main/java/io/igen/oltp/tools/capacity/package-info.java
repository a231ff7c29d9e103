/**
 * {@code igen-oltp capacity}: how many shards a server carries within a response-time SLA.
 * {@link CapacityCommand} is the command (the study's levels and defaults, the shared OLTP
 * options); {@link CapacityStudy} runs the two sweeps through the core's {@code Sweeps}, as every
 * run does. {@link CapacityPlan} turns one shard's vertical peak into each shard's stabilised
 * load (a fraction of the peak, threads at a fixed rate), {@link CapacityFigures} reads the
 * horizontal sweep against that load (saturated levels, the sweet spot under the SLA),
 * {@link HorizontalForecast} predicts the rest of the horizontal curve from the levels measured
 * (each {@link SharedResource}'s demand and ceiling by the utilisation law, the mean response up
 * to the first ceiling by {@link QueueingDelay}),
 * {@link CapacityResult} holds both sweeps and the figures
 * ({@link CapacityJson}, {@link CapacityFiles}),
 * {@link CapacityText} and {@link CapacityReport} show them.
 *
 * <p>Depends on {@code options}, {@code run} and {@code model} (the figures of its host station's use), igen-core's
 * result model, reporters and command line; nothing of iGenOLTP depends on it but {@code igen-oltp}'s command. See
 * docs/capacity.md.
 */
package io.igen.oltp.tools.capacity;
