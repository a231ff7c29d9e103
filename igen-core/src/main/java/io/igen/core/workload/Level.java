package io.igen.core.workload;

/**
 * One step of a stepwise run: the value on the curve's x axis and the number of load threads.
 * For thread levels both are the same; for iGenOLTP's horizontal scaling the level is the number of
 * active shards and the threads follow from it.
 */
public record Level(int level, int threads) {

    public Level {
        if (level < 1 || threads < 1) {
            throw new IllegalArgumentException("a level needs level >= 1 and threads >= 1, got " + level + "/" + threads);
        }
    }

    /** A level whose value is its thread count. */
    public static Level ofThreads(int threads) {
        return new Level(threads, threads);
    }
}
