package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a level's load threads are ({@code --load-threads}). Platform threads are one OS thread each: with one blocking
 * JDBC connection per thread, every round trip to the database parks and wakes an OS thread. Virtual threads (Java
 * 21+) park on the JDK's poller and run on as many carrier threads as cores: on PostgreSQL with 16 clients on 2 cores
 * (JDK 25) they cut the context switches per transaction from 7.1-8.1 to 3.0-6.4 and the driver's CPU by up to 20 %
 * (none with the default warm-up), but with 1 to 4 clients every round trip wakes both the poller and a carrier, and
 * the driver's CPU per transaction doubled (lab note 2026-11-25-driver-cost). Hence platform by default.
 */
public enum LoadThreadKind {
    /** One OS thread per load thread. */
    PLATFORM("platform"),
    /** Virtual threads on the JDK's carrier threads. */
    VIRTUAL("virtual");

    /** The first Java with virtual threads. */
    public static final int VIRTUAL_SINCE = 21;

    private final String label;

    LoadThreadKind(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }

    /** Whether the Java of this feature release (17, 21, 25) can run load threads of this kind. */
    public boolean runsOn(int javaFeature) {
        return this == PLATFORM || javaFeature >= VIRTUAL_SINCE;
    }
}
