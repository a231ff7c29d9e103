package io.igen.oltp.keys;

import java.util.SplittableRandom;

/**
 * Hot-spot ranks, as YCSB's {@code HotspotIntegerGenerator}: the first {@code hotDataFraction} of the n ranks (at least
 * one, at most n - 1) get {@code hotAccessFraction} of the draws, uniformly among them; the others share the rest
 * uniformly.
 */
final class HotspotRanks implements RankDraw {

    private final long n;
    private final long hot;
    private final double hotAccessFraction;
    private final SplittableRandom random;

    HotspotRanks(long n, double hotDataFraction, double hotAccessFraction, SplittableRandom random) {
        if (n < 2) {
            throw new IllegalArgumentException("a hot spot needs at least 2 customers per shard, got " + n);
        }
        this.n = n;
        this.hot = Math.min(n - 1, Math.max(1, (long) (n * hotDataFraction)));
        this.hotAccessFraction = hotAccessFraction;
        this.random = random;
    }

    /** How many ranks are hot. */
    long hot() {
        return hot;
    }

    @Override
    public long next() {
        return random.nextDouble() < hotAccessFraction ? random.nextLong(hot) : hot + random.nextLong(n - hot);
    }
}
