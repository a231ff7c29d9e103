package io.igen.core.workload;

/**
 * Steele, Lea and Flood's SplitMix64 finaliser, for deterministic workloads: it spreads nearby inputs
 * (a seed plus a key or an index) over the whole 64-bit range. Our own copy, so seeded data and
 * sequences never depend on a JDK version.
 */
public final class SplitMix64 {

    private SplitMix64() {
    }

    /** The n-th output of a SplitMix64 generator seeded with {@code value - n * golden gamma}. */
    public static long mix(long value) {
        long z = value + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
