package io.igen.ram;

import java.util.List;

/**
 * One SuperLotto Plus ticket, or one draw (a draw has the same shape): five distinct regular numbers in
 * the order they were picked and a Mega number. Bulk tickets live in a {@link TicketBlock}; this record
 * is for draws, tests and reading single tickets back.
 *
 * @param numbers the five regular numbers, distinct, each 1..47
 * @param mega    the Mega number, 1..27
 */
public record Ticket(List<Integer> numbers, int mega) {

    public Ticket {
        numbers = List.copyOf(numbers);
        if (numbers.size() != LottoRules.NUMBERS_PER_TICKET) {
            throw new IllegalArgumentException("a ticket has " + LottoRules.NUMBERS_PER_TICKET + " numbers, not "
                    + numbers.size() + ": " + numbers);
        }
        long seen = 0;
        for (int number : numbers) {
            if (!LottoRules.isNumber(number)) {
                throw new IllegalArgumentException("number " + number + " is outside 1.." + LottoRules.HIGHEST_NUMBER);
            }
            if ((seen & 1L << number) != 0) {
                throw new IllegalArgumentException("number " + number + " appears twice in " + numbers);
            }
            seen |= 1L << number;
        }
        if (!LottoRules.isMega(mega)) {
            throw new IllegalArgumentException("Mega number " + mega + " is outside 1.." + LottoRules.HIGHEST_MEGA);
        }
    }

    /** A ticket from its five numbers and its Mega number. */
    public static Ticket of(int first, int second, int third, int fourth, int fifth, int mega) {
        return new Ticket(List.of(first, second, third, fourth, fifth), mega);
    }

    /** Bit {@code n} set for each regular number {@code n}: a 48-bit set (bit 0 unused). */
    public long numberMask() {
        long mask = 0;
        for (int number : numbers) {
            mask |= 1L << number;
        }
        return mask;
    }
}
