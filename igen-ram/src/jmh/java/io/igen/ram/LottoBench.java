package io.igen.ram;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * How fast iGenRAM's two halves move ticket data, in GB/s (10^9 bytes of ticket data per second), read
 * from the secondary result {@code gigabytes} (its "ops/s" are GB/s; the primary score is blocks/s).
 *
 * <ul>
 *   <li>{@link #search}: {@link WinnerSearch} over a fixed, filled block; {@link #sequentialSum}: a plain sum
 *       of every int of the same arrays into a long, the yardstick; {@link #sequentialIntSum}: the same into
 *       an int, which C2 vectorises, so it streams at memory speed: the ceiling. All run in the same JMH
 *       run, one after the other, so their ratios are measured under the same conditions.</li>
 *   <li>{@link #allocateAndFill}: what one iGenRAM operation does before searching: a new block, zeroed by
 *       the JVM, filled with random tickets. {@link #allocate} and {@link #fill} split it in its two parts.</li>
 *   <li>{@link #bruteForce}: the check a run makes of one searched block per level, after its window.</li>
 * </ul>
 * The block (default 256 MB) is far beyond the caches, as iGenRAM's blocks are. The heap is fixed and
 * pre-touched, so allocation does not measure the kernel handing the JVM fresh pages.
 *
 * <pre>java -jar igen-ram/target/igen-ram-jmh.jar LottoBench -wi 3 -i 5 -f 1 -w 1 -r 2</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms3g", "-Xmx3g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
public class LottoBench {

    @Param("256")
    public int blockMb;

    private BlockSize size;
    private TicketBlock block;
    private Ticket draw;
    private TicketGenerator generator;

    /** Ticket data moved, in GB: JMH reports it per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Traffic {
        public double gigabytes;
    }

    @Setup(Level.Trial)
    public void fillBlock() {
        size = new BlockSize(blockMb);
        generator = new TicketGenerator(RamCommand.SEED);
        block = TicketBlock.allocate(size);
        generator.fill(block);
        draw = generator.nextTicket();
    }

    @Benchmark
    public WinnerCounts search(Traffic traffic) {
        traffic.gigabytes += block.ticketBytes() / 1e9;
        return WinnerSearch.count(block, draw);
    }

    /**
     * The reference a run counts one block per level again with, after the level's window ({@link SearchedBlock}):
     * beside {@link #search} and {@link #allocateAndFill}, what that check costs.
     */
    @Benchmark
    public WinnerCounts bruteForce(Traffic traffic) {
        traffic.gigabytes += block.ticketBytes() / 1e9;
        return BruteForceSearch.count(block, draw);
    }

    /** Every int of the block added into a long, as plain Java sums: the yardstick of the search. */
    @Benchmark
    public long sequentialSum(Traffic traffic) {
        traffic.gigabytes += block.ticketBytes() / 1e9;
        long sum = 0;
        for (int[][] chunk : block.chunks()) {
            for (int[] column : chunk) {
                for (int value : column) {
                    sum += value;
                }
            }
        }
        return sum;
    }

    /**
     * The same sum into an int (wrapping): C2 vectorises this one, so it runs at the speed memory streams
     * the arrays rather than at one add a cycle; the upper bound for any scan of the block.
     */
    @Benchmark
    public int sequentialIntSum(Traffic traffic) {
        traffic.gigabytes += block.ticketBytes() / 1e9;
        int sum = 0;
        for (int[][] chunk : block.chunks()) {
            for (int[] column : chunk) {
                for (int value : column) {
                    sum += value;
                }
            }
        }
        return sum;
    }

    @Benchmark
    public TicketBlock allocateAndFill(Traffic traffic) {
        traffic.gigabytes += size.ticketBytes() / 1e9;
        TicketBlock fresh = TicketBlock.allocate(size);
        generator.fill(fresh);
        return fresh;
    }

    @Benchmark
    public TicketBlock allocate(Traffic traffic) {
        traffic.gigabytes += size.ticketBytes() / 1e9;
        return TicketBlock.allocate(size);
    }

    @Benchmark
    public TicketBlock fill(Traffic traffic) {
        traffic.gigabytes += size.ticketBytes() / 1e9;
        generator.fill(block);
        return block;
    }
}
