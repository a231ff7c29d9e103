package io.igen.oltp.keys;

import java.math.BigInteger;

/**
 * Spreads ranks over a range of n keys, one to one: rank r goes to offset {@code (a * r + b) mod n}, with {@code a}
 * prime to n. Without it the hottest Zipfian customers would be the first of each shard, neighbours in every table's
 * pages; YCSB's {@code ScrambledZipfianGenerator} scatters them for the same reason (by a hash, which is not one to
 * one and bends the law). The inverse tells which rank an offset has.
 */
final class KeyScatter {

    private final long n;
    private final long a;
    private final long b;
    private final long aInverse;

    KeyScatter(long n) {
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("skewed keys are drawn among at most " + Integer.MAX_VALUE
                    + " customers per shard, got " + n);
        }
        this.n = n;
        long candidate = Math.max(1, (long) (n * 0.6180339887)) | 1;
        while (BigInteger.valueOf(candidate).gcd(BigInteger.valueOf(n)).intValueExact() != 1) {
            candidate += 2;
        }
        this.a = candidate % n == 0 ? 1 : candidate % n;
        this.b = n / 3;
        this.aInverse = n == 1 ? 0 : BigInteger.valueOf(a).modInverse(BigInteger.valueOf(n)).longValueExact();
    }

    /** The offset in the range of the key of rank {@code rank}. */
    long offsetOf(long rank) {
        return Math.floorMod(a * rank + b, n);
    }

    /** The rank of the key at {@code offset}. */
    long rankOf(long offset) {
        return Math.floorMod(aInverse * Math.floorMod(offset - b, n), n);
    }
}
