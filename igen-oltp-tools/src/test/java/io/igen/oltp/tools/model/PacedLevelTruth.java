package io.igen.oltp.tools.model;

import java.util.Arrays;

/**
 * A paced horizontal level's truth, computed apart from the product: each station's utilisation, the simulated
 * long-run mean response ({@link NetworkSimulation}), and the middle 95 % of the means of single windows as long as the
 * study's: how far one measured window can stray from the long run.
 *
 * @param shardUtilisation each shard station's
 * @param hostUtilisation  the host station's; 0 without one
 * @param simulatedMs      the long-run mean response, ms
 * @param bandLowMs        the 2.5th percentile of the simulated windows' means
 * @param bandHighMs       their 97.5th percentile
 */
record PacedLevelTruth(double shardUtilisation, double hostUtilisation, double simulatedMs, double bandLowMs,
                       double bandHighMs) {

    /** Simulated seconds of warm-up and window of a long run, and how many long runs: the truth's own precision. */
    private static final double SIMULATED_WARMUP_SECONDS = 10;
    private static final double SIMULATED_WINDOW_SECONDS = 120;
    private static final int REPLICATIONS = 5;
    /** Simulated windows of the study's own length. */
    private static final int WINDOWS = 40;

    /**
     * @param rate          transactions/s each paced thread is due at
     * @param warmupSeconds the study's warm-up of a level
     * @param windowSeconds its window
     */
    static PacedLevelTruth of(ModelParameters model, int shards, int threadsPerShard, double rate,
                              double warmupSeconds, double windowSeconds) {
        Station[] network = Station.of(model);
        double perShard = threadsPerShard * rate;
        double hostUtilisation = network.length > 1 ? network[1].utilisation(shards * perShard) : 0;
        PacedLevelTruth saturated = new PacedLevelTruth(network[0].utilisation(perShard), hostUtilisation,
                Double.POSITIVE_INFINITY, Double.NaN, Double.NaN);
        if (saturated.saturated()) {
            // past a station's capacity the queue grows without bound: there is no long-run mean to simulate
            return saturated;
        }
        double simulated = NetworkSimulation.mean(REPLICATIONS, model, shards, threadsPerShard, rate,
                SIMULATED_WARMUP_SECONDS, SIMULATED_WINDOW_SECONDS).meanResponseMs();
        double[] windows = new double[WINDOWS];
        for (int i = 0; i < WINDOWS; i++) {
            windows[i] = NetworkSimulation.run(model, shards, threadsPerShard, rate, warmupSeconds, windowSeconds,
                    1_000 + i).meanResponseMs();
        }
        Arrays.sort(windows);
        int tail = (int) Math.round(0.025 * WINDOWS);
        return new PacedLevelTruth(saturated.shardUtilisation(), hostUtilisation, simulated, windows[tail],
                windows[WINDOWS - 1 - tail]);
    }

    /** Whether the offered load reaches a station's capacity. */
    boolean saturated() {
        return shardUtilisation >= 1 || hostUtilisation >= 1;
    }
}
