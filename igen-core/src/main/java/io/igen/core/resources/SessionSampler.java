package io.igen.core.resources;

import io.igen.core.workload.SessionProbe;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Samples the work's database sessions ({@link SessionProbe}) on a daemon thread of its own, every
 * {@value #PERIOD_MILLIS} ms (about ten samples a second, as {@code pg_stat_activity} samplers such as pgsentinel and
 * pg_wait_sampling take them), and keeps each sample with the time it was taken: a window's breakdown adds up the
 * samples taken inside it. A probe that fails (a shard's outage) costs a failed sample, never the run.
 */
public final class SessionSampler implements AutoCloseable {

    /** Between two samples. */
    public static final long PERIOD_MILLIS = 100;

    private final SessionProbe probe;
    private final LongSupplier clock;
    private final Consumer<SessionWaits> everySample;
    private final List<Long> times = new ArrayList<>();
    private final List<SessionWaits> samples = new ArrayList<>();
    private volatile Thread thread;

    /**
     * @param clock       the runner's clock, in nanoseconds: the windows are given on it
     * @param everySample told each sample that the servers answered, on the sampler's thread (live metrics)
     */
    public SessionSampler(SessionProbe probe, LongSupplier clock, Consumer<SessionWaits> everySample) {
        this.probe = probe;
        this.clock = clock;
        this.everySample = everySample;
    }

    /** Starts sampling. */
    public synchronized void start() {
        if (thread != null) {
            throw new IllegalStateException("already started");
        }
        thread = DaemonThread.periodic("igen-session-sampler", clock, PERIOD_MILLIS * 1_000_000L, 0, this::sampleOnce);
    }

    /** Takes one sample now and keeps it. */
    void sampleOnce() {
        long at = clock.getAsLong();
        SessionWaits sample;
        try {
            sample = SessionWaits.ofSample(probe.sample());
            everySample.accept(sample);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return;
        } catch (Exception unavailable) {
            sample = SessionWaits.failedSample();
        }
        synchronized (this) {
            times.add(at);
            samples.add(sample);
        }
    }

    /** The samples taken from {@code startNanos} (included) to {@code endNanos} (excluded); empty when none was. */
    public synchronized Optional<SessionWaits> between(long startNanos, long endNanos) {
        SessionWaits sum = SessionWaits.NONE;
        for (int i = 0; i < times.size(); i++) {
            long at = times.get(i);
            if (at >= startNanos && at < endNanos) {
                sum = sum.plus(samples.get(i));
            }
        }
        return sum.samples() + sum.failedSamples() == 0 ? Optional.empty() : Optional.of(sum);
    }

    /** Stops sampling and closes the probe. */
    @Override
    public void close() {
        DaemonThread.stop(thread);
        probe.close();
    }
}
