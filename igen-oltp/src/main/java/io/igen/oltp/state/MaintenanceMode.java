package io.igen.oltp.state;

import java.util.Locale;

/** When iGenOLTP brings the shards back to a known state ({@code --maintenance}). */
public enum MaintenanceMode {
    /** Before every level's window, the level's threads paused after their warm-up; and once after the last level. */
    WINDOW,
    /** Once before the first level, and once after the last. */
    RUN,
    /** Never: the windows start from whatever state the runs before left. */
    OFF;

    /** The option's value: {@code window}, {@code run}, {@code off}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode an option value names.
     *
     * @throws IllegalArgumentException naming the values there are
     */
    public static MaintenanceMode of(String label) {
        for (MaintenanceMode mode : values()) {
            if (mode.label().equalsIgnoreCase(label.trim())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("'" + label + "' is not a time for maintenance; give window (before every "
                + "level's window), run (before the first level) or off");
    }
}
