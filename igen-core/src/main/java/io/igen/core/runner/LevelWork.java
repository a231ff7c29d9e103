package io.igen.core.runner;

import io.igen.core.result.RunConfig;

/**
 * What each client of a level does: when its operations are due, how late one may start before it is skipped, and
 * how many its window takes.
 *
 * @param intervalNanos       the gap between a client's scheduled starts under paced load; 0 for stream mode
 * @param latencyLimitNanos   under paced load, an operation whose thread comes to it more than this after its
 *                            scheduled start is skipped, and one that ran is late when its response time exceeds
 *                            this; 0 for no limit
 * @param operationsPerClient the operations due in the window after which a client is done, and the level with its
 *                            last client; 0 for a window of a fixed time
 */
public record LevelWork(long intervalNanos, long latencyLimitNanos, long operationsPerClient) {

    /** Stream mode, no limit, a window of a fixed time. */
    public static final LevelWork STREAM = new LevelWork(0, 0, 0);

    public LevelWork {
        if (intervalNanos < 0 || latencyLimitNanos < 0 || operationsPerClient < 0) {
            throw new IllegalArgumentException("not a level's work: interval " + intervalNanos + " ns, limit "
                    + latencyLimitNanos + " ns, " + operationsPerClient + " operations");
        }
        if (latencyLimitNanos > 0 && intervalNanos == 0) {
            throw new IllegalArgumentException("a latency limit needs a schedule: paced load");
        }
    }

    /** Paced load with an operation due every {@code intervalNanos}, no limit, a window of a fixed time. */
    public static LevelWork paced(long intervalNanos) {
        return new LevelWork(intervalNanos, 0, 0);
    }

    /** A measured level's work as configured. */
    static LevelWork of(RunConfig config) {
        return new LevelWork(config.intervalNanos(),
                config.latencyLimitMs() == null ? 0 : Math.round(config.latencyLimitMs() * 1e6),
                config.operationsPerThread() == null ? 0 : config.operationsPerThread());
    }

    /** This work for priming: the same schedule and limit, and a window that runs until priming stops it. */
    LevelWork withoutQuota() {
        return new LevelWork(intervalNanos, latencyLimitNanos, 0);
    }

    /** Whether the window ends when every client has done its operations rather than after a time. */
    public boolean fixedWork() {
        return operationsPerClient > 0;
    }
}
