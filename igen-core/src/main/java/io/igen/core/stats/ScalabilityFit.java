package io.igen.core.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.apache.commons.math3.exception.ConvergenceException;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.exception.TooManyIterationsException;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.util.Pair;

import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * Gunther's Universal Scalability Law fitted to a vertical sweep: throughput at N threads
 * {@code X(N) = lambda N / (1 + sigma (N - 1) + kappa N (N - 1))}, where lambda is one thread's throughput, sigma the
 * share of the work that queues for a shared resource (contention) and kappa the cost of keeping the threads' views
 * coherent (crosstalk), which makes throughput fall past a peak at {@code N* = sqrt((1 - sigma) / kappa)}. Fitted by
 * commons-math's Levenberg-Marquardt least squares from the linearised estimate, sigma and kappa held at 0 or above;
 * the intervals are 95 % ones from the fit's covariance and Student's t with n - 3 degrees of freedom, the peak's by
 * the delta method.
 *
 * @param lambda         one thread's throughput, per second
 * @param lambdaCi95     its interval
 * @param sigma          contention, 0 or above
 * @param sigmaCi95      its interval
 * @param kappa          coherency, 0 or above
 * @param kappaCi95      its interval
 * @param peakThreads    N*, where the fitted throughput peaks; absent when kappa's interval reaches 0 (no peak the
 *                       data support: throughput approaches lambda / sigma)
 * @param peakThreadsCi95 its interval; absent with it
 * @param pointPeakThreads where the point estimates peak, whether or not kappa's interval clears 0; absent when kappa
 *                       is 0 (a peak the data do not support at 95 % is still worth naming as such)
 * @param peakThroughput the fitted throughput at N*, or the ceiling lambda / sigma when there is no peak
 * @param peakThroughputCi95 its interval; unknown for a ceiling when sigma's interval reaches 0
 * @param levels         how many levels the fit read
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScalabilityFit(double lambda, Interval lambdaCi95, double sigma, Interval sigmaCi95, double kappa,
                             Interval kappaCi95, Double peakThreads, Interval peakThreadsCi95, Double pointPeakThreads,
                             double peakThroughput, Interval peakThroughputCi95, int levels) {

    /** Three coefficients and one degree of freedom at least for their intervals. */
    public static final int MIN_LEVELS = 4;

    /** The fitted throughput at {@code threads}. */
    public double throughput(double threads) {
        return throughput(new double[]{lambda, sigma, kappa}, threads);
    }

    /**
     * A fit, or why there is none.
     *
     * @param fit     the fit; null when there is none
     * @param whyNone why there is none: too few levels, or the fit did not converge; null when there is one
     */
    public record Attempt(ScalabilityFit fit, String whyNone) {

        /** The fit, when there is one. */
        public Optional<ScalabilityFit> fitted() {
            return Optional.ofNullable(fit);
        }
    }

    /**
     * The law fitted to {@code threads[i]} threads running {@code throughput[i]} per second.
     *
     * @return empty with fewer than {@link #MIN_LEVELS} levels, or when the fit does not converge ({@link #attempt}
     *         says which)
     */
    public static Optional<ScalabilityFit> of(int[] threads, double[] throughput) {
        return attempt(threads, throughput).fitted();
    }

    /** The law fitted to {@code threads[i]} threads running {@code throughput[i]} per second, or why it is not. */
    public static Attempt attempt(int[] threads, double[] throughput) {
        return attempt(threads, throughput, new LevenbergMarquardtOptimizer());
    }

    /** As {@link #attempt(int[], double[])}, by {@code optimizer}. */
    static Attempt attempt(int[] threads, double[] throughput, LeastSquaresOptimizer optimizer) {
        if (threads.length != throughput.length) {
            throw new IllegalArgumentException(threads.length + " levels but " + throughput.length + " throughputs");
        }
        if (threads.length < MIN_LEVELS) {
            return new Attempt(null, "it needs " + MIN_LEVELS + " levels, " + threads.length + " here");
        }
        double[] n = new double[threads.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = threads[i];
        }
        LeastSquaresOptimizer.Optimum optimum;
        try {
            optimum = optimizer.optimize(new LeastSquaresBuilder()
                    .start(linearised(n, throughput))
                    .model(point -> model(point, n))
                    .target(throughput)
                    .parameterValidator(point -> {
                        RealVector held = point.copy();
                        held.setEntry(1, Math.max(0, held.getEntry(1)));
                        held.setEntry(2, Math.max(0, held.getEntry(2)));
                        return held;
                    })
                    .maxEvaluations(10_000).maxIterations(10_000).build());
        } catch (TooManyEvaluationsException | TooManyIterationsException | ConvergenceException notConverged) {
            // what Levenberg-Marquardt throws when it gives up: out of evaluations or iterations, or no further
            // reduction possible at its tolerances. Anything else is a fault, not a sweep without a fit.
            return new Attempt(null, "the fit did not converge: " + notConverged.getMessage());
        }
        double[] p = optimum.getPoint().toArray();
        int freedom = n.length - p.length;
        double residualVariance = optimum.getRMS() * optimum.getRMS() * n.length / freedom;
        RealMatrix covariance = optimum.getCovariances(1e-14).scalarMultiply(residualVariance);
        double t = MeanEstimate.tQuantile(freedom);
        Interval[] coefficients = new Interval[3];
        for (int i = 0; i < 3; i++) {
            double half = t * Math.sqrt(covariance.getEntry(i, i));
            coefficients[i] = Interval.of(i == 0 ? p[i] - half : Math.max(0, p[i] - half), p[i] + half);
        }
        // A peak only where the data show a coherency cost: kappa's interval clear of 0. Otherwise kappa is noise, and
        // sqrt((1 - sigma) / kappa) of a kappa near 0 a peak at any number of threads.
        Double pointPeakThreads = p[2] > 0 && p[1] < 1 ? peakThreads(p) : null;
        if (!(coefficients[2].low() > 0 && p[1] < 1)) {
            p[2] = 0;
        }
        Double peakThreads = p[2] > 0 ? peakThreads(p) : null;
        Interval peakThreadsCi = peakThreads == null ? null : deltaInterval(ScalabilityFit::peakThreads, p, covariance,
                t, 3);
        // Without a peak, the ceiling lambda / sigma does not depend on kappa: its gradient leaves kappa out. Nor is
        // there a ceiling the data support when sigma's interval reaches 0 (the ceiling's reaches infinity).
        Interval peakThroughputCi = peakThreads == null && !(coefficients[1].low() > 0) ? Interval.UNKNOWN
                : deltaInterval(peakThreads == null ? q -> q[0] / q[1] : ScalabilityFit::peakThroughput, p, covariance,
                t, peakThreads == null ? 2 : 3);
        return new Attempt(new ScalabilityFit(p[0], coefficients[0], p[1], coefficients[1],
                optimum.getPoint().getEntry(2), coefficients[2], peakThreads, peakThreadsCi, pointPeakThreads,
                peakThroughput(p), peakThroughputCi, n.length), null);
    }

    /** Gunther's linearisation: with lambda from the fewest threads, (N / C(N) - 1) / (N - 1) = sigma + kappa N. */
    private static double[] linearised(double[] n, double[] throughput) {
        int first = 0;
        for (int i = 1; i < n.length; i++) {
            if (n[i] < n[first]) {
                first = i;
            }
        }
        double lambda = throughput[first] / n[first];
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        int m = 0;
        for (int i = 0; i < n.length; i++) {
            if (n[i] > 1) {
                double y = (n[i] * lambda / throughput[i] - 1) / (n[i] - 1);
                sx += n[i];
                sy += y;
                sxx += n[i] * n[i];
                sxy += n[i] * y;
                m++;
            }
        }
        double slope = m > 1 ? (m * sxy - sx * sy) / (m * sxx - sx * sx) : 0;
        double intercept = m > 0 ? (sy - slope * sx) / m : 0;
        return new double[]{lambda, Math.max(1e-6, intercept), Math.max(1e-9, slope)};
    }

    private static Pair<RealVector, RealMatrix> model(RealVector point, double[] n) {
        double[] p = point.toArray();
        double[] value = new double[n.length];
        double[][] jacobian = new double[n.length][3];
        for (int i = 0; i < n.length; i++) {
            double d = 1 + p[1] * (n[i] - 1) + p[2] * n[i] * (n[i] - 1);
            value[i] = p[0] * n[i] / d;
            jacobian[i][0] = n[i] / d;
            jacobian[i][1] = -p[0] * n[i] * (n[i] - 1) / (d * d);
            jacobian[i][2] = -p[0] * n[i] * n[i] * (n[i] - 1) / (d * d);
        }
        return new Pair<>(new ArrayRealVector(value, false), new Array2DRowRealMatrix(jacobian, false));
    }

    private static double throughput(double[] p, double threads) {
        return p[0] * threads / (1 + p[1] * (threads - 1) + p[2] * threads * (threads - 1));
    }

    private static double peakThreads(double[] p) {
        return Math.sqrt((1 - p[1]) / p[2]);
    }

    /** The throughput at the peak, or with no coherency cost the ceiling lambda / sigma it approaches. */
    private static double peakThroughput(double[] p) {
        if (p[2] > 0 && p[1] < 1) {
            return throughput(p, peakThreads(p));
        }
        return p[1] > 0 ? p[0] / p[1] : Double.POSITIVE_INFINITY;
    }

    /**
     * A 95 % interval of {@code f} at the fit by the delta method: its numerical gradient, in the first {@code varied}
     * coefficients, through the covariance.
     */
    private static Interval deltaInterval(ToDoubleFunction<double[]> f, double[] p,
                                          RealMatrix covariance, double t, int varied) {
        double value = f.applyAsDouble(p);
        if (!Double.isFinite(value)) {
            return Interval.UNKNOWN;
        }
        double[] gradient = new double[p.length];
        for (int i = 0; i < varied; i++) {
            double step = Math.max(Math.abs(p[i]) * 1e-6, 1e-12);
            double[] moved = p.clone();
            moved[i] += step;
            gradient[i] = (f.applyAsDouble(moved) - value) / step;
        }
        RealVector g = new ArrayRealVector(gradient, false);
        double half = t * Math.sqrt(Math.max(0, g.dotProduct(covariance.operate(g))));
        return Interval.of(value - half, value + half);
    }
}
