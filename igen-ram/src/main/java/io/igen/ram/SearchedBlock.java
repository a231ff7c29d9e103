package io.igen.ram;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One search of a run, kept so that it can be checked after its level: the state of the generator before it filled
 * the block, the block's size and the winners the search found. It holds no ticket (a block is dropped by the
 * operation that searched it), so keeping one costs two longs and a reference; {@link #recheck} fills the same
 * block again and counts its winners by brute force.
 *
 * @param thread     the load thread that searched it, 0-based
 * @param block      which of the thread's blocks of the level it was, 1-based
 * @param filledFrom the generator as it was before it filled the block; {@link #recheck} never advances it
 * @param tickets    the block's tickets
 * @param found      the winners the search counted
 */
record SearchedBlock(int thread, long block, TicketGenerator filledFrom, long tickets, WinnerCounts found) {

    /**
     * Fills the block again, draws the same result and counts its winners with {@link BruteForceSearch}: it takes one
     * block of heap, about one operation's allocation time and several times its search time.
     *
     * @return the tiers where the search and brute force differ, as a problem names them; empty when they agree
     */
    Optional<String> recheck() {
        TicketGenerator generator = filledFrom.copy();
        TicketBlock again = TicketBlock.allocate(tickets);
        generator.fill(again);
        Ticket draw = generator.nextTicket();
        WinnerCounts expected = BruteForceSearch.count(again, draw);
        if (expected.equals(found)) {
            return Optional.empty();
        }
        Map<String, Long> foundTiers = new LinkedHashMap<>();
        Map<String, Long> expectedTiers = new LinkedHashMap<>();
        for (PrizeTier tier : PrizeTier.values()) {
            if (found.count(tier) != expected.count(tier)) {
                foundTiers.put(tier.label(), found.count(tier));
                expectedTiers.put(tier.label(), expected.count(tier));
            }
        }
        return Optional.of(String.format(Locale.ROOT, "block %d of thread %d (%,d tickets, draw %s Mega %d): the "
                + "search found %s winners where brute force counts %s", block, thread, tickets, draw.numbers(), draw.mega(),
                foundTiers, expectedTiers));
    }
}
