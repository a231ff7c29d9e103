package io.igen.core.resources;

import java.util.function.LongSupplier;

/** The samplers' threads: daemons, so a run that ends abnormally never waits for them, stopped by interruption. */
final class DaemonThread {

    /** How long closing waits for a sampler to finish the reading it is in. */
    private static final long JOIN_MILLIS = 2_000;

    private DaemonThread() {
    }

    /** Starts {@code body} on a daemon thread named {@code name}. */
    static Thread start(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** One tick of a periodic sampler; interrupted when the sampler is stopped. */
    interface Tick {
        void run() throws InterruptedException;
    }

    /**
     * Starts {@code tick} on a daemon thread named {@code name}, {@code firstDelayNanos} from now and then every
     * {@code periodNanos} of {@code clock}, until interrupted. A tick that overran its period is followed by the next at
     * once, and the schedule goes on from there rather than catching up in a burst.
     */
    static Thread periodic(String name, LongSupplier clock, long periodNanos, long firstDelayNanos, Tick tick) {
        return start(name, () -> {
            long next = clock.getAsLong() + firstDelayNanos;
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    long wait = next - clock.getAsLong();
                    if (wait > 0) {
                        Thread.sleep(wait / 1_000_000L, (int) (wait % 1_000_000L));
                    }
                    tick.run();
                    next = Math.max(next + periodNanos, clock.getAsLong());
                }
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /** Interrupts the thread, if there is one, and waits a little for it to end. */
    static void stop(Thread thread) {
        if (thread == null) {
            return;
        }
        thread.interrupt();
        try {
            thread.join(JOIN_MILLIS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
