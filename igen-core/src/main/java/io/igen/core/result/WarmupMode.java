package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a level's warm-up ends. */
public enum WarmupMode {
    /** After exactly {@code --warmup} seconds. */
    FIXED("fixed"),
    /**
     * When the level is steady: the JIT compiler has settled and the recent per-second throughput neither drifts
     * nor swings ({@link io.igen.core.stats.SteadyStateRule}), after at least the rule's window and at most
     * {@code --max-warmup} seconds.
     */
    STEADY_STATE("steady-state");

    private final String label;

    WarmupMode(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }
}
