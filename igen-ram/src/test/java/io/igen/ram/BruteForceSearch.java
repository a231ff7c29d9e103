package io.igen.ram;

/**
 * The obvious way to find the winners, for checking {@link WinnerSearch}: read each ticket back as a
 * record, compare every number with every drawn number, and apply the prize table as the lottery prints it.
 */
final class BruteForceSearch {

    private BruteForceSearch() {
    }

    static WinnerCounts count(TicketBlock block, Ticket draw) {
        long[] byTier = new long[PrizeTier.values().length];
        for (long index = 0; index < block.ticketCount(); index++) {
            PrizeTier tier = tierOf(block.ticket(index), draw);
            if (tier != null) {
                byTier[tier.ordinal()]++;
            }
        }
        return WinnerCounts.of(byTier);
    }

    static PrizeTier tierOf(Ticket ticket, Ticket draw) {
        int matches = 0;
        for (int number : ticket.numbers()) {
            for (int drawn : draw.numbers()) {
                if (number == drawn) {
                    matches++;
                }
            }
        }
        boolean mega = ticket.mega() == draw.mega();
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
