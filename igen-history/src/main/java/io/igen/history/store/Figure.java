package io.igen.history.store;

/** A level's figure that history follows over time. */
public enum Figure {
    /** Operations per second: a fall is a regression. */
    THROUGHPUT("throughput"),
    /** The mean response time, in milliseconds: a rise is a regression. */
    MEAN_MS("meanMs");

    private final String label;

    Figure(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** A launch's value of this figure. */
    public double of(StoredLevel.Launch launch) {
        return this == THROUGHPUT ? launch.throughput() : launch.meanMs();
    }

    /** The run's value of this figure at a level. */
    public double of(StoredLevel level) {
        return this == THROUGHPUT ? level.throughput() : level.meanMs();
    }

    /** Its unit, given what the benchmark's operation is called ("fractal"). */
    public String unit(String operation) {
        return this == THROUGHPUT ? operation + "s/s" : "ms";
    }

    /** From its label or its name, any case ({@code throughput}, {@code meanMs}, {@code mean_ms}). */
    public static Figure parse(String text) {
        for (Figure figure : values()) {
            if (figure.label.equalsIgnoreCase(text) || figure.name().equalsIgnoreCase(text)) {
                return figure;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a figure history follows: throughput or meanMs");
    }
}
