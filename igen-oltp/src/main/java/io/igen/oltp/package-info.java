/**
 * iGenOLTP: the order-entry transaction against many independent databases, partitioned by customer range.
 * {@link io.igen.oltp.OltpCommand} is the benchmark's {@code igen-oltp}: its levels (threads or active shards), several
 * drivers ({@link io.igen.oltp.DriverSplitOptions}), and the subcommands {@code run}, {@code load}, {@code drop} and
 * {@code merge}. The tools built on it (the capacity study, the model database, local servers) stand in
 * igen-oltp-tools, which also builds the jar users run; this module knows none of them.
 *
 * <p>The subpackages, from the top: {@code phase} ({@code load} and {@code drop}), {@code options} (the options a run
 * and the study share), {@code run} (one run as the runner drives it: settings, plan, workload, workers, tallies),
 * {@code integrity} (the after-run check), {@code state} (the shards' state between windows), {@code load} (data
 * loading), {@code keys} (how a transaction picks its customer), {@code txn} (the transaction), {@code outage} (a
 * shard's outages), {@code shard} (where the shards are and their pools), {@code dialect} (SQL and failure rules per
 * database).
 */
package io.igen.oltp;
