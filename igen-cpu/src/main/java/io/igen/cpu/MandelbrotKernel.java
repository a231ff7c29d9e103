package io.igen.cpu;

import java.util.Arrays;

/**
 * Renders one Mandelbrot fractal and reduces it to a checksum: the unit of work of iGenCPU.
 *
 * <p>Work per fractal, roughly half floating point and half integer:
 * <ol>
 *   <li>escape iterations {@code z = z² + c} with {@link Complex} objects, and on every iteration an
 *       integer orbit-density count: z is quantised to a cell of a 64 x 64 grid whose counter is
 *       incremented (a Buddhabrot-style trace);</li>
 *   <li>integer post-processing of the escape counts: histogram equalisation into 0..255 shades, a
 *       3 x 3 box smoothing and an edge measure;</li>
 *   <li>a 64-bit FNV-1a checksum of the shades, edges and orbit densities.</li>
 * </ol>
 * Non-recursive. All buffers are allocated once per kernel and reused, so a thread's working set is
 * the kernel's {@link #workingSetBytes()}, under 128 KB with the default grid.
 * Not thread-safe: one kernel per thread.
 */
public final class MandelbrotKernel {

    /** The default grid: 100 x 100 pixels, at most 512 iterations each. */
    public static final int DEFAULT_SIZE = 100;
    public static final int DEFAULT_MAX_ITERATIONS = 512;

    private static final int ORBIT_GRID = 64;
    private static final double ORBIT_SCALE = ORBIT_GRID / 4.0;
    private static final long FNV_OFFSET = 0xCBF29CE484222325L;
    private static final long FNV_PRIME = 0x100000001B3L;

    private final int width;
    private final int height;
    private final int maxIterations;
    private final int[] escapeCounts;
    private final int[] shades;
    private final int[] iterationHistogram;
    private final int[] orbitDensity = new int[ORBIT_GRID * ORBIT_GRID];
    /** Unsmoothed copies of two rows, so smoothing can work in place. */
    private final int[] rowAbove;
    private final int[] rowCurrent;

    public MandelbrotKernel(int width, int height, int maxIterations) {
        if (width < 3 || height < 3 || maxIterations < 1) {
            throw new IllegalArgumentException("a fractal needs at least 3 x 3 pixels and 1 iteration, got "
                    + width + " x " + height + ", " + maxIterations);
        }
        this.width = width;
        this.height = height;
        this.maxIterations = maxIterations;
        this.escapeCounts = new int[width * height];
        this.shades = new int[width * height];
        this.iterationHistogram = new int[maxIterations + 1];
        this.rowAbove = new int[width];
        this.rowCurrent = new int[width];
    }

    /** A kernel with the default grid. */
    public static MandelbrotKernel withDefaults() {
        return new MandelbrotKernel(DEFAULT_SIZE, DEFAULT_SIZE, DEFAULT_MAX_ITERATIONS);
    }

    /** Renders the viewport and returns the fractal's checksum. */
    public long render(Viewport view) {
        Arrays.fill(iterationHistogram, 0);
        Arrays.fill(orbitDensity, 0);
        iterate(view);
        equalise();
        return checksum(smoothAndMeasureEdges());
    }

    /** Bytes of the buffers this kernel works in. */
    public long workingSetBytes() {
        return 4L * (escapeCounts.length + shades.length + iterationHistogram.length + orbitDensity.length
                + rowAbove.length + rowCurrent.length);
    }

    private void iterate(Viewport view) {
        double step = view.width() / width;
        double left = view.centerRe() - step * (width - 1) / 2;
        double top = view.centerIm() + step * (height - 1) / 2;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                Complex c = new Complex(left + x * step, top - y * step);
                Complex z = c;
                int n = 0;
                while (n < maxIterations && z.magnitudeSquared() <= 4.0) {
                    z = z.squared().plus(c);
                    traceOrbit(z);
                    n++;
                }
                escapeCounts[y * width + x] = n;
                iterationHistogram[n]++;
            }
        }
    }

    /** Counts z in its cell of the orbit grid, which spans -2..2 on both axes (cells wrap beyond). */
    private void traceOrbit(Complex z) {
        int cellX = (int) ((z.re() + 2.0) * ORBIT_SCALE) & (ORBIT_GRID - 1);
        int cellY = (int) ((z.im() + 2.0) * ORBIT_SCALE) & (ORBIT_GRID - 1);
        orbitDensity[cellY * ORBIT_GRID + cellX]++;
    }

    /** Histogram equalisation of escape counts into shades 0..255; points inside the set are shade 0. */
    private void equalise() {
        int escaped = escapeCounts.length - iterationHistogram[maxIterations];
        int[] cumulative = iterationHistogram; // reused in place: prefix sums over the escaping counts
        int running = 0;
        for (int n = 0; n < maxIterations; n++) {
            running += cumulative[n];
            cumulative[n] = running;
        }
        for (int i = 0; i < escapeCounts.length; i++) {
            int n = escapeCounts[i];
            shades[i] = n == maxIterations || escaped == 0 ? 0 : 1 + (int) (254L * cumulative[n] / escaped);
        }
    }

    /**
     * Replaces each inner shade by its 3 x 3 mean and accumulates an edge measure (|gx| + |gy| of a
     * Sobel operator on the unsmoothed shades); border pixels keep their shade.
     *
     * @return the summed edge measure
     */
    private long smoothAndMeasureEdges() {
        long edges = 0;
        int[] previousRow = rowAbove;
        int[] currentRow = rowCurrent;
        System.arraycopy(shades, 0, previousRow, 0, width);
        for (int y = 1; y < height - 1; y++) {
            int row = y * width;
            System.arraycopy(shades, row, currentRow, 0, width);
            for (int x = 1; x < width - 1; x++) {
                int below = row + width + x;
                int nw = previousRow[x - 1], n = previousRow[x], ne = previousRow[x + 1];
                int w = currentRow[x - 1], centre = currentRow[x], e = currentRow[x + 1];
                int sw = shades[below - 1], s = shades[below], se = shades[below + 1];
                int gx = (ne + 2 * e + se) - (nw + 2 * w + sw);
                int gy = (sw + 2 * s + se) - (nw + 2 * n + ne);
                edges += Math.abs(gx) + Math.abs(gy);
                shades[row + x] = (nw + n + ne + w + centre + e + sw + s + se) / 9;
            }
            int[] swap = previousRow;
            previousRow = currentRow;
            currentRow = swap;
        }
        return edges;
    }

    private long checksum(long edges) {
        long hash = FNV_OFFSET;
        for (int shade : shades) {
            hash = (hash ^ shade) * FNV_PRIME;
        }
        for (int density : orbitDensity) {
            hash = (hash ^ density) * FNV_PRIME;
        }
        return (hash ^ edges) * FNV_PRIME;
    }
}
