package io.igen.cpu;

import java.util.Locale;

/**
 * A fractal whose checksum is not its golden one ({@link GoldenChecksums}): the kernel computed other work than
 * iGenCPU measures. Thrown by the worker, so the fractal counts as a failed operation, never as work done, and its
 * level is a problem of the run.
 */
public final class ChecksumMismatchException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param fractal  the fractal's place in the viewport sequence's cycle, 0 to {@link ViewportSequence#PERIOD} - 1
     * @param viewport the view it showed
     * @param expected its golden checksum
     * @param found    the checksum the kernel returned
     */
    ChecksumMismatchException(long fractal, Viewport viewport, long expected, long found) {
        super(String.format(Locale.ROOT, "fractal %d of the viewport sequence (centre %s, %s, width %s) has checksum "
                + "%016x, expected %016x", fractal, viewport.centerRe(), viewport.centerIm(), viewport.width(), found,
                expected));
    }
}
