package io.igen.core.launch;

/**
 * Yardsticks of the host's own speed, measured before each launch of a series ({@code --host-control}) on one thread of
 * the orchestrating JVM, which is idle while a launch runs: a fixed compute loop (escape-time iterations over a small
 * grid of points, as iGenCPU's fractals, on primitives and in cache) for {@value #COMPUTE_SECONDS} s, then the memory's
 * latency and bandwidth ({@link MemoryYardstick}) for {@value #MEMORY_SECONDS} s each. Their spread over the series is
 * how much the host moved; a benchmark whose launches differ far more than all of these differs by something of its
 * own (JIT, GC, layout, the database), not by the machine. The compute loop sees the processor's speed and what the
 * hypervisor takes; the memory yardsticks see the caches and the memory bus that other tenants share, which a database
 * transaction feels and a loop in registers does not.
 */
public final class HostControl {

    /** What the result and the terminal call the compute loop. */
    static final String COMPUTE = "a 2 s single-thread compute loop in the orchestrating JVM before each launch, "
            + "million iterations/s";
    /** What they call the memory latency. */
    static final String LATENCY = "a 1 s dependent-load chase over " + MemoryYardstick.CHASE_MEGABYTES
            + " MB (one cache line a load, in random order) in the orchestrating JVM before each launch, ns per load";
    /** What they call the memory bandwidth. */
    static final String BANDWIDTH = "a 1 s copy of a " + MemoryYardstick.PASS_MEGABYTES + " MB array into another in "
            + "the orchestrating JVM before each launch, GB/s read and written";
    static final double COMPUTE_SECONDS = 2;
    static final double MEMORY_SECONDS = 1;
    private static final double WARMUP_SECONDS = 0.5;
    private static final int GRID = 32;
    private static final int MAX_ITERATIONS = 256;
    /** Read on every pass, so that the compiler cannot take the pass, the same every time, out of the timed loop. */
    private static volatile double originReal = -2.0;

    /**
     * One measurement of the host.
     *
     * @param computeMillionsPerSecond million iterations of the compute loop per second
     * @param memoryNanosPerLoad       nanoseconds per dependent load that misses the caches
     * @param memoryGigabytesPerSecond gigabytes read and written per second by one thread
     */
    public record Sample(double computeMillionsPerSecond, double memoryNanosPerLoad, double memoryGigabytesPerSecond) {
    }

    /** The memory yardstick's arrays, made at the first measurement and kept for the JVM's life. */
    private static final class Memory {
        static final MemoryYardstick HOST = MemoryYardstick.ofHost();
    }

    private HostControl() {
    }

    /** The three yardsticks, each after a short unmeasured warm-up. */
    public static Sample measure() {
        run(WARMUP_SECONDS);
        double compute = run(COMPUTE_SECONDS);
        MemoryYardstick memory = Memory.HOST;
        memory.nanosPerLoad(WARMUP_SECONDS / 2);
        double latency = memory.nanosPerLoad(MEMORY_SECONDS);
        memory.gigabytesPerSecond(WARMUP_SECONDS / 2);
        double bandwidth = memory.gigabytesPerSecond(MEMORY_SECONDS);
        return new Sample(compute, latency, bandwidth);
    }

    /** The host's memory yardstick, for watching it during a launch ({@link LaunchMemoryWatch}). */
    static MemoryYardstick memory() {
        return Memory.HOST;
    }

    private static double run(double seconds) {
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long iterations = 0;
        long now;
        do {
            iterations += grid();
            now = System.nanoTime();
        } while (now < end);
        return iterations / ((now - start) / 1e9) / 1e6;
    }

    /** Escape-time iterations over a grid covering the Mandelbrot set: the same count every call. */
    private static long grid() {
        double left = originReal;
        long total = 0;
        for (int row = 0; row < GRID; row++) {
            double ci = -1.2 + 2.4 * row / GRID;
            for (int column = 0; column < GRID; column++) {
                double cr = left + 2.6 * column / GRID;
                double zr = 0;
                double zi = 0;
                int n = 0;
                while (n < MAX_ITERATIONS && zr * zr + zi * zi <= 4) {
                    double next = zr * zr - zi * zi + cr;
                    zi = 2 * zr * zi + ci;
                    zr = next;
                    n++;
                }
                total += n;
            }
        }
        return total;
    }
}
