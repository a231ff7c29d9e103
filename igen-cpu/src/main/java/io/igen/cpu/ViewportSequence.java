package io.igen.cpu;

import io.igen.core.workload.SplitMix64;

/**
 * The deterministic sequence of viewports the benchmark renders: fractal n of every run, on every
 * JVM, shows the same view. Views zoom into well-known regions of the Mandelbrot set's boundary,
 * where escape times vary most. The sequence repeats every {@link #PERIOD} fractals, so a
 * measurement window of a few seconds covers whole cycles and runs compare like for like.
 */
public final class ViewportSequence {

    /** Fractals in one cycle of the sequence. */
    public static final int PERIOD = 64;

    /** Centres of regions on the set's boundary: seahorse, elephant and triple-spiral valleys, a mini-brot... */
    private static final double[][] REGIONS = {
            {-0.743643887037151, 0.131825904205330},
            {0.285, 0.01},
            {-0.088, 0.654},
            {-1.25066, 0.02012},
            {-0.7453, 0.1127},
            {-1.7687, 0.0017},
            {0.3245, 0.04855},
            {-0.1592, 1.0317},
    };

    private static final double FULL_WIDTH = 3.0;
    private static final int ZOOM_STEPS = 12;
    private static final double ZOOM_FACTOR = 1.9;

    private final long seed;

    public ViewportSequence(long seed) {
        this.seed = seed;
    }

    /** The viewport of fractal {@code n} (any n >= 0; the sequence repeats every {@link #PERIOD}). */
    public Viewport get(long n) {
        long index = Math.floorMod(n, PERIOD);
        long random = SplitMix64.mix(seed + index);
        double[] region = REGIONS[(int) Math.floorMod(random, REGIONS.length)];
        int zoom = (int) Math.floorMod(random >>> 8, ZOOM_STEPS);
        double width = FULL_WIDTH / Math.pow(ZOOM_FACTOR, zoom);
        // A small shift, a fraction of the view, so views of one region and zoom still differ.
        double shiftRe = ((random >>> 16) & 0xFFFF) / 65536.0 - 0.5;
        double shiftIm = ((random >>> 32) & 0xFFFF) / 65536.0 - 0.5;
        return new Viewport(region[0] + shiftRe * width * 0.1, region[1] + shiftIm * width * 0.1, width);
    }
}
