package io.igen.ram;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.Level;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;

/**
 * Whether a level's blocks fit in this JVM's heap, checked before anything runs so that no run dies of
 * {@link OutOfMemoryError} half-way with its results unwritten.
 *
 * <p>A level of {@code t} threads keeps up to {@code t} blocks live at once. Needed beside them:
 * <ul>
 *   <li>{@value #HEADROOM_PERCENT}% of the blocks: G1 keeps a to-space reserve (10% of the heap by
 *       default) for evacuating live objects, a block being filled when a young collection starts is
 *       copied, and a thread's previous block is garbage but still on the heap until collected;</li>
 *   <li>{@value #RESERVE_MB} MB for everything else: the runner, its histograms, result model, JIT and
 *       class metadata that lives on the heap.</li>
 * </ul>
 * Checked at the limit with {@code -Xmx1g} (1 x 767 MB, 2 x 383 MB, 3 x 255 MB): G1 ran on young
 * collections alone, with no full collection and no evacuation failure. With much less, G1 falls back to
 * back-to-back full collections and then fails; the measurement would show the collector, not memory. ZGC, the
 * launches' collector ({@link RamCommand#launchCollector}), ran the same three with its cycles busy for 39-77 % of
 * the window, which the window judge flags.
 *
 * @param maxHeapBytes the heap limit, {@link Runtime#maxMemory()} for this JVM
 * @param memoryBytes  the machine's physical memory, 0 when unknown: a heap beyond it is not worth suggesting
 */
public record HeapBudget(long maxHeapBytes, long memoryBytes) {

    /** Headroom above the live blocks, in percent of them. */
    public static final int HEADROOM_PERCENT = 25;
    /** Fixed reserve for the rest of the JVM, in MB. */
    public static final int RESERVE_MB = 64;

    /** This JVM's budget on this machine. */
    public static HeapBudget ofThisJvm() {
        long memoryBytes = ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os ? os.getTotalMemorySize() : 0;
        return new HeapBudget(Runtime.getRuntime().maxMemory(), memoryBytes);
    }

    /**
     * Heap bytes a level of {@code threads} needs: the blocks, the headroom and the reserve; {@link Long#MAX_VALUE}
     * for sizes no machine has (100,000 threads of 2 TB).
     */
    public long requiredBytes(int threads, BlockSize block) {
        if (block.heapBytes() > Long.MAX_VALUE / 2 / threads) {
            return Long.MAX_VALUE;
        }
        long blocks = threads * block.heapBytes();
        return blocks + blocks / 100 * HEADROOM_PERCENT + RESERVE_MB * BlockSize.BYTES_PER_MB;
    }

    public boolean fits(int threads, BlockSize block) {
        return requiredBytes(threads, block) <= maxHeapBytes;
    }

    /**
     * The levels to run. Levels the user asked for must all fit; of the default levels, those that fit
     * are kept (they increase, so that is a leading run of them).
     *
     * @param requested whether the user gave the levels ({@code --threads})
     * @throws BadConfigurationException naming the {@code -Xmx} needed, when a requested level does not fit or
     *                           when not even one default level does
     */
    public List<Level> levelsToRun(List<Level> levels, BlockSize block, boolean requested) {
        List<Level> fitting = levels.stream().filter(level -> fits(level.threads(), block)).toList();
        if (fitting.size() == levels.size()) {
            return levels;
        }
        if (requested || fitting.isEmpty()) {
            Level refused = levels.stream().filter(level -> !fits(level.threads(), block)).findFirst().orElseThrow();
            throw new BadConfigurationException(refusal(refused, block));
        }
        return fitting;
    }

    /**
     * Why a level cannot run and what to do: for example "level 8 needs 8 x 512 MB = 4096 MB of heap plus
     * headroom, 5184 MB in all; this JVM has 2048 MB: run java -Xmx6g -jar igen-ram.jar ..., or lower
     * --threads or --mb-per-thread".
     */
    public String refusal(Level level, BlockSize block) {
        long required = requiredBytes(level.threads(), block);
        String need = String.format(Locale.ROOT,
                "level %d needs %d x %d MB = %d MB of heap plus headroom, %d MB in all; this JVM has %d MB: ",
                level.level(), level.threads(), block.megabytes(), (long) level.threads() * block.megabytes(),
                megabytesUp(required), maxHeapBytes / BlockSize.BYTES_PER_MB);
        if (memoryBytes > 0 && required > memoryBytes) {
            return need + "that is more than this machine's " + memoryBytes / BlockSize.BYTES_PER_MB
                    + " MB of memory; lower --threads or --mb-per-thread";
        }
        return need + "run java " + xmxOption(required) + " -jar igen-ram.jar ..., or lower --threads or --mb-per-thread";
    }

    /** The {@code -Xmx} option that gives at least {@code bytes} of heap, in whole GB. */
    static String xmxOption(long bytes) {
        long gigabytes = Math.max(1, (bytes + 1024 * BlockSize.BYTES_PER_MB - 1) / (1024 * BlockSize.BYTES_PER_MB));
        return "-Xmx" + gigabytes + "g";
    }

    private static long megabytesUp(long bytes) {
        return (bytes + BlockSize.BYTES_PER_MB - 1) / BlockSize.BYTES_PER_MB;
    }
}
