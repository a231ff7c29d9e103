/**
 * iGenOLTP: the order-entry transaction against many independent databases, partitioned by customer range.
 * {@link io.igen.oltp.OltpCommand} is {@code igen-oltp}; {@link io.igen.oltp.OltpOptions} turns its options into
 * {@link io.igen.oltp.OltpSettings}; {@link io.igen.oltp.LoadPlan} says which threads load which shards at each
 * level (thread axis or shard axis); {@link io.igen.oltp.OltpWorkload} opens the shards, loads the data, creates
 * one {@link io.igen.oltp.OltpWorker} per thread and checks integrity after the run (docs/oltp.md).
 *
 * <p>The subpackages, from the bottom: {@code dialect} (SQL per database), {@code shard} (where the shards are and
 * their pools), {@code txn} (the transaction), {@code load} (data loading), {@code integrity} (the after-run check).
 */
package io.igen.oltp;
