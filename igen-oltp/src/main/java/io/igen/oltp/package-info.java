/**
 * iGenOLTP: the order-entry transaction against many independent databases, partitioned by customer range.
 * {@link io.igen.oltp.OltpCommand} is {@code igen-oltp}; {@link io.igen.oltp.OltpOptions} turns its options into
 * {@link io.igen.oltp.OltpSettings}; {@link io.igen.oltp.ScalingPlan} says which threads load which shards at each
 * level (thread axis or shard axis). {@link io.igen.oltp.OltpWorkload} is what the runner drives, and hands each
 * job to a class of its own: {@link io.igen.oltp.OpenShards} opens the shards and loads the data,
 * {@link io.igen.oltp.LevelRouting} places each level's threads (one {@link io.igen.oltp.OltpWorker} per client),
 * {@link io.igen.oltp.outage.ShardAvailability} follows each shard's outages from the runner's times
 * ({@link io.igen.oltp.outage.Outage}, reported per level as {@link io.igen.oltp.outage.ShardOutages}),
 * {@link io.igen.oltp.ShardTally} reports and judges each shard's part of a level, and the integrity check runs
 * after the last level (docs/oltp.md). {@link io.igen.oltp.CapacityCommand} ({@code igen-oltp capacity}) runs two
 * such runs in a row through {@link io.igen.oltp.CapacityStudy}: thread levels on shard 0 alone, then active-shard
 * levels at a share of its peak, read by the {@code capacity} subpackage (docs/capacity.md).
 *
 * <p>The subpackages, from the bottom: {@code dialect} (SQL and failure rules per database), {@code shard} (where
 * the shards are and their pools), {@code txn} (the transaction), {@code load} (data loading), {@code integrity}
 * (the after-run check), {@code servers} (local database servers per shard), {@code capacity} (a capacity study's
 * figures, files and report).
 */
package io.igen.oltp;
