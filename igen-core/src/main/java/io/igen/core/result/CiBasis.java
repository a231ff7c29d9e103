package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** What a level's 95 % intervals are made of, and so which variance they can see. */
public enum CiBasis {
    /**
     * Batch means of one measurement window: the noise inside the run. Blind to what differs between runs
     * (JIT outcomes, memory layout, the machine's other load); {@code --repeat} measures that.
     */
    WITHIN_RUN("within-run"),
    /** The level measured once in each of several fresh JVM launches: launch-to-launch variance included. */
    REPEATS("repeats"),
    /** A JMH result's forks (its launches), each fork's iterations averaged into one sample. */
    JMH_FORKS("JMH forks");

    private final String label;

    CiBasis(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }
}
