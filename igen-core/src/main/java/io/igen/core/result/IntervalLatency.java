package io.igen.core.result;

/**
 * Response time in ms of the operations that completed in one interval of a level's window, from that interval's
 * histogram (2 significant digits: interval percentiles are for spotting stalls, the level's {@code latencyMs}
 * holds the precise figures).
 */
public record IntervalLatency(double p50, double p90, double p99, double max) {
}
