package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.keys.CustomerDraw;
import io.igen.oltp.keys.CustomerSlice;
import io.igen.oltp.keys.KeyDistribution;
import io.igen.oltp.keys.SkewedCustomers;
import io.igen.oltp.shard.DriverSlice;
import io.igen.oltp.shard.ShardRange;

import java.util.SplittableRandom;

/**
 * Where the load threads of one level work: thread i on the i-th of the driver's active shards in turn
 * ({@link DriverSlice#shardOfThread}; with one driver, shard {@code i mod activeShards}), drawing its customers from
 * its own slice of the shard's range (or from the whole range with {@code --shared-customers}), with a random
 * stream of its own that differs from level to level, so no two levels replay the same transactions.
 */
public final class LevelRouting {

    private final OltpSettings settings;
    private final Level level;
    private final int levelIndex;
    private final int activeShards;

    /**
     * @param levelIndex 1 for the first level that starts (the priming pass, when there is one), 2 for the next ...
     */
    LevelRouting(OltpSettings settings, Level level, int levelIndex) {
        this.settings = settings;
        this.level = level;
        this.levelIndex = levelIndex;
        this.activeShards = settings.plan().activeShards(level);
    }

    Level level() {
        return level;
    }

    /** The shard a thread works on, numbered as in the whole shard map. */
    int shardOf(int workerIndex) {
        return driver().shardOfThread(workerIndex, activeShards);
    }

    /**
     * How a thread draws its customers, from its random stream: with skewed keys ({@code --key-distribution}) from the
     * whole shard by the law, every thread of the shard alike; else uniformly from its slice of the shard
     * ({@link #sliceOf}).
     */
    CustomerDraw customersOf(int workerIndex, SplittableRandom random) {
        KeyDistribution keys = settings.transactions().keys();
        if (keys.skewed()) {
            ShardRange range = settings.shards().data().partitioning().range(shardOf(workerIndex));
            return new SkewedCustomers(range, keys.ranks(range.customers(), random));
        }
        return sliceOf(workerIndex).drawnWith(random);
    }

    /** The customers a thread draws from uniformly: its slice of the shard, or all of it with --shared-customers. */
    CustomerSlice sliceOf(int workerIndex) {
        CustomerPartitioning partitioning = settings.shards().data().partitioning();
        int shard = shardOf(workerIndex);
        ShardRange range = partitioning.range(shard);
        return settings.load().sharedCustomers() ? CustomerSlice.shared(range)
                : CustomerSlice.ofThread(range, workerIndex / driver().activeIn(activeShards),
                        driver().threadsOn(shard, level.threads(), activeShards));
    }

    /**
     * A thread's random stream: derived from the data set's seed, the level's index, the thread's and the driver's
     * first shard (0 for a single driver), so two drivers' threads do not draw the same sequence.
     */
    SplittableRandom randomOf(int workerIndex) {
        return new SplittableRandom(settings.shards().data().seed() * 1_000_003L + levelIndex * 65_537L + workerIndex
                + ((long) driver().firstShard() << 32));
    }

    private DriverSlice driver() {
        return settings.plan().slice();
    }
}
