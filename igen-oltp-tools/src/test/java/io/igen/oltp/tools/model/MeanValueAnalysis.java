package io.igen.oltp.tools.model;

/**
 * Exact mean value analysis of a closed network (Reiser and Lavenberg; Lazowska et al., "Quantitative System
 * Performance", ch. 6 and 20): N transactions circulating without think time through stations each visited once, the
 * multi-server stations load-dependent, their queue-length distributions carried from N-1 to N. The truth for a
 * vertical sweep in stream mode, computed apart from the product.
 */
final class MeanValueAnalysis {

    private MeanValueAnalysis() {
    }

    /**
     * Throughput at 1 .. {@code maxThreads} threads.
     *
     * @return transactions/s, index n-1 for n threads
     */
    static double[] throughputPerSecond(int maxThreads, Station... stations) {
        double[][] queue = new double[stations.length][maxThreads + 1];
        for (double[] marginal : queue) {
            marginal[0] = 1;
        }
        double[] throughput = new double[maxThreads];
        for (int n = 1; n <= maxThreads; n++) {
            double cycleMs = 0;
            for (int k = 0; k < stations.length; k++) {
                double residenceMs = 0;
                for (int j = 1; j <= n; j++) {
                    residenceMs += j / stations[k].rate(j) * queue[k][j - 1];
                }
                cycleMs += residenceMs;
            }
            double perMs = n / cycleMs;
            for (int k = 0; k < stations.length; k++) {
                double[] next = new double[maxThreads + 1];
                double busy = 0;
                for (int j = 1; j <= n; j++) {
                    next[j] = perMs / stations[k].rate(j) * queue[k][j - 1];
                    busy += next[j];
                }
                next[0] = Math.max(0, 1 - busy);
                queue[k] = next;
            }
            throughput[n - 1] = perMs * 1000;
        }
        return throughput;
    }
}
