/**
 * The shards' database state between measurements: maintenance that brings every shard back to a known state before
 * each window ({@link io.igen.oltp.state.ShardUpkeep}), the state recorded at each window's start and end
 * ({@link io.igen.oltp.state.WindowStates}), what a run finds when it opens ({@link io.igen.oltp.state.OpeningState}),
 * what the sessions are doing while it runs ({@link io.igen.oltp.state.ServerSessions}), and the servers' checkpoints
 * while it runs ({@link io.igen.oltp.state.CheckpointWatch}).
 */
package io.igen.oltp.state;
