package io.igen.history.store;

import java.util.List;

/**
 * One level of a kept run: its figures and each launch's.
 *
 * @param throughput operations per second, the run's figure (over its launches)
 * @param meanMs     the mean response time, the run's figure
 * @param launches   one per JVM launch, in order; a single launch's own figures when the run was not repeated
 */
public record StoredLevel(int level, int threads, double throughput, double meanMs, List<Launch> launches) {

    public StoredLevel {
        launches = List.copyOf(launches);
    }

    /** One launch's figures at this level. */
    public record Launch(double throughput, double meanMs) {
    }

    /** Each launch's value of a figure. */
    public double[] values(Figure figure) {
        return launches.stream().mapToDouble(launch -> figure.of(launch)).toArray();
    }
}
