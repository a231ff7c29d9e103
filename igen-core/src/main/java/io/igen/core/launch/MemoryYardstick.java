package io.igen.core.launch;

import java.util.SplittableRandom;

/**
 * Two yardsticks of the host's memory, for what a compute loop in registers cannot see: the cache and memory
 * contention a database transaction feels. A dependent-load chase (lmbench's {@code lat_mem_rd}) over
 * {@value #CHASE_MEGABYTES} MB, several times a large last-level cache, each load at an address the previous load
 * gave, one cache line each, in an order no prefetcher can guess: its time per load is the latency of a load that
 * misses the caches (and the TLB). And a bandwidth pass (STREAM's copy) over two arrays of {@value #PASS_MEGABYTES}
 * MB: the bytes read and written per second by one thread.
 *
 * <p>The arrays are made once and kept (about {@value #CHASE_MEGABYTES} + 2 x {@value #PASS_MEGABYTES} MB of heap in
 * the orchestrating JVM, which does no other work while a launch runs).
 */
public final class MemoryYardstick {

    static final int CHASE_MEGABYTES = 128;
    static final int PASS_MEGABYTES = 32;
    private static final int INTS_PER_LINE = 64 / Integer.BYTES;

    /** {@code next[i]}: the index of the line after line {@code i}'s first int, one cycle through every line. */
    private final int[] next;
    private final long[] source;
    private final long[] target;
    /** Where the chase stands: it goes on from there, so that no burst starts in lines a previous one left cached. */
    private int position;
    /** Read by {@link #copyPass} so that the compiler cannot drop the pass: a pass's result is always used. */
    private volatile long sink;

    MemoryYardstick(int chaseBytes, int passBytes, long seed) {
        this.next = singleCycle(chaseBytes / 64, seed);
        this.source = new long[passBytes / Long.BYTES];
        this.target = new long[passBytes / Long.BYTES];
        for (int i = 0; i < source.length; i++) {
            source[i] = i;
        }
    }

    /** The host's yardstick: {@value #CHASE_MEGABYTES} MB chased, {@value #PASS_MEGABYTES} MB arrays copied. */
    static MemoryYardstick ofHost() {
        return new MemoryYardstick(CHASE_MEGABYTES << 20, PASS_MEGABYTES << 20, 42);
    }

    /**
     * A random cyclic permutation of {@code lines} cache lines (Sattolo's algorithm: one cycle through all of them),
     * written as the index of each line's successor's first int at that line's first int.
     */
    static int[] singleCycle(int lines, long seed) {
        int[] order = new int[lines];
        for (int i = 0; i < lines; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = lines - 1; i > 0; i--) {
            int j = random.nextInt(i);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        int[] next = new int[lines * INTS_PER_LINE];
        for (int i = 0; i < lines; i++) {
            next[i * INTS_PER_LINE] = order[i] * INTS_PER_LINE;
        }
        return next;
    }

    /** The cache lines the chase goes through. */
    int lines() {
        return next.length / INTS_PER_LINE;
    }

    /** Takes {@code loads} dependent loads from where the chase stands; returns where it then stands. */
    int chase(long loads) {
        int at = position;
        for (long i = 0; i < loads; i++) {
            at = next[at];
        }
        position = at;
        return at;
    }

    /** Copies one array into the other once; returns the bytes read and written. */
    long copyPass() {
        long[] from = source;
        long[] to = target;
        for (int i = 0; i < from.length; i++) {
            to[i] = from[i];
        }
        sink = to[to.length - 1];
        return 2L * from.length * Long.BYTES;
    }

    /** Nanoseconds per dependent load, chasing for about {@code seconds} of wall time. */
    double nanosPerLoad(double seconds) {
        long loads = 0;
        long batch = 1 << 16;
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            chase(batch);
            loads += batch;
            now = System.nanoTime();
        } while (now < end);
        return (double) (now - start) / loads;
    }

    /** Gigabytes (10^9 bytes) read and written per second, copying for about {@code seconds} of wall time. */
    double gigabytesPerSecond(double seconds) {
        long bytes = 0;
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            bytes += copyPass();
            now = System.nanoTime();
        } while (now < end);
        return bytes / ((now - start) / 1e9) / 1e9;
    }

    long sink() {
        return sink;
    }
}
