package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The unmeasured run before the first level of a steady-state run: the first level's clients, served by no more
 * threads than the machine has hardware threads; it lets the JIT compiler settle, on the code paths and data the first
 * level takes, before oversubscribed levels starve its threads of CPU.
 *
 * @param threads  load threads it ran
 * @param seconds  how long it ran
 * @param unsteady why it ended before the JIT and throughput were steady (its time limit); absent when they were
 */
public record Priming(int threads, double seconds, @JsonInclude(JsonInclude.Include.NON_NULL) String unsteady) {
}
