package io.igen.core.workload;

/**
 * How the work divides into parts the threads are bound to (iGenOLTP: its shards): live metrics and each level's
 * time series tell the parts apart, and the work may take only so many operations of a part at once. A workload
 * whose threads all do the same work has none ({@link DatabaseWork#partitioning()} empty). Asked before the workload
 * opens, too: what it says must follow from the benchmark's settings, not from what opening finds.
 *
 * @param <W> the workload's worker type
 */
public interface Partitioning<W extends Worker> {

    /** The name of the label that tells the parts apart, in live metrics and results: for iGenOLTP {@code shard}. */
    String label();

    /** The part a worker is bound to (iGenOLTP: its shard number); asked once per worker, not per operation. */
    String partitionOf(W worker);

    /**
     * At most this many load threads serve the workers of one part, each serving its share of them in turn, the
     * operation due longest first, a worker's wait for its thread counting in its response time; 0 (the default) for a
     * thread per worker. For work that runs on the load threads and takes only so many operations at once per part
     * (iGenOLTP's embedded shards): the rest wait as requests wait in a server's queue, without a lock to take turns
     * at. With k threads for a part, its j-th worker (in the order of {@link LevelSession#createWorker}) is served by
     * its j mod k-th thread, so a workload can give the workers of one thread a resource of that thread's (a database
     * session) when it creates them.
     */
    default int threadsPerPartition() {
        return 0;
    }
}
