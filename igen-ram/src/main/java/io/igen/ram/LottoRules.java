package io.igen.ram;

/**
 * The rules of California's SuperLotto Plus that shape a ticket: five distinct numbers from 1 to 47 and
 * one Mega number from 1 to 27, stored as six {@code int}s.
 */
public final class LottoRules {

    /** How many regular numbers a ticket carries. */
    public static final int NUMBERS_PER_TICKET = 5;
    /** Regular numbers run from 1 to this. */
    public static final int HIGHEST_NUMBER = 47;
    /** The Mega number runs from 1 to this. */
    public static final int HIGHEST_MEGA = 27;
    /** Ints a stored ticket takes: the five numbers, then the Mega number. */
    public static final int INTS_PER_TICKET = NUMBERS_PER_TICKET + 1;
    /** Bytes of ticket data per ticket: six 4-byte ints. */
    public static final int BYTES_PER_TICKET = INTS_PER_TICKET * Integer.BYTES;

    private LottoRules() {
    }

    /** Whether {@code number} is a valid regular number. */
    public static boolean isNumber(int number) {
        return number >= 1 && number <= HIGHEST_NUMBER;
    }

    /** Whether {@code mega} is a valid Mega number. */
    public static boolean isMega(int mega) {
        return mega >= 1 && mega <= HIGHEST_MEGA;
    }
}
