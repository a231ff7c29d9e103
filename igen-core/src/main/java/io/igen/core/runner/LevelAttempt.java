package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;

import java.util.List;

/**
 * One warm-up and window of a level ({@link LevelRun}), before it is known whether the window is kept.
 *
 * @param unsteadyWarmup why the warm-up ended unsteady; null when it was steady
 * @param window         why the window did not hold still ({@link WindowJudge}); null when it did
 */
record LevelAttempt(LevelMeasurement measurement, double warmupSeconds, String unsteadyWarmup, String window,
                    long windowStartEpochMillis) {

    /** The level's outcome if this window is kept, after the windows measured again for {@code remeasured}. */
    LevelRun.Outcome outcome(List<String> remeasured) {
        String unsteady = unsteadyWarmup != null ? unsteadyWarmup
                : window == null ? null : "during the measurement: " + window;
        return new LevelRun.Outcome(measurement, warmupSeconds, unsteady, windowStartEpochMillis, remeasured);
    }
}
