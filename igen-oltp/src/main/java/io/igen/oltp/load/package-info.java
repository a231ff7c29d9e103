/**
 * Loading the data set: deterministic rows per shard ({@link io.igen.oltp.load.DataGenerator}), shards loaded in
 * parallel with the dialect's fastest writer, and a metadata table so a second run with the same data set reuses it.
 * Depends on {@code dialect}, {@code shard} and igen-core's {@code workload}.
 */
package io.igen.oltp.load;
