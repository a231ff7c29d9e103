package io.igen.oltp;

import java.util.concurrent.Semaphore;

/**
 * Turns inside embedded shard databases: at most N transactions run at once in each shard, the shard's other
 * load threads parked until a turn is free, the wait counting in their response time, as in a server's queue.
 *
 * <p>Why turns: an embedded H2 database runs on the load threads themselves. Its B-tree maps are updated
 * optimistically; when two threads of a shard collide, the loser yields, then sleeps 1 ms and more, then waits
 * up to 5 ms ({@code MVMap.tryLock}). With dozens of load threads per core the operating system often
 * deschedules a thread in the middle of an update, and the shard's other threads then sleep in turn: on a 2-core
 * machine the per-second throughput swung 20-40 % at 2 and 4 threads per shard, and not at 1. One transaction at
 * a time per shard (H2's classic single-threaded engine) removes the collisions; the shards still run in
 * parallel with each other.
 *
 * <p>Why bounded barging ({@link Turn}): handing the turn over on every transaction (a fair semaphore) costs a
 * context switch per transaction and fell to 14-15k transactions/s at 56 threads on 2 cores, where unfair turns gave
 * 24-36k. But unfair turns let the thread that just ended a transaction take the turn again and again while the
 * shard's other threads stayed parked for seconds: max response times of 5-10 s at 56 and 112 threads while p99 was
 * 24-40 ms, outliers made by the harness. A thread may now take a free turn ahead of the queue only
 * {@link #STREAK} times in a row; then it queues behind the waiting threads (first in, first out).
 */
final class ShardTurns {

    /**
     * Transactions a thread may run in a row ahead of waiting threads: enough that a handover (a context switch, and
     * the shard idle until the woken thread gets a core) comes once per this many transactions, few enough that a
     * waiting thread waits at most about (threads per shard - 1) x (STREAK + 1) transactions (at 112 threads on 28
     * shards about 0.2 s). Measured on 2 cores, the default {@code --shards 28} run (lab note 2026-11-24): unfair turns
     * 26-42k transactions/s at 56 threads and 35-43k at 112, max response times 4.9-10 s; a streak of 16 cost a
     * handover every 17 transactions, 23-28k and 22-30k; 64 gave 26-39k and 36-41k, max 0.9-1.3 s (the 28-thread
     * level, with no turns to wait for, 0.6-0.7 s).
     */
    static final int STREAK = 64;

    private final Turn[] turns;

    /** @param perShard transactions at once in each shard; 0 for no limit */
    ShardTurns(int shards, int perShard) {
        turns = new Turn[perShard == 0 ? 0 : shards];
        for (int shard = 0; shard < turns.length; shard++) {
            turns[shard] = new Turn(perShard, STREAK);
        }
    }

    /** No limit: every thread runs its transactions whenever it likes. */
    static ShardTurns unlimited() {
        return new ShardTurns(0, 0);
    }

    /** The turn of one shard, or null when there is no limit. */
    Turn of(int shard) {
        return turns.length == 0 ? null : turns[shard];
    }

    /**
     * One shard's turns with bounded barging. A fair semaphore keeps the waiting threads in order; its
     * {@code tryAcquire()} takes a free permit even ahead of them (barging, as its contract says), which a thread
     * may do while its streak lasts; once spent, it takes the fair path and queues behind the waiting threads.
     * Each thread keeps its own streak, so the hot path is a CAS and no allocation.
     */
    static final class Turn {

        private final Semaphore permits;
        private final int streak;

        Turn(int concurrent, int streak) {
            this.permits = new Semaphore(concurrent, true);
            this.streak = streak;
        }

        /**
         * Takes a turn, waiting if none is free.
         *
         * @param taken turns this thread took in a row ahead of others so far (0 at first)
         * @return the thread's streak after this turn: one more when it went ahead, 0 when it queued
         */
        int take(int taken) {
            if (taken < streak && permits.tryAcquire()) {
                return taken + 1;
            }
            permits.acquireUninterruptibly();
            return 0;
        }

        /** Gives the turn back. */
        void give() {
            permits.release();
        }

        /** Turns free now (for tests). */
        int free() {
            return permits.availablePermits();
        }

        /** Threads waiting for a turn now (for tests). */
        int waiting() {
            return permits.getQueueLength();
        }
    }
}
