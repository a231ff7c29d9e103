package io.igen.core.result;

import java.util.List;

/**
 * The part of a run one driver process measured, when several drive it at once ({@code --drivers N}): which driver
 * it was and which parts of the work (for iGenOLTP, shards) it drove. {@code merge} joins parts of one run and refuses
 * two with the same index or with common partitions.
 *
 * @param index      the driver, 0-based
 * @param drivers    how many drivers the run has
 * @param slice      the driven work in words ("shards 2-3")
 * @param partitions the driven parts of the work, as the level's per-partition figures name them ("2", "3")
 */
public record DriverPart(int index, int drivers, String slice, List<String> partitions) {

    public DriverPart {
        if (drivers < 1 || index < 0 || index >= drivers) {
            throw new IllegalArgumentException("driver " + index + " of " + drivers);
        }
        partitions = List.copyOf(partitions);
    }

    /** "driver 1 of 2, shards 2-3". */
    public String describe() {
        return "driver " + index + " of " + drivers + ", " + slice;
    }
}
