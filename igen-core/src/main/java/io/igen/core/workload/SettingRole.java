package io.igen.core.workload;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Locale;

/**
 * What a workload setting of a result says: the work itself, or the circumstances it ran in. {@code compare} goes by
 * it: two runs whose work settings differ did different work and get no verdict; circumstances that differ are
 * listed beside the verdict, as the host's CPU is.
 */
public enum SettingRole {
    /** Part of the work: runs that differ in it measured different things (the default of every setting). */
    WORK,
    /**
     * Asked for, but not the work: a limit the run is judged by, the same transactions run another way (an isolation
     * level, retries), how the servers are kept. A workload declares these ({@link DatabaseWork#settingRoles}).
     */
    CIRCUMSTANCE,
    /** Found while running, not asked for: the servers' products and settings, what a probe could not read. */
    FOUND;

    /** The role as a result file writes it: its name in lower case. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role of a label as a result file writes it. */
    @JsonCreator
    public static SettingRole ofLabel(String label) {
        return Arrays.stream(values()).filter(role -> role.label().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + label + "' is not a setting's role"));
    }

    /** Whether a setting of this role is the circumstances of the work rather than the work. */
    public boolean circumstance() {
        return this != WORK;
    }
}
