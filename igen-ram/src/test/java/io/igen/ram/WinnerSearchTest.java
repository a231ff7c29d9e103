package io.igen.ram;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class WinnerSearchTest {

    private static final Ticket DRAW = Ticket.of(3, 14, 15, 32, 47, 9);

    /** One hand-made ticket per tier (two for the Mega-only tier), then three that win nothing. */
    private static final List<Ticket> HAND_MADE = List.of(
            Ticket.of(47, 32, 15, 14, 3, 9),   // 5+Mega, in another order
            Ticket.of(3, 14, 15, 32, 47, 10),  // 5
            Ticket.of(3, 14, 15, 32, 1, 9),    // 4+Mega
            Ticket.of(14, 15, 32, 47, 2, 27),  // 4
            Ticket.of(3, 15, 47, 1, 2, 9),     // 3+Mega
            Ticket.of(3, 14, 15, 45, 46, 1),   // 3
            Ticket.of(32, 47, 4, 5, 6, 9),     // 2+Mega
            Ticket.of(1, 2, 4, 5, 3, 9),       // 1+Mega
            Ticket.of(1, 2, 4, 5, 6, 9),       // Mega only
            Ticket.of(31, 33, 46, 2, 1, 9),    // Mega only, numbers next to drawn ones
            Ticket.of(3, 14, 1, 2, 4, 8),      // 2: nothing
            Ticket.of(47, 1, 2, 4, 5, 27),     // 1: nothing
            Ticket.of(1, 2, 4, 5, 6, 1));      // 0: nothing

    @Test
    void handMadeTicketsHitEveryTierExactlyAsPlanned() {
        TicketBlock block = TicketBlock.allocate(HAND_MADE.size());
        for (int i = 0; i < HAND_MADE.size(); i++) {
            block.set(i, HAND_MADE.get(i));
        }

        WinnerCounts winners = WinnerSearch.count(block, DRAW);

        assertThat(winners.byLabel()).containsExactly(
                entry("5+Mega", 1), entry("5", 1), entry("4+Mega", 1), entry("4", 1), entry("3+Mega", 1),
                entry("3", 1), entry("2+Mega", 1), entry("1+Mega", 1), entry("Mega", 2));
        assertThat(winners.total()).isEqualTo(10);
        assertThat(winners).isEqualTo(BruteForceSearch.count(block, DRAW));
    }

    @Test
    void bruteForceReferenceAppliesThePrizeTable() {
        assertThat(HAND_MADE.stream().map(WinnerSearchTest::bruteForceTier).toList()).containsExactly(
                "5+Mega", "5", "4+Mega", "4", "3+Mega", "3", "2+Mega", "1+Mega", "Mega", "Mega", "none", "none",
                "none");
    }

    @Test
    void randomBlocksAgreeWithBruteForceForKnownDraws() {
        // Sizes around the chunk and batch boundaries: 1 ticket, a batch, a whole chunk, chunks and a tail.
        long[] sizes = {1, 30, 31, 32, 1000, TicketBlock.TICKETS_PER_CHUNK, 2L * TicketBlock.TICKETS_PER_CHUNK + 77};
        List<Ticket> draws = List.of(DRAW, Ticket.of(1, 2, 3, 4, 5, 1), Ticket.of(43, 44, 45, 46, 47, 27));
        for (long size : sizes) {
            TicketBlock block = TicketBlock.allocate(size);
            new TicketGenerator(size).fill(block);
            for (Ticket draw : draws) {
                assertThat(WinnerSearch.count(block, draw)).as("%d tickets, draw %s", size, draw)
                        .isEqualTo(BruteForceSearch.count(block, draw));
            }
        }
    }

    @Test
    void aBlockOfCopiesOfTheDrawWinsTheJackpotOnEveryTicket() {
        long size = TicketBlock.TICKETS_PER_CHUNK + 40;
        TicketBlock block = TicketBlock.allocate(size);
        for (long i = 0; i < size; i++) {
            block.set(i, DRAW);
        }

        WinnerCounts winners = WinnerSearch.count(block, DRAW);

        assertThat(winners.count(PrizeTier.FIVE_PLUS_MEGA)).isEqualTo(size);
        assertThat(winners.total()).isEqualTo(size);
    }

    @Test
    void winnerShareMatchesTheOddsOnABigRandomBlock() {
        // SuperLotto Plus overall odds of winning any prize are about 1 in 23.
        TicketBlock block = TicketBlock.allocate(new BlockSize(8));
        new TicketGenerator(3).fill(block);

        WinnerCounts winners = WinnerSearch.count(block, DRAW);

        double share = (double) winners.total() / block.ticketCount();
        assertThat(share).isBetween(1 / 24.0, 1 / 22.0);
    }

    /** The tier brute force says a lone ticket wins, or "none". */
    private static String bruteForceTier(Ticket ticket) {
        TicketBlock block = TicketBlock.allocate(1);
        block.set(0, ticket);
        return BruteForceSearch.count(block, DRAW).byLabel().entrySet().stream().filter(tier -> tier.getValue() == 1)
                .map(java.util.Map.Entry::getKey).reduce((one, other) -> one + " and " + other).orElse("none");
    }

    private static java.util.Map.Entry<String, Long> entry(String label, long count) {
        return java.util.Map.entry(label, count);
    }
}
