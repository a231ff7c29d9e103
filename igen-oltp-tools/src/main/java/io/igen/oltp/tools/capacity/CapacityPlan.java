package io.igen.oltp.tools.capacity;

/**
 * The stabilised load each shard gets in the horizontal sweep, derived from one shard's vertical peak: a fraction of
 * the peak, delivered by threads that each run a fixed rate. Threads come in whole numbers, so the load actually
 * offered is the next multiple of the rate at or above the target.
 *
 * @param peakPerShard  one shard's peak throughput in the vertical sweep, transactions/s
 * @param loadFraction  the share of the peak each shard is offered, 0 &lt; f &lt;= 1
 * @param ratePerThread transactions per second each load thread starts on its schedule
 */
public record CapacityPlan(double peakPerShard, double loadFraction, double ratePerThread) {

    public CapacityPlan {
        if (!(peakPerShard > 0)) {
            throw new IllegalArgumentException("the vertical sweep found no throughput on shard 0, so there is no "
                    + "peak to offer a share of");
        }
        requireFraction(loadFraction);
        if (!(ratePerThread > 0)) {
            throw new IllegalArgumentException("the rate per thread must be above 0, got " + ratePerThread);
        }
    }

    /**
     * @throws IllegalArgumentException unless 0 &lt; {@code fraction} &lt;= 1
     */
    public static void requireFraction(double fraction) {
        if (!(fraction > 0 && fraction <= 1)) {
            throw new IllegalArgumentException("--load-fraction must be above 0 and at most 1 (a share of the peak), "
                    + "got " + fraction);
        }
    }

    /** The load each shard should get: the fraction of the peak, transactions/s. */
    public double targetPerShard() {
        return loadFraction * peakPerShard;
    }

    /** Threads per shard: enough to offer the target at the rate per thread, at least one. */
    public int threadsPerShard() {
        // A tiny tolerance, so that 0.75 * 40 / 10 = 3.0000000000000004 stays 3 threads.
        return Math.max(1, (int) Math.ceil(targetPerShard() / ratePerThread - 1e-9));
    }

    /** The load each shard is actually offered: its threads times the rate, transactions/s. */
    public double offeredPerShard() {
        return threadsPerShard() * ratePerThread;
    }

    /** The load offered when {@code shards} shards are active, transactions/s. */
    public double offered(int shards) {
        return shards * offeredPerShard();
    }
}
