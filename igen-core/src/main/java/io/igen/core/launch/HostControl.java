package io.igen.core.launch;

/**
 * A yardstick of the host's own speed, measured before each launch of a series ({@code --host-control}): a fixed
 * compute loop (escape-time iterations over a small grid of points, as iGenCPU's fractals, on primitives and in
 * cache) timed for {@value #SECONDS} s on one thread of the orchestrating JVM, which is idle while a launch runs. Its
 * spread over the series is how much the host moved; a benchmark whose launches differ far more than this differs by
 * something of its own (JIT, GC, layout, the database), not by the machine.
 */
public final class HostControl {

    /** What the result and the terminal call it. */
    static final String DESCRIPTION = "a 2 s single-thread compute loop in the orchestrating JVM before each launch, "
            + "million iterations/s";
    static final double SECONDS = 2;
    private static final double WARMUP_SECONDS = 0.5;
    private static final int GRID = 32;
    private static final int MAX_ITERATIONS = 256;
    /** Read on every pass, so that the compiler cannot take the pass, the same every time, out of the timed loop. */
    private static volatile double originReal = -2.0;

    private HostControl() {
    }

    /** Million iterations per second of the loop, after a short unmeasured warm-up. */
    public static double measure() {
        run(WARMUP_SECONDS);
        return run(SECONDS);
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
