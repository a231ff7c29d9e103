package io.igen.oltp.run;

import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Worker;

import java.util.function.ToIntFunction;

/**
 * The shards as the parts of the work: live metrics and time series tell them apart as {@code shard="0"},
 * {@code shard="1"}, ..., numbered as in {@code perShard}.
 *
 * @param shardOf         the worker's shard
 * @param threadsPerShard how many load threads serve a shard's clients; 0 for a thread per client
 */
public record ShardParts<W extends Worker>(ToIntFunction<W> shardOf, int threadsPerShard) implements Partitioning<W> {

    @Override
    public String label() {
        return OltpWorkload.PARTITION_LABEL;
    }

    @Override
    public String partitionOf(W worker) {
        return Integer.toString(shardOf.applyAsInt(worker));
    }

    @Override
    public int threadsPerPartition() {
        return threadsPerShard;
    }
}
