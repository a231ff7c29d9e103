package io.igen.core.metrics;

import java.util.Locale;

/** What a run is doing now, as live metrics tell it; the label value is the lower-case name. */
public enum RunPhase {
    /** Opening the workload: for iGenOLTP, connecting to the shards and loading the data. */
    OPENING,
    /** Running the first level's workload to compile the hot code, not recorded. */
    PRIMING,
    /** With {@code --start-at}: waiting for the next level's time on the schedule. */
    WAITING,
    /** A level's warm-up, not recorded. */
    WARMUP,
    /**
     * Between a level's warm-up and its window, the load threads paused: the workload restores its state (iGenOLTP
     * vacuums its shards).
     */
    MAINTENANCE,
    /** A level's measurement window: what the result file will report. */
    MEASURE,
    /** A level's window has closed; its threads finish their last operations. */
    DRAIN,
    /** After the last level: the workload's checks (iGenOLTP's integrity check). */
    CHECKING;

    /** The value of the {@code igen_phase} state. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
