package io.igen.ram;

import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * iGenRAM's workload. One operation per thread: allocate a block of tickets and fill it with random
 * tickets (allocation time), draw a result, count the winners of every tier over the whole block (search
 * time), drop the block. Each thread's tickets come from its own deterministic random stream, so after each level
 * one block searched in its window is filled again and its winners counted by brute force: a search that counts
 * wrong is a problem of the run.
 *
 * @param block the ticket data one operation allocates and searches
 * @param seed  the seed every thread's ticket stream derives from
 * @param clock times the allocation and the search inside an operation, in nanoseconds ({@code System::nanoTime})
 */
public record LottoWorkload(BlockSize block, long seed, LongSupplier clock)
        implements Workload<LottoWorkload.LottoWorker> {

    private static final double NANOS_PER_MS = 1e6;
    private static final double BYTES_PER_GB = 1e9;

    /** The settings a result records, so two runs can be checked for doing the same work. */
    public Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("mbPerThread", block.megabytes());
        settings.put("ticketsPerBlock", block.tickets());
        settings.put("ticketBytesPerBlock", block.ticketBytes());
        settings.put("heapBytesPerBlock", block.heapBytes());
        settings.put("bytesPerTicket", LottoRules.BYTES_PER_TICKET);
        settings.put("layout", "int[chunk][column][ticket], " + TicketBlock.TICKETS_PER_CHUNK + " tickets per chunk");
        settings.put("generator", TicketGenerator.ALGORITHM);
        settings.put("seed", seed);
        return settings;
    }

    /** Each thread its own stream of tickets, from the seed and its index; the report rechecks one block. */
    @Override
    public LevelSession<LottoWorker> openLevel(Level level) {
        return new LevelSession<>() {
            @Override
            public LottoWorker createWorker(int workerIndex) {
                return new LottoWorker(workerIndex, block, TicketGenerator.forStream(seed, workerIndex), clock);
            }

            @Override
            public LevelReport report(List<LottoWorker> workers, MeasuredLevel measurement) {
                return LevelReport.of(figures(workers, measurement)).withProblems(problems(level, workers));
            }
        };
    }

    /**
     * {@code ticketsPerMs}: tickets allocated and searched by all threads per millisecond of the window;
     * {@code allocationMs} and {@code searchMs}: mean time per operation of one thread;
     * {@code allocationGBPerSecond} and {@code searchGBPerSecond}: one thread's ticket bytes per second of
     * allocating or searching (1 GB = 10^9 bytes); {@code winners}: winners per tier over the window;
     * {@code verified}: blocks of the window whose winners were counted again by brute force, after the window (the
     * first thread's last one), and {@code checkMismatches}: how many of those the search had counted wrong.
     */
    private Map<String, Object> figures(List<LottoWorker> workers, MeasuredLevel measurement) {
        long operations = 0;
        long allocationNanos = 0;
        long searchNanos = 0;
        WinnerCounts winners = WinnerCounts.none();
        for (LottoWorker worker : workers) {
            operations += worker.operations;
            allocationNanos += worker.allocationNanos;
            searchNanos += worker.searchNanos;
            winners = winners.plus(worker.winners);
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("ticketsPerMs", measurement.throughput() * block.tickets() / 1000.0);
        details.put("allocationMs", operations == 0 ? 0.0 : allocationNanos / NANOS_PER_MS / operations);
        details.put("searchMs", operations == 0 ? 0.0 : searchNanos / NANOS_PER_MS / operations);
        details.put("allocationGBPerSecond", gigabytesPerSecond(operations, allocationNanos));
        details.put("searchGBPerSecond", gigabytesPerSecond(operations, searchNanos));
        details.put("winners", winners.byLabel());
        Optional<LottoWorker> sampled = workers.stream().filter(worker -> worker.lastCounted != null).findFirst();
        sampled.ifPresent(LottoWorker::recheckLastCounted);
        details.put("verified", sampled.isPresent() ? 1L : 0L);
        details.put("checkMismatches", sampled.flatMap(worker -> worker.recheckProblem).isPresent() ? 1L : 0L);
        return details;
    }

    /**
     * A level whose rechecked block ({@link #figures(List, MeasuredLevel)}) the search counted wrong: the block, and
     * the tiers where the search and brute force differ. Whatever made the search wrong (a JIT's shortcut, a changed
     * loop) may have made it faster, so the level is no result.
     */
    private static List<String> problems(Level level, List<LottoWorker> workers) {
        return workers.stream().flatMap(worker -> worker.recheckProblem.stream())
                .map(problem -> "level " + level.level() + ": " + problem + "; the level's figures are no result")
                .toList();
    }

    /**
     * Over the drivers of a run, tickets per millisecond, winners and checked blocks add up; times and one thread's
     * speeds are means over the operations.
     */
    @Override
    public Map<String, FigureKind> figures() {
        return Map.of("ticketsPerMs", FigureKind.sum("tickets/ms"), "allocationMs", FigureKind.mean("ms"),
                "searchMs", FigureKind.mean("ms"), "allocationGBPerSecond", FigureKind.mean("GB/s"),
                "searchGBPerSecond", FigureKind.mean("GB/s"), "winners", FigureKind.sum("tickets"),
                "verified", FigureKind.sum("blocks"), "checkMismatches", FigureKind.sum("blocks"));
    }

    /** Nothing to release: every block is dropped by the operation that allocated it. */
    @Override
    public void close() {
    }

    private double gigabytesPerSecond(long operations, long nanos) {
        return nanos == 0 ? 0.0 : operations * (double) block.ticketBytes() / BYTES_PER_GB / (nanos / 1e9);
    }

    /**
     * One thread's lotto: a block per operation, never kept beyond it. Figures of operations that started
     * inside the measurement window are summed in {@link #countLast}.
     */
    public static final class LottoWorker implements Worker {

        private final int thread;
        private final BlockSize block;
        private final TicketGenerator generator;
        private final LongSupplier clock;

        /** Blocks this thread filled in the level, warm-up included. */
        private long blocks;
        private TicketGenerator lastFilledFrom;
        private long lastAllocationNanos;
        private long lastSearchNanos;
        private WinnerCounts lastWinners = WinnerCounts.none();

        private long operations;
        private long allocationNanos;
        private long searchNanos;
        private WinnerCounts winners = WinnerCounts.none();
        /** The last search counted in the window, for the level's report to recheck. */
        private SearchedBlock lastCounted;
        private Optional<String> recheckProblem = Optional.empty();

        LottoWorker(int thread, BlockSize block, TicketGenerator generator, LongSupplier clock) {
            this.thread = thread;
            this.block = block;
            this.generator = generator;
            this.clock = clock;
        }

        @Override
        public void execute() {
            // The generator's state (two longs), so the block can be filled again after the level; taken before the
            // clock starts, as it is no part of allocating.
            TicketGenerator filledFrom = generator.copy();
            long start = clock.getAsLong();
            TicketBlock tickets = TicketBlock.allocate(block);
            generator.fill(tickets);
            long filled = clock.getAsLong();
            Ticket draw = generator.nextTicket();
            lastWinners = WinnerSearch.count(tickets, draw);
            long searched = clock.getAsLong();
            lastAllocationNanos = filled - start;
            lastSearchNanos = searched - filled;
            lastFilledFrom = filledFrom;
            blocks++;
        }

        @Override
        public void countLast(boolean succeeded) {
            if (succeeded) {
                operations++;
                allocationNanos += lastAllocationNanos;
                searchNanos += lastSearchNanos;
                winners = winners.plus(lastWinners);
                lastCounted = new SearchedBlock(thread, blocks, lastFilledFrom, block.tickets(), lastWinners);
            }
        }

        /** Counts the winners of the last block counted in the window again, by brute force. */
        private void recheckLastCounted() {
            recheckProblem = lastCounted.recheck();
        }

        /** Winners per tier of the operations counted so far. */
        public WinnerCounts winners() {
            return winners;
        }
    }
}
