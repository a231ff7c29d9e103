package io.igen.core.metrics;

import io.igen.core.workload.Level;

import java.util.function.Function;

/**
 * What the runner tells live metrics about a run: its phase and level, called from the runner's controlling thread,
 * and a {@link WorkerMetrics} for each load thread.
 */
public interface RunMetrics {

    /** Live metrics off: nothing is recorded and every worker gets {@link WorkerMetrics#OFF}. */
    RunMetrics OFF = new RunMetrics() {
        @Override
        public void phase(RunPhase phase) {
        }

        @Override
        public void level(Level level) {
        }

        @Override
        public WorkerMetrics worker(String partition, Function<Exception, String> errorKind) {
            return WorkerMetrics.OFF;
        }
    };

    /** The run entered this phase. */
    void phase(RunPhase phase);

    /** The level now running (the priming pass's own level while it primes). */
    void level(Level level);

    /**
     * The metrics of one load thread, made before the thread starts.
     *
     * @param partition the part of the work the thread is bound to (for iGenOLTP its shard), as the workload names it;
     *                  empty when the workload is not partitioned
     * @param errorKind the kind a failure is counted under
     */
    WorkerMetrics worker(String partition, Function<Exception, String> errorKind);
}
