package io.igen.cpu;

/**
 * The part of the complex plane a fractal shows: its centre and the width of the view.
 */
public record Viewport(double centerRe, double centerIm, double width) {

    public Viewport {
        if (!(width > 0) || Double.isInfinite(width)) {
            throw new IllegalArgumentException("a viewport needs a positive width, got " + width);
        }
    }
}
