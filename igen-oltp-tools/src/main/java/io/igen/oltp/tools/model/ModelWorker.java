package io.igen.oltp.tools.model;

import io.igen.core.workload.Worker;

import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;

/**
 * One load thread's transactions on the model: a visit to its shard's station, then to the host station, each for an
 * exponential service time drawn from the thread's own random stream. The thread waits (parks) until the station
 * lets it go, so the model costs the driver a few wake-ups a transaction, not the service time's CPU.
 */
public final class ModelWorker implements Worker {

    private final int shard;
    private final ServiceStation shardStation;
    private final ServiceStation hostStation;
    private final double shardMeanNanos;
    private final double hostMeanNanos;
    private final SplittableRandom random;

    /**
     * @param hostStation the station every shard shares; null when the model has none
     */
    ModelWorker(int shard, ServiceStation shardStation, ServiceStation hostStation, ModelParameters parameters,
                SplittableRandom random) {
        this.shard = shard;
        this.shardStation = shardStation;
        this.hostStation = hostStation;
        this.shardMeanNanos = parameters.shardMs() * 1e6;
        this.hostMeanNanos = parameters.hostMs() * 1e6;
        this.random = random;
    }

    /** The shard this thread's transactions go to, numbered as in the run. */
    public int shard() {
        return shard;
    }

    /**
     * One transaction: its shard's station, then the host's. It arrives at the host when its shard service ended on
     * the station's timeline, not when its thread woke, so a late wake-up (the timer's slack, 0.1-0.2 ms here) is
     * paid once a transaction, at its end.
     *
     * @throws InterruptedException when the thread is interrupted while it waits
     */
    @Override
    public void execute() throws InterruptedException {
        long departure = shardStation.departureNanos(System.nanoTime(), exponential(shardMeanNanos));
        if (hostStation != null) {
            waitUntil(departure);
            departure = hostStation.departureNanos(departure, exponential(hostMeanNanos));
        }
        waitUntil(departure);
    }

    private long exponential(double meanNanos) {
        return Math.round(-meanNanos * Math.log(1 - random.nextDouble()));
    }

    private static void waitUntil(long deadlineNanos) throws InterruptedException {
        long remaining;
        while ((remaining = deadlineNanos - System.nanoTime()) > 0) {
            LockSupport.parkNanos(remaining);
            if (Thread.interrupted()) {
                throw new InterruptedException("the model's transaction was interrupted while it waited");
            }
        }
    }
}
