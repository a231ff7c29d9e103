package io.igen.core.metrics;

/**
 * One load thread's live counts: the runner calls it after every completed operation, warm-up and priming included.
 * Single writer: one instance per load thread, its series resolved when it was made, so recording looks nothing up.
 */
public interface WorkerMetrics {

    /** Records nothing (every method as it is by default); what every worker gets when live metrics are off. */
    WorkerMetrics OFF = new WorkerMetrics() {
    };

    /**
     * An operation succeeded.
     *
     * @param responseNanos from its intended start (under paced load, its scheduled start) to its end
     */
    default void succeeded(long responseNanos) {
    }

    /** An operation failed; counted under the workload's kind of the failure. */
    default void failed(Exception failure) {
    }
}
