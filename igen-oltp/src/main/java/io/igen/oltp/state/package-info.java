/**
 * The shards' database state between measurements: maintenance that brings every shard back to a known state before
 * each window ({@link io.igen.oltp.state.ShardUpkeep}), the state recorded at each window's start and end
 * ({@link io.igen.oltp.state.WindowStates}), and what a run finds when it opens ({@link io.igen.oltp.state.OpeningState}).
 */
package io.igen.oltp.state;
