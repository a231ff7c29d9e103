package io.igen.core.runner;

import io.igen.core.workload.Level;

/**
 * A level's state as it runs.
 *
 * @param elapsedSeconds time spent in the current phase
 * @param phaseSeconds   the planned length of the current phase (0 while draining)
 * @param operations     successful operations recorded so far in the measurement window
 */
public record LevelProgress(Level level, Phase phase, double elapsedSeconds, double phaseSeconds, long operations) {

    /** Where a level is. */
    public enum Phase {
        WARMUP("warm-up"), MEASURE("measuring"), DRAIN("finishing");

        private final String label;

        Phase(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
