package io.igen.core.runner;

import java.util.function.BooleanSupplier;

/** A clock for the loop's tests: time moves only when an operation "takes" time or the loop waits for a deadline. */
final class SyntheticClock implements NanoClock {
    long now;

    @Override
    public long nanoTime() {
        return now;
    }

    @Override
    public void parkUntil(long deadlineNanos, BooleanSupplier giveUp) {
        now = Math.max(now, deadlineNanos);
    }
}
