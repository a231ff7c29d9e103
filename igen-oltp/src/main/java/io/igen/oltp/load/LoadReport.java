package io.igen.oltp.load;

import java.util.Map;

/**
 * What preparing a data set did.
 *
 * @param shardsLoaded shards loaded now
 * @param shardsReused shards whose data (recorded in their metadata) matched and was kept
 * @param rowsLoaded   rows written now
 * @param loadNanos    wall time of the loading, all shards in parallel
 * @param shardNanos   each shard loaded now (by its number) and the wall time its load took
 */
public record LoadReport(int shardsLoaded, int shardsReused, long rowsLoaded, long loadNanos,
                         Map<Integer, Long> shardNanos) {

    public LoadReport {
        shardNanos = Map.copyOf(shardNanos);
    }

    /** Rows written per second of wall time; 0 when nothing was loaded. */
    public double rowsPerSecond() {
        return loadNanos == 0 ? 0 : rowsLoaded / (loadNanos / 1e9);
    }
}
