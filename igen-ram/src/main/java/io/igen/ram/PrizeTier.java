package io.igen.ram;

import java.util.Optional;

/**
 * The nine prize tiers of SuperLotto Plus, highest first: how many of the five regular numbers a ticket
 * matches and whether it matches the Mega number. Every other combination (0, 1 or 2 numbers without the
 * Mega) wins nothing.
 */
public enum PrizeTier {

    FIVE_PLUS_MEGA(5, true),
    FIVE(5, false),
    FOUR_PLUS_MEGA(4, true),
    FOUR(4, false),
    THREE_PLUS_MEGA(3, true),
    THREE(3, false),
    TWO_PLUS_MEGA(2, true),
    ONE_PLUS_MEGA(1, true),
    MEGA_ONLY(0, true);

    /**
     * The search's key for a ticket, {@code matches * 2 + (megaMatched ? 1 : 0)}, 0..11, mapped to a tier's
     * ordinal or -1 for no prize.
     */
    private static final int[] ORDINAL_BY_KEY = new int[(LottoRules.NUMBERS_PER_TICKET + 1) * 2];

    static {
        java.util.Arrays.fill(ORDINAL_BY_KEY, -1);
        for (PrizeTier tier : values()) {
            ORDINAL_BY_KEY[key(tier.matches, tier.megaMatched)] = tier.ordinal();
        }
    }

    private final int matches;
    private final boolean megaMatched;

    PrizeTier(int matches, boolean megaMatched) {
        this.matches = matches;
        this.megaMatched = megaMatched;
    }

    /** The tier a ticket with this many matched numbers wins, or empty when it wins nothing. */
    public static Optional<PrizeTier> of(int matches, boolean megaMatched) {
        if (matches < 0 || matches > LottoRules.NUMBERS_PER_TICKET) {
            throw new IllegalArgumentException("a ticket matches 0 to 5 numbers, not " + matches);
        }
        int ordinal = ORDINAL_BY_KEY[key(matches, megaMatched)];
        return ordinal < 0 ? Optional.empty() : Optional.of(values()[ordinal]);
    }

    /** The number of keys {@link #ordinalByKey} maps. */
    static int keyCount() {
        return ORDINAL_BY_KEY.length;
    }

    /** The tier ordinal for a search key, or -1 for no prize. */
    static int ordinalByKey(int key) {
        return ORDINAL_BY_KEY[key];
    }

    private static int key(int matches, boolean megaMatched) {
        return matches * 2 + (megaMatched ? 1 : 0);
    }

    /** Regular numbers matched. */
    public int matches() {
        return matches;
    }

    /** Whether the Mega number is matched. */
    public boolean megaMatched() {
        return megaMatched;
    }

    /** As players say it: {@code 5+Mega}, {@code 5}, ..., {@code Mega}. */
    public String label() {
        if (matches == 0) {
            return "Mega";
        }
        return megaMatched ? matches + "+Mega" : Integer.toString(matches);
    }
}
