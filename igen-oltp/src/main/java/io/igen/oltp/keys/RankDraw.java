package io.igen.oltp.keys;

import java.util.SplittableRandom;

/**
 * Draws ranks 0 .. n-1 of a fixed set of n keys by some law, rank 0 the most likely. Immutable and thread-safe: every
 * thread passes its own random stream.
 */
@FunctionalInterface
public interface RankDraw {

    /** The next rank, from {@code random}. */
    long next(SplittableRandom random);
}
