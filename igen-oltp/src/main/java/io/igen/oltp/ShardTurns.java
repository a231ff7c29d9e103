package io.igen.oltp;

import java.util.concurrent.Semaphore;

/**
 * Turns inside embedded shard databases: at most N transactions run at once in each shard, the shard's other
 * load threads parked until a turn is free, the wait counting in their response time, as in a server's queue.
 *
 * <p>Why: an embedded H2 database runs on the load threads themselves. Its B-tree maps are updated
 * optimistically; when two threads of a shard collide, the loser yields, then sleeps 1 ms and more, then waits
 * up to 5 ms ({@code MVMap.tryLock}). With dozens of load threads per core the operating system often
 * deschedules a thread in the middle of an update, and the shard's other threads then sleep in turn: on a 2-core
 * machine the per-second throughput swung 20-40 % at 2 and 4 threads per shard, and not at 1. One transaction at
 * a time per shard (H2's classic single-threaded engine) removes the collisions; the shards still run in
 * parallel with each other.
 *
 * <p>The turns are not fair: a thread that ends a transaction may start its next one at once, ahead of the
 * parked threads. Measured on 2 cores (`--shards 28`, 56 and 112 threads): fair turns hand the shard over on
 * every transaction and fell to 14-15k and 13k transactions/s, unfair ones gave 24-36k and 30-34k, no turns
 * 13-20k and 19-22k.
 */
final class ShardTurns {

    private final Semaphore[] turns;

    /** @param perShard transactions at once in each shard; 0 for no limit */
    ShardTurns(int shards, int perShard) {
        turns = new Semaphore[perShard == 0 ? 0 : shards];
        for (int shard = 0; shard < turns.length; shard++) {
            turns[shard] = new Semaphore(perShard);
        }
    }

    /** No limit: every thread runs its transactions whenever it likes. */
    static ShardTurns unlimited() {
        return new ShardTurns(0, 0);
    }

    /** The turn of one shard, or null when there is no limit. */
    Semaphore of(int shard) {
        return turns.length == 0 ? null : turns[shard];
    }
}
