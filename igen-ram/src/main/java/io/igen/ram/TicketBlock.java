package io.igen.ram;

/**
 * A block of lotto tickets in a 3-dimensional int array, laid out for scanning:
 * {@code int[chunk][column][ticket]}. A chunk holds {@value #TICKETS_PER_CHUNK} tickets (the last one
 * fewer) as six column arrays: the first regular number of every ticket of the chunk, then the second, ...,
 * then the Mega numbers. Ticket {@code t} is at chunk {@code t / TICKETS_PER_CHUNK}, position
 * {@code t % TICKETS_PER_CHUNK} in each column.
 *
 * <p>Why columns and not {@code int[chunk][ticket][6]}: a 6-int array per ticket costs a 16-byte header and
 * a 4-byte reference beside its 24 bytes of data (83% overhead, and a pointer to follow per ticket), while
 * six column arrays per chunk cost 24.0 bytes per ticket (the headers of a chunk's 7 arrays are 0.04% of its
 * 384 KB) and let the search stream through six sequential arrays with no per-ticket indirection. A column
 * is 64 KB, small enough never to be a G1 humongous object and long enough that the inner loop dominates.
 */
public final class TicketBlock {

    /** Tickets per chunk: 2^14, so a column array is 64 KB. */
    public static final int TICKETS_PER_CHUNK = 1 << 14;
    /** The column of the Mega numbers; columns 0..4 hold the regular numbers. */
    static final int MEGA_COLUMN = LottoRules.NUMBERS_PER_TICKET;

    /** Object header of an array with compressed class pointers, as HotSpot lays it out. */
    private static final long ARRAY_HEADER_BYTES = 16;
    /** A reference with compressed oops (heaps under 32 GB); 8 bytes above, which the estimate ignores. */
    private static final long REFERENCE_BYTES = 4;

    private final int[][][] chunks;
    private final long ticketCount;

    private TicketBlock(int[][][] chunks, long ticketCount) {
        this.chunks = chunks;
        this.ticketCount = ticketCount;
    }

    /** A block of {@code ticketCount} tickets, all ints zero (no valid ticket yet): fill it next. */
    public static TicketBlock allocate(long ticketCount) {
        long chunkCount = chunkCount(ticketCount);
        if (ticketCount < 1 || chunkCount > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a block holds 1 to " + (long) (Integer.MAX_VALUE - 8) * TICKETS_PER_CHUNK
                    + " tickets, not " + ticketCount);
        }
        int[][][] chunks = new int[(int) chunkCount][][];
        for (int chunk = 0; chunk < chunks.length; chunk++) {
            int tickets = (int) Math.min(TICKETS_PER_CHUNK, ticketCount - (long) chunk * TICKETS_PER_CHUNK);
            chunks[chunk] = new int[LottoRules.INTS_PER_TICKET][tickets];
        }
        return new TicketBlock(chunks, ticketCount);
    }

    /** A block the size {@code --mb-per-thread} asks for. */
    public static TicketBlock allocate(BlockSize size) {
        return allocate(size.tickets());
    }

    /** Heap bytes a block of this many tickets takes: ticket data, array headers and references. */
    public static long heapBytes(long ticketCount) {
        long chunkCount = chunkCount(ticketCount);
        long outer = ARRAY_HEADER_BYTES + chunkCount * REFERENCE_BYTES;
        long perChunk = ARRAY_HEADER_BYTES + LottoRules.INTS_PER_TICKET * (REFERENCE_BYTES + ARRAY_HEADER_BYTES);
        return outer + chunkCount * perChunk + ticketCount * LottoRules.BYTES_PER_TICKET;
    }

    private static long chunkCount(long ticketCount) {
        return (ticketCount + TICKETS_PER_CHUNK - 1) / TICKETS_PER_CHUNK;
    }

    public long ticketCount() {
        return ticketCount;
    }

    /** Bytes of ticket data: {@code ticketCount() * 24}. */
    public long ticketBytes() {
        return ticketCount * LottoRules.BYTES_PER_TICKET;
    }

    /** Ticket {@code index}, read back as a record (slow: for tests and samples, not for scans). */
    public Ticket ticket(long index) {
        int[][] chunk = chunks[chunkOf(index)];
        int position = (int) (index % TICKETS_PER_CHUNK);
        return Ticket.of(chunk[0][position], chunk[1][position], chunk[2][position], chunk[3][position],
                chunk[4][position], chunk[MEGA_COLUMN][position]);
    }

    /** Stores a ticket at {@code index} (for hand-made blocks in tests and samples). */
    public void set(long index, Ticket ticket) {
        int[][] chunk = chunks[chunkOf(index)];
        int position = (int) (index % TICKETS_PER_CHUNK);
        for (int column = 0; column < LottoRules.NUMBERS_PER_TICKET; column++) {
            chunk[column][position] = ticket.numbers().get(column);
        }
        chunk[MEGA_COLUMN][position] = ticket.mega();
    }

    /**
     * The arrays themselves, {@code [chunk][column][ticket]}, for the generator, the search and benchmarks
     * to stream through. Not a copy.
     */
    int[][][] chunks() {
        return chunks;
    }

    private int chunkOf(long index) {
        if (index < 0 || index >= ticketCount) {
            throw new IndexOutOfBoundsException("ticket " + index + " of a block of " + ticketCount);
        }
        return (int) (index / TICKETS_PER_CHUNK);
    }
}
