package io.igen.core.metrics;

/**
 * One load thread's live counts: the runner calls it after every completed operation, warm-up and priming included.
 * Single writer: one instance per load thread, its series resolved when it was made, so recording looks nothing up.
 */
public interface WorkerMetrics {

    /** Records nothing; what every worker gets when live metrics are off. */
    WorkerMetrics OFF = new WorkerMetrics() {
        @Override
        public void succeeded(long responseNanos) {
        }

        @Override
        public void failed(Exception failure) {
        }
    };

    /**
     * An operation succeeded.
     *
     * @param responseNanos from its intended start (under paced load, its scheduled start) to its end
     */
    void succeeded(long responseNanos);

    /** An operation failed; counted under the workload's kind of the failure. */
    void failed(Exception failure);
}
