package io.igen.ram;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TicketTest {

    @Test
    void acceptsFiveDistinctNumbersOfOneToFortySevenAndAMegaOfOneToTwentySeven() {
        Ticket ticket = Ticket.of(1, 47, 23, 2, 46, 27);

        assertThat(ticket.numbers()).containsExactly(1, 47, 23, 2, 46);
        assertThat(ticket.mega()).isEqualTo(27);
        assertThat(Ticket.of(5, 4, 3, 2, 1, 1).mega()).isEqualTo(1);
    }

    @Test
    void numberMaskHasOneBitPerNumber() {
        assertThat(Ticket.of(1, 2, 3, 47, 32, 9).numberMask())
                .isEqualTo(1L << 1 | 1L << 2 | 1L << 3 | 1L << 47 | 1L << 32);
    }

    @Test
    void refusesRepeatedNumbers() {
        assertThatThrownBy(() -> Ticket.of(7, 8, 9, 7, 10, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7 appears twice");
    }

    @Test
    void refusesNumbersOutOfRange() {
        assertThatThrownBy(() -> Ticket.of(0, 8, 9, 10, 11, 1)).hasMessageContaining("0 is outside 1..47");
        assertThatThrownBy(() -> Ticket.of(48, 8, 9, 10, 11, 1)).hasMessageContaining("48 is outside 1..47");
        assertThatThrownBy(() -> Ticket.of(1, 2, 3, 4, 5, 0)).hasMessageContaining("Mega number 0 is outside 1..27");
        assertThatThrownBy(() -> Ticket.of(1, 2, 3, 4, 5, 28)).hasMessageContaining("Mega number 28");
    }

    @Test
    void refusesOtherThanFiveNumbers() {
        assertThatThrownBy(() -> new Ticket(List.of(1, 2, 3, 4), 1)).hasMessageContaining("5 numbers, not 4");
        assertThatThrownBy(() -> new Ticket(List.of(1, 2, 3, 4, 5, 6), 1)).hasMessageContaining("not 6");
    }
}
