package io.igen.ram;

/**
 * The obvious way to find the winners, kept apart from {@link WinnerSearch}'s tricks so that each checks the other:
 * every number of a ticket compared with every drawn number, and the prize table applied as the lottery prints it.
 * The tests check the search against it on every block they make; a run checks one searched block per level with it
 * ({@link SearchedBlock}). About 25 compares a ticket where the search has one popcount, so it is several times slower
 * than the search: the run samples.
 */
final class BruteForceSearch {

    private BruteForceSearch() {
    }

    /** Winners per tier among all tickets of the block. */
    static WinnerCounts count(TicketBlock block, Ticket draw) {
        int[] drawn = draw.numbers().stream().mapToInt(Integer::intValue).toArray();
        long[] byTier = new long[PrizeTier.values().length];
        for (int[][] chunk : block.chunks()) {
            int[] megas = chunk[TicketBlock.MEGA_COLUMN];
            for (int ticket = 0; ticket < megas.length; ticket++) {
                int matches = 0;
                for (int column = 0; column < LottoRules.NUMBERS_PER_TICKET; column++) {
                    for (int number : drawn) {
                        if (chunk[column][ticket] == number) {
                            matches++;
                        }
                    }
                }
                PrizeTier tier = tierOf(matches, megas[ticket] == draw.mega());
                if (tier != null) {
                    byTier[tier.ordinal()]++;
                }
            }
        }
        return WinnerCounts.of(byTier);
    }

    /** The tier of a ticket that matches this many numbers, and the Mega or not; null for no prize. */
    private static PrizeTier tierOf(int matches, boolean mega) {
        if (matches == 5) {
            return mega ? PrizeTier.FIVE_PLUS_MEGA : PrizeTier.FIVE;
        }
        if (matches == 4) {
            return mega ? PrizeTier.FOUR_PLUS_MEGA : PrizeTier.FOUR;
        }
        if (matches == 3) {
            return mega ? PrizeTier.THREE_PLUS_MEGA : PrizeTier.THREE;
        }
        if (!mega) {
            return null;
        }
        return matches == 2 ? PrizeTier.TWO_PLUS_MEGA : matches == 1 ? PrizeTier.ONE_PLUS_MEGA : PrizeTier.MEGA_ONLY;
    }
}
