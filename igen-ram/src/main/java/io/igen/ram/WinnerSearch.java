package io.igen.ram;

/**
 * Counts the winners of every prize tier in a block against a draw, reading every ticket once.
 *
 * <p>How it keeps up with a plain sum over the same arrays, with no allocation beyond a 16-slot histogram
 * and the result:
 * <ul>
 *   <li>The block's column layout ({@link TicketBlock}) gives six sequential streams and a loop with no
 *       indirection and no range checks left in it.</li>
 *   <li>A ticket's five numbers become a 48-bit set ({@code 1L << number}, or-ed); its matches are
 *       {@code Long.bitCount(ticket & drawn)}, one instruction. The Mega match is one compare.</li>
 *   <li>Only winners are counted. About 1 ticket in 23 wins (the Mega alone is 1 in 27), so the test
 *       "Mega matched or 3 or more numbers" is almost always false and well predicted, and the other 22
 *       tickets cost nothing beyond the compare: no histogram update, no store.</li>
 *   <li>Winners land in a histogram keyed by {@code matches * 2 + megaMatched}, folded into the nine
 *       tiers once, at the end.</li>
 * </ul>
 * {@code LottoBench} (src/jmh) measures it against a sequential sum of the same arrays.
 */
public final class WinnerSearch {

    /** Histogram slots: a power of two above the 12 keys, so {@code & SLOT_MASK} proves every index in range. */
    private static final int SLOTS = 16;
    private static final int SLOT_MASK = SLOTS - 1;
    /** The fewest regular numbers that win without the Mega. */
    private static final int LEAST_MATCHES_WINNING_ALONE = 3;

    private WinnerSearch() {
    }

    /** Winners per tier among all tickets of the block. */
    public static WinnerCounts count(TicketBlock block, Ticket draw) {
        long drawn = draw.numberMask();
        int drawnMega = draw.mega();
        long[] byKey = new long[SLOTS];
        for (int[][] chunk : block.chunks()) {
            countChunk(chunk, drawn, drawnMega, byKey);
        }
        long[] byTier = new long[PrizeTier.values().length];
        for (int key = 0; key < PrizeTier.keyCount(); key++) {
            int tier = PrizeTier.ordinalByKey(key);
            if (tier >= 0) {
                byTier[tier] += byKey[key];
            }
        }
        return WinnerCounts.of(byTier);
    }

    private static void countChunk(int[][] chunk, long drawn, int drawnMega, long[] byKey) {
        int[] first = chunk[0];
        int[] second = chunk[1];
        int[] third = chunk[2];
        int[] fourth = chunk[3];
        int[] fifth = chunk[4];
        int[] megas = chunk[TicketBlock.MEGA_COLUMN];
        int tickets = megas.length;
        for (int i = 0; i < tickets; i++) {
            long ticket = 1L << first[i] | 1L << second[i] | 1L << third[i] | 1L << fourth[i] | 1L << fifth[i];
            int matches = Long.bitCount(ticket & drawn);
            boolean megaMatched = megas[i] == drawnMega;
            if (megaMatched || matches >= LEAST_MATCHES_WINNING_ALONE) {
                byKey[(matches << 1 | (megaMatched ? 1 : 0)) & SLOT_MASK]++;
            }
        }
    }
}
