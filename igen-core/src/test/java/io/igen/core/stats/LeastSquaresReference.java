package io.igen.core.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;

/**
 * What textbook nonlinear least squares says of the Universal Scalability Law at given coefficients, computed apart
 * from {@link ScalabilityFit}'s optimizer: the law's analytic Jacobian, the Gauss-Newton step
 * {@code (J'J)^-1 J' r} (the first-order move from a point to the minimum; zero at the minimum), and the coefficients'
 * covariance {@code s^2 (J'J)^-1} with {@code s^2} the residual sum of squares over n - 3, whose square roots times
 * Student's t with n - 3 degrees of freedom are the 95 % half widths.
 */
final class LeastSquaresReference {

    private final RealMatrix covariance;
    private final double t;

    private LeastSquaresReference(RealMatrix covariance, double t) {
        this.covariance = covariance;
        this.t = t;
    }

    /** The covariance and t quantile of a fit of {@code throughput} at {@code coefficients} (lambda, sigma, kappa). */
    static LeastSquaresReference at(int[] threads, double[] throughput, double[] coefficients) {
        int freedom = threads.length - 3;
        double variance = residualSquares(threads, throughput, coefficients) / freedom;
        RealMatrix j = jacobian(threads, coefficients);
        RealMatrix inverse = new LUDecomposition(j.transpose().multiply(j)).getSolver().getInverse();
        return new LeastSquaresReference(inverse.scalarMultiply(variance),
                new TDistribution(freedom).inverseCumulativeProbability(0.975));
    }

    /** The 95 % half width of coefficient {@code index} (0 lambda, 1 sigma, 2 kappa). */
    double halfWidth(int index) {
        return t * Math.sqrt(covariance.getEntry(index, index));
    }

    /** The 95 % half width of a function of the coefficients whose gradient there is {@code gradient}. */
    double deltaHalfWidth(double[] gradient) {
        RealVector g = new ArrayRealVector(gradient);
        return t * Math.sqrt(g.dotProduct(covariance.operate(g)));
    }

    /** {@code X(N) = lambda N / (1 + sigma (N - 1) + kappa N (N - 1))}. */
    static double law(double[] coefficients, double threads) {
        return coefficients[0] * threads / (1 + coefficients[1] * (threads - 1)
                + coefficients[2] * threads * (threads - 1));
    }

    /** The Gauss-Newton step from {@code coefficients} towards the least-squares fit of {@code throughput}. */
    static double[] firstOrderStep(int[] threads, double[] throughput, double[] coefficients) {
        RealMatrix j = jacobian(threads, coefficients);
        double[] residuals = new double[threads.length];
        for (int i = 0; i < threads.length; i++) {
            residuals[i] = throughput[i] - law(coefficients, threads[i]);
        }
        return new LUDecomposition(j.transpose().multiply(j)).getSolver()
                .solve(j.transpose().operate(new ArrayRealVector(residuals))).toArray();
    }

    static double residualSquares(int[] threads, double[] throughput, double[] coefficients) {
        double sum = 0;
        for (int i = 0; i < threads.length; i++) {
            double residual = throughput[i] - law(coefficients, threads[i]);
            sum += residual * residual;
        }
        return sum;
    }

    /** d X / d lambda, d sigma, d kappa at each level, differentiated by hand. */
    private static RealMatrix jacobian(int[] threads, double[] p) {
        double[][] rows = new double[threads.length][];
        for (int i = 0; i < threads.length; i++) {
            double n = threads[i];
            double denominator = 1 + p[1] * (n - 1) + p[2] * n * (n - 1);
            double x = p[0] * n / denominator;
            rows[i] = new double[]{n / denominator, -x * (n - 1) / denominator, -x * n * (n - 1) / denominator};
        }
        return new Array2DRowRealMatrix(rows);
    }
}
