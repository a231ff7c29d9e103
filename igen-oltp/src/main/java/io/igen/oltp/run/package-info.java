/**
 * One iGenOLTP run as the core's runner drives it: {@link io.igen.oltp.run.OltpSettings} (what the run is, validated
 * once), {@link io.igen.oltp.run.ScalingPlan} (which threads load which shards at each level: thread axis or shard
 * axis, and a driver's slice), and {@link io.igen.oltp.run.OltpWorkload}, which hands each job to a class of its own:
 * {@link io.igen.oltp.run.OpenShards} opens the shards and loads the data, {@link io.igen.oltp.run.LevelRouting}
 * places each level's threads (one {@link io.igen.oltp.run.OltpWorker} per client), {@link io.igen.oltp.run.ShardTally}
 * reports and judges each shard's part of a level, and the integrity check runs after the last level.
 *
 * <p>Depends on the core's workload contract and on the subpackages below it ({@code dialect}, {@code shard},
 * {@code txn}, {@code load}, {@code integrity}, {@code state}, {@code outage}); never on the command line.
 */
package io.igen.oltp.run;
