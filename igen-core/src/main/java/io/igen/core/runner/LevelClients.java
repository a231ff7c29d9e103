package io.igen.core.runner;

import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.workload.Worker;

import java.util.ArrayList;
import java.util.List;

/**
 * A level's clients: their workers, each one's live metrics, and which load thread serves which ({@link LoadThreads}).
 *
 * @param threads each thread's clients, as indexes into {@code workers}
 */
record LevelClients(List<? extends Worker> workers, List<WorkerMetrics> metrics, List<int[]> threads) {

    /** Whether some thread serves more than one client, so an operation may wait for the thread before it starts. */
    boolean shareThreads() {
        return threads.size() < workers.size();
    }

    /** The workers one thread serves. */
    List<Worker> workersOf(int thread) {
        List<Worker> own = new ArrayList<>();
        for (int client : threads.get(thread)) {
            own.add(workers.get(client));
        }
        return own;
    }

    /** The live metrics of the clients one thread serves, in the order of {@link #workersOf}. */
    List<WorkerMetrics> metricsOf(int thread) {
        List<WorkerMetrics> own = new ArrayList<>();
        for (int client : threads.get(thread)) {
            own.add(metrics.get(client));
        }
        return own;
    }
}
