/**
 * Where the shards are and how to reach them: the partitioning rule
 * ({@link io.igen.oltp.shard.CustomerPartitioning}: which customers each shard owns, which shard each load thread
 * works on), URL templates and {@code --shard-map} files ({@link io.igen.oltp.shard.ShardLocations},
 * {@link io.igen.oltp.shard.ShardMapFile}), credentials that never reach output, one HikariCP pool per shard
 * ({@link io.igen.oltp.shard.ShardPools}; {@link io.igen.oltp.shard.ShardConnector} opens their connections and
 * reconnects within 50 ms of a server's return), the servers found behind them ({@link io.igen.oltp.shard.ShardDatabases})
 * and clear messages when a shard cannot be reached ({@link io.igen.oltp.shard.FailureText}: a failure in one line
 * without secrets). Depends on {@code dialect} (what a connect failure means) and igen-core's {@code workload}.
 */
package io.igen.oltp.shard;
