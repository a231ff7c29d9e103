package io.igen.core.runner;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The runner's time: a monotonic nanosecond clock and a way to wait on it. Tests drive the runner's
 * loops with a synthetic clock instead of sleeping.
 */
public interface NanoClock {

    /** The JVM's monotonic clock. */
    NanoClock SYSTEM = new NanoClock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void parkUntil(long deadlineNanos, BooleanSupplier giveUp) {
            long remaining;
            while ((remaining = deadlineNanos - System.nanoTime()) > 0 && !giveUp.getAsBoolean()) {
                // Wake at least every 100 ms so a stop request is seen promptly.
                LockSupport.parkNanos(Math.min(remaining, 100_000_000L));
            }
        }
    };

    long nanoTime();

    /** Waits until the clock reads at least the deadline, or until {@code giveUp} turns true. */
    void parkUntil(long deadlineNanos, BooleanSupplier giveUp);
}
