package io.igen.core.metrics;

import io.igen.core.resources.ResourceUse;
import io.igen.core.resources.SessionWaits;
import io.igen.core.workload.Level;

import java.util.function.Function;

/**
 * What the runner tells live metrics about a run: its phase and level, called from the runner's controlling thread,
 * and a {@link WorkerMetrics} for each load thread.
 */
public interface RunMetrics {

    /** Live metrics off (every method as by default): nothing is recorded, every worker gets {@link WorkerMetrics#OFF}. */
    RunMetrics OFF = new RunMetrics() {
    };

    /** The run entered this phase. */
    default void phase(RunPhase phase) {
    }

    /** The level now running (the priming pass's own level while it primes). */
    default void level(Level level) {
    }

    /** What the machine used in the last second (the resource sampler's thread calls it, once a second). */
    default void resources(ResourceUse lastSecond) {
    }

    /** What the work's database sessions were doing at one sample (the session sampler's thread, ten times a second). */
    default void sessions(SessionWaits sample) {
    }

    /**
     * The metrics of one load thread, made before the thread starts.
     *
     * @param partition the part of the work the thread is bound to (for iGenOLTP its shard), as the workload names it;
     *                  empty when the workload is not partitioned
     * @param errorKind the kind a failure is counted under
     */
    default WorkerMetrics worker(String partition, Function<Exception, String> errorKind) {
        return WorkerMetrics.OFF;
    }
}
