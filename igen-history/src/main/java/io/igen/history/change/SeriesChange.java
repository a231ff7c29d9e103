package io.igen.history.change;

import io.igen.history.store.StoredRun;

import java.util.List;

/**
 * A change found in a series at one level: where, how large, and what differed between the runs before and after.
 *
 * @param level       the level it was found at
 * @param point       where and how large
 * @param before      the last run before it
 * @param after       the first run after it
 * @param differences the circumstances whose values in the segment before and in the segment after have none in
 *                    common ("process limits: no CPU quota -> CPU quota 1.80 cores"); empty when none
 */
public record SeriesChange(int level, ChangePoint point, StoredRun before, StoredRun after,
                           List<String> differences) {

    public SeriesChange {
        differences = List.copyOf(differences);
    }
}
