package io.igen.ram;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/** Winning tickets per prize tier, from one search or summed over many. Immutable. */
public final class WinnerCounts {

    private static final PrizeTier[] TIERS = PrizeTier.values();

    private final long[] byTier;

    private WinnerCounts(long[] byTier) {
        this.byTier = byTier;
    }

    /** No winners in any tier. */
    public static WinnerCounts none() {
        return new WinnerCounts(new long[TIERS.length]);
    }

    /** Counts indexed by {@link PrizeTier#ordinal()}; the array is copied. */
    public static WinnerCounts of(long[] byTier) {
        if (byTier.length != TIERS.length) {
            throw new IllegalArgumentException("one count per tier: " + TIERS.length + ", not " + byTier.length);
        }
        return new WinnerCounts(byTier.clone());
    }

    public long count(PrizeTier tier) {
        return byTier[tier.ordinal()];
    }

    /** Winners of every tier. */
    public long total() {
        return Arrays.stream(byTier).sum();
    }

    /** These counts plus {@code other}'s. */
    public WinnerCounts plus(WinnerCounts other) {
        long[] sum = byTier.clone();
        for (int i = 0; i < sum.length; i++) {
            sum[i] += other.byTier[i];
        }
        return new WinnerCounts(sum);
    }

    /** Tier label ({@code 5+Mega}, ..., {@code Mega}) to count, highest tier first: for result files. */
    public Map<String, Long> byLabel() {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (PrizeTier tier : TIERS) {
            counts.put(tier.label(), byTier[tier.ordinal()]);
        }
        return counts;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof WinnerCounts counts && Arrays.equals(byTier, counts.byTier);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(byTier);
    }

    @Override
    public String toString() {
        return byLabel().toString();
    }
}
