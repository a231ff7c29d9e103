package io.igen.ram;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TicketBlockTest {

    @Test
    void megabytesMeanBytesOfTicketDataInWholeTickets() {
        assertThat(new BlockSize(1).tickets()).isEqualTo(1_048_576 / 24);
        assertThat(new BlockSize(512).tickets()).isEqualTo(22_369_621L);
        assertThat(new BlockSize(512).ticketBytes()).isEqualTo(536_870_904L);
        assertThat(new BlockSize(512).ticketBytes()).isLessThanOrEqualTo(512 * BlockSize.BYTES_PER_MB)
                .isGreaterThan(512 * BlockSize.BYTES_PER_MB - LottoRules.BYTES_PER_TICKET);
    }

    @Test
    void heapFootprintIsTheDataPlusWellUnderOnePercent() {
        BlockSize block = new BlockSize(512);

        assertThat(block.heapBytes()).isGreaterThan(block.ticketBytes());
        assertThat((double) block.heapBytes() / block.ticketBytes()).isLessThan(1.001);
    }

    @Test
    void blockSizeIsAtLeastOneMegabyte() {
        assertThatThrownBy(() -> new BlockSize(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ticketsSpanChunksAndTheLastChunkIsShort() {
        long tickets = 2L * TicketBlock.TICKETS_PER_CHUNK + 5;
        TicketBlock block = TicketBlock.allocate(tickets);

        assertThat(block.ticketCount()).isEqualTo(tickets);
        assertThat(block.ticketBytes()).isEqualTo(tickets * 24);
        assertThat(block.chunks()).hasNumberOfRows(3);
        for (int[][] chunk : block.chunks()) {
            assertThat(chunk).hasNumberOfRows(6);
        }
        assertThat(block.chunks()[0][0]).hasSize(TicketBlock.TICKETS_PER_CHUNK);
        assertThat(block.chunks()[2][5]).hasSize(5);
    }

    @Test
    void storesAndReadsBackTicketsOnEitherSideOfAChunkBoundary() {
        TicketBlock block = TicketBlock.allocate(TicketBlock.TICKETS_PER_CHUNK + 1);
        Ticket last = Ticket.of(1, 2, 3, 4, 5, 6);
        Ticket next = Ticket.of(47, 46, 45, 44, 43, 27);

        block.set(TicketBlock.TICKETS_PER_CHUNK - 1, last);
        block.set(TicketBlock.TICKETS_PER_CHUNK, next);

        assertThat(block.ticket(TicketBlock.TICKETS_PER_CHUNK - 1)).isEqualTo(last);
        assertThat(block.ticket(TicketBlock.TICKETS_PER_CHUNK)).isEqualTo(next);
        assertThat(block.chunks()[1][0][0]).isEqualTo(47);
        assertThat(block.chunks()[1][TicketBlock.MEGA_COLUMN][0]).isEqualTo(27);
    }

    @Test
    void refusesIndexesOutsideTheBlock() {
        TicketBlock block = TicketBlock.allocate(10);

        assertThatThrownBy(() -> block.ticket(10)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> block.ticket(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void refusesEmptyBlocks() {
        assertThatThrownBy(() -> TicketBlock.allocate(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
