package io.igen.cpu;

/**
 * An immutable complex number. Deliberately an object, as business code would write it: each
 * operation returns a new instance, so the benchmark exercises allocation (or the JIT's escape
 * analysis) as well as floating-point arithmetic.
 */
public final class Complex {

    private final double re;
    private final double im;

    public Complex(double re, double im) {
        this.re = re;
        this.im = im;
    }

    public double re() {
        return re;
    }

    public double im() {
        return im;
    }

    public Complex plus(Complex other) {
        return new Complex(re + other.re, im + other.im);
    }

    public Complex times(Complex other) {
        return new Complex(re * other.re - im * other.im, re * other.im + im * other.re);
    }

    public Complex squared() {
        return new Complex(re * re - im * im, 2 * re * im);
    }

    /** |z|², which avoids the square root of the modulus. */
    public double magnitudeSquared() {
        return re * re + im * im;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Complex other
                && Double.compare(re, other.re) == 0 && Double.compare(im, other.im) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Double.hashCode(re) + Double.hashCode(im);
    }

    @Override
    public String toString() {
        return re + (im < 0 ? "-" : "+") + Math.abs(im) + "i";
    }
}
