package io.igen.ram;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A run's check of its own searches: a searched block filled again from two longs and counted by brute force. */
class SearchedBlockTest {

    private static final long TICKETS = TicketBlock.TICKETS_PER_CHUNK + 1_000;

    @Test
    void aBlockTheSearchCountedRightPassesAndCanBeRecheckedAgain() {
        SearchedBlock searched = searchOnce(11);

        assertThat(searched.recheck()).isEmpty();
        assertThat(searched.recheck()).as("the kept generator state is not advanced").isEmpty();
    }

    @Test
    void aWrongCountNamesTheBlockTheDrawAndEveryTierThatDiffers() {
        SearchedBlock right = searchOnce(11);
        long[] twoMore = new long[PrizeTier.values().length];
        twoMore[PrizeTier.THREE_PLUS_MEGA.ordinal()] = 1;
        twoMore[PrizeTier.MEGA_ONLY.ordinal()] = 1;
        SearchedBlock wrong = new SearchedBlock(1, 7, right.filledFrom(), TICKETS,
                right.found().plus(WinnerCounts.of(twoMore)));

        assertThat(wrong.recheck()).hasValue("block 7 of thread 1 (17,384 tickets, draw [4, 40, 15, 3, 43] Mega 14): "
                + "the search found {3+Mega=4, Mega=349} winners where brute force counts {3+Mega=3, Mega=348}");
    }

    /** A block filled from a generator of {@code seed} and searched, as an operation of the run does. */
    private static SearchedBlock searchOnce(long seed) {
        TicketGenerator generator = new TicketGenerator(seed);
        TicketGenerator filledFrom = generator.copy();
        TicketBlock block = TicketBlock.allocate(TICKETS);
        generator.fill(block);
        WinnerCounts found = WinnerSearch.count(block, generator.nextTicket());
        return new SearchedBlock(0, 1, filledFrom, TICKETS, found);
    }
}
