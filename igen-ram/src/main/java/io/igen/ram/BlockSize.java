package io.igen.ram;

/**
 * How much ticket data one thread allocates per operation. One MB is 2^20 bytes; the block holds as many
 * whole tickets as fit in that many bytes of ticket data (24 bytes each), so "512 MB per thread" means
 * 22,369,621 tickets and 536,870,904 bytes of ints, not counting the arrays' few headers.
 *
 * @param megabytes the block size in MB, 1 or more
 */
public record BlockSize(int megabytes) {

    /** Bytes in one MB, as {@code --mb-per-thread} counts them. */
    public static final long BYTES_PER_MB = 1L << 20;

    public BlockSize {
        if (megabytes < 1) {
            throw new IllegalArgumentException("a block is at least 1 MB, not " + megabytes);
        }
    }

    /** Whole tickets in the block. */
    public long tickets() {
        return megabytes * BYTES_PER_MB / LottoRules.BYTES_PER_TICKET;
    }

    /** Bytes of ticket data (the ints themselves): what a search reads and what the MB option means. */
    public long ticketBytes() {
        return tickets() * LottoRules.BYTES_PER_TICKET;
    }

    /** Bytes the block takes on the heap: its ticket data plus the array headers and references. */
    public long heapBytes() {
        return TicketBlock.heapBytes(tickets());
    }
}
