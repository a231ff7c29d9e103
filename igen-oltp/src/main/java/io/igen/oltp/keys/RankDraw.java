package io.igen.oltp.keys;

/**
 * One thread's draws of ranks 0 .. n-1 of a fixed set of n keys by some law ({@link KeyDistribution#ranks}), rank 0
 * the most likely, from the thread's own random stream. Used on that thread only.
 */
@FunctionalInterface
public interface RankDraw {

    /** The next rank. */
    long next();
}
