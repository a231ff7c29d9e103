package io.igen.ram;

import io.igen.core.workload.SplitMix64;

/**
 * Random valid tickets, deterministic from a seed: the same seed fills the same block everywhere.
 *
 * <p>The generator is xoroshiro128++ (Blackman and Vigna, 2019), seeded through SplitMix64 as its authors
 * advise: nine shifts, rotations, xors and adds per 64 random bits and no multiply, so filling a block is
 * not held up by the multiplier the scaling below needs. It is much cheaper than {@link java.util.Random}'s
 * synchronised 48-bit LCG and statistically sound for this use.
 *
 * <p>Each 64 random bits give two numbers: a number in 1..n comes from 32 random bits by multiply-shift
 * (Lemire), with a bias below n / 2^32, about 1e-8 here. Distinct regular numbers come from redrawing a
 * number already taken, tracked in a 48-bit mask. Not thread-safe: one generator per thread.
 */
public final class TicketGenerator {

    /** What {@link LottoWorkload#settings()} records, so results name the generator that filled their blocks. */
    public static final String ALGORITHM = "xoroshiro128++";

    /** SplitMix64's increment: consecutive outputs of one SplitMix64 stream are its mix at seed + n * gamma. */
    private static final long GOLDEN_GAMMA = 0x9E37_79B9_7F4A_7C15L;

    private static final long LOW_32_BITS = 0xFFFF_FFFFL;

    private long low;
    private long high;

    /** The state is the first two outputs of a SplitMix64 stream seeded with {@code seed}. */
    public TicketGenerator(long seed) {
        this.low = SplitMix64.mix(seed);
        this.high = SplitMix64.mix(seed + GOLDEN_GAMMA);
    }

    private TicketGenerator(long low, long high) {
        this.low = low;
        this.high = high;
    }

    /**
     * A generator in this one's state: from here on it gives the same tickets as this one. Two longs kept before a
     * block is filled are enough to fill it again, for checking its search after the level ({@link SearchedBlock}).
     */
    TicketGenerator copy() {
        return new TicketGenerator(low, high);
    }

    /** The generator of stream {@code index} of a seed: threads get different, reproducible tickets. */
    public static TicketGenerator forStream(long seed, int index) {
        return new TicketGenerator(SplitMix64.mix(seed + index * GOLDEN_GAMMA));
    }

    /** The next ticket, or draw: the same ticket {@link #fill} would have written next. */
    public Ticket nextTicket() {
        TicketBlock one = TicketBlock.allocate(1);
        fill(one);
        return one.ticket(0);
    }

    /** Fills every ticket of the block with the next random tickets, in ticket order. */
    public void fill(TicketBlock block) {
        for (int[][] chunk : block.chunks()) {
            int[] first = chunk[0];
            int[] second = chunk[1];
            int[] third = chunk[2];
            int[] fourth = chunk[3];
            int[] fifth = chunk[4];
            int[] megas = chunk[TicketBlock.MEGA_COLUMN];
            for (int i = 0; i < megas.length; i++) {
                // Three 64-bit randoms, two 32-bit halves each: five numbers and the Mega number.
                long random = nextLong();
                int number = scale(random >>> 32, LottoRules.HIGHEST_NUMBER);
                long taken = 1L << number;
                first[i] = number;
                number = distinct(random & LOW_32_BITS, taken);
                taken |= 1L << number;
                second[i] = number;
                random = nextLong();
                number = distinct(random >>> 32, taken);
                taken |= 1L << number;
                third[i] = number;
                number = distinct(random & LOW_32_BITS, taken);
                taken |= 1L << number;
                fourth[i] = number;
                random = nextLong();
                fifth[i] = distinct(random >>> 32, taken);
                megas[i] = scale(random & LOW_32_BITS, LottoRules.HIGHEST_MEGA);
            }
        }
    }

    /** The number 32 random bits give, or, when it is taken already, a redrawn one that is not. */
    private int distinct(long randomBits, long taken) {
        int number = scale(randomBits, LottoRules.HIGHEST_NUMBER);
        while ((taken & 1L << number) != 0) {
            number = scale(nextLong() >>> 32, LottoRules.HIGHEST_NUMBER);
        }
        return number;
    }

    /** 1..highest from 32 random bits. */
    private static int scale(long randomBits, int highest) {
        return 1 + (int) ((randomBits * highest) >>> 32);
    }

    private long nextLong() {
        long s0 = low;
        long s1 = high;
        long result = Long.rotateLeft(s0 + s1, 17) + s0;
        s1 ^= s0;
        low = Long.rotateLeft(s0, 49) ^ s1 ^ (s1 << 21);
        high = Long.rotateLeft(s1, 28);
        return result;
    }
}
