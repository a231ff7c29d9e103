package io.igen.cpu;

/**
 * The checksum every fractal of one cycle of the viewport sequence must have, with the work they pin: the grid, the
 * iteration limit and the sequence's seed. iGenCPU checks each fractal it renders against them during the run
 * ({@link FractalWorkload}), so a JVM whose JIT found a shortcut, or a change that computes something else, fails the
 * run instead of reporting a speed-up. {@code MandelbrotKernelTest} pins some of them independently of this table.
 */
public final class GoldenChecksums {

    /** The work {@code igen-cpu} runs: the default grid and iteration limit, and {@link CpuCommand#SEED}. */
    static final GoldenChecksums STANDARD = new GoldenChecksums(MandelbrotKernel.DEFAULT_SIZE,
            MandelbrotKernel.DEFAULT_MAX_ITERATIONS, CpuCommand.SEED, new long[] {
                    0xB2D84B750F1DE2ECL, 0xD3342EE37BCB29A9L, 0x4EE38A30621336FCL, 0x09F6B36C0C2377A5L,
                    0xD3E5167B4A149A3DL, 0xAA82DE3E06E157CEL, 0xDAF3509557AFC5F1L, 0xA3574501400434B7L,
                    0x1C3283ADB19C5BC3L, 0xD20E755811E62163L, 0xD341CF9E70414DFDL, 0xFB896BD345832218L,
                    0x2037EE444D6D44A2L, 0xBA1FF8427EDAD9CFL, 0xD7C67AF7DCF5394FL, 0x8ABDB9454501677EL,
                    0x948970C4E4247B1DL, 0xD7A748541F16922BL, 0xC3C63B95AB7A814FL, 0x86C23D64E79BE0ABL,
                    0x177AF81CDA5CC68FL, 0x24DE14284A489EFDL, 0x3C3F178BA3FBA10EL, 0xF72ED581B216B3DCL,
                    0x82BCC29AECAF9305L, 0x9DD713FF82910DD4L, 0x2C33EC18F0A598D3L, 0x86870E31F8C06DA0L,
                    0x248559F98B5D5709L, 0xA7E2E1AA53B617B4L, 0xFD2A2F4331B1F1A0L, 0x79E04D15952E67CAL,
                    0xD5C49A5FE8E38177L, 0xAC86F84E89FED797L, 0xDA85C5DF2AAE3CB3L, 0x9D626AEF330A7B05L,
                    0xC86AC6AA8FEB7041L, 0xD266D6EF1D806999L, 0xD74441BF8D36756FL, 0x2DF60A0C211CEF6DL,
                    0xF38732096BDA50DDL, 0x7F78BDDBD301792CL, 0xFA6D5E1E2E73AA58L, 0x6853CE1ABD49730AL,
                    0x0E244BBC5117B2B9L, 0x621AC3DF78932D00L, 0x439B95AA95895E40L, 0x9ED874C066C23662L,
                    0x1E920ABEB9A7F001L, 0x98EF4C90A0D92E7EL, 0x6BBCB7FC9297F1CBL, 0xF40A3B0343D3FBE7L,
                    0x754657ECE73F6557L, 0x9C938F21AC769B84L, 0xDDA1C8DEC268D481L, 0xE12E5AA90943EA1CL,
                    0xEF2E07A540650BFCL, 0x09A4071F03D3FB04L, 0x6307A66F2FDC7DD2L, 0x336A2053A49E3812L,
                    0x01DA7C91B8D4BCBDL, 0xAF557883784650DCL, 0xBB0ED89C63674FE9L, 0xDC950B9A0E286EA4L,
            });

    private final int size;
    private final int maxIterations;
    private final long seed;
    private final long[] byFractal;

    /**
     * Checksums for the work of a grid of {@code size} x {@code size} points, {@code maxIterations} and a sequence of
     * {@code seed}: one per fractal of a cycle, fractal 0 first. Package-private: a run checks against
     * {@link #STANDARD}; a test may give a wrong one to see it caught.
     */
    GoldenChecksums(int size, int maxIterations, long seed, long[] byFractal) {
        if (byFractal.length != ViewportSequence.PERIOD) {
            throw new IllegalArgumentException("one golden checksum per fractal of a cycle: " + ViewportSequence.PERIOD
                    + ", not " + byFractal.length);
        }
        this.size = size;
        this.maxIterations = maxIterations;
        this.seed = seed;
        this.byFractal = byFractal.clone();
    }

    /** The checksum fractal {@code fractal} of the sequence (any n >= 0) must have. */
    long expected(long fractal) {
        return byFractal[Math.floorMod(fractal, ViewportSequence.PERIOD)];
    }

    /** Whether these are the checksums of this work. */
    boolean pin(int size, int maxIterations, long seed) {
        return this.size == size && this.maxIterations == maxIterations && this.seed == seed;
    }

    /** The work these checksums pin, as a message names it. */
    String work() {
        return size + " x " + size + " points, " + maxIterations + " iterations, seed " + seed;
    }
}
