package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One measurement of a level in one of a run's repeats.
 *
 * @param warmupSeconds the warm-up this measurement used
 * @param unsteady      why it was not steady; absent when it was
 */
public record RepeatSample(double throughput, double meanMs, Double warmupSeconds,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String unsteady) {
}
