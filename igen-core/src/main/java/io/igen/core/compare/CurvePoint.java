package io.igen.core.compare;

/**
 * One level of a curve being compared.
 *
 * @param throughput operations per second
 * @param meanMs     mean response time; NaN when the source does not say (a JMH throughput score)
 */
public record CurvePoint(int level, int threads, double throughput, double meanMs) {
}
