package io.igen.oltp.options;

import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.ShardedRun;

/**
 * Options that put something in place of the shards' databases, mixed into a run command by a module on top of this
 * one: igen-oltp-tools' queueing model ({@code --model}), which checks {@code capacity} against a known capacity. When
 * one was asked for, the run command takes the shards from {@link OltpOptions#standInPartitioning}, its levels over
 * them as for databases, and runs the stand-in's settings; nothing is loaded or kept.
 */
public interface DatabaseStandIn {

    /** The option that asks for the stand-in, as the messages name it: {@code --model}. */
    String option();

    /** Whether it was asked for; when not, the shards are databases. */
    boolean given();

    /**
     * The run's settings on the stand-in.
     *
     * @param plan          which threads load which shards at each level
     * @param ratePerThread transactions per second each thread starts under stabilised load; null for stream mode
     * @param seed          {@code --seed}, for whatever the stand-in draws at random
     */
    ShardedRun settings(ScalingPlan plan, Double ratePerThread, long seed);
}
