/**
 * iGenOLTP: the order-entry transaction against many independent databases, partitioned by customer range.
 * {@link io.igen.oltp.OltpCommand} is {@code igen-oltp}: its levels (threads or active shards), several drivers
 * ({@link io.igen.oltp.DriverSplitOptions}), and the subcommands {@code capacity}, {@code servers} and {@code merge}.
 *
 * <p>The subpackages, from the top: {@code capacity} (the capacity study: its command, the two sweeps, its figures,
 * files and report), {@code servers} (local database servers per shard and their command), {@code options} (the options
 * a run and the study share), {@code run} (one run as the runner drives it: settings, plan, workload, workers,
 * tallies), {@code integrity} (the after-run check), {@code state} (the shards' state between windows), {@code load}
 * (data loading), {@code txn} (the transaction), {@code outage} (a shard's outages), {@code shard} (where the shards
 * are and their pools), {@code dialect} (SQL and failure rules per database).
 */
package io.igen.oltp;
