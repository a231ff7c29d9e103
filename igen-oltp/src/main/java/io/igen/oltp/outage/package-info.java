/**
 * A shard's outages, measured: when a shard stopped committing for want of a connection and when it came back
 * ({@link io.igen.oltp.outage.ShardAvailability}), each outage's span ({@link io.igen.oltp.outage.Outage}), what a
 * level's window saw of them ({@link io.igen.oltp.outage.ShardOutages}) and the wall-clock times they are reported at
 * ({@link io.igen.oltp.outage.WallTime}). Depends on nothing else of iGen.
 */
package io.igen.oltp.outage;
