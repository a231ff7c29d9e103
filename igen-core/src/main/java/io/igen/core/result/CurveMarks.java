package io.igen.core.result;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Finds the peak and the sweet spot of a run's levels. */
public final class CurveMarks {

    private CurveMarks() {
    }

    /** The level with the highest throughput; empty when no level has finished. */
    public static Optional<LevelMark> peak(List<LevelResult> levels) {
        return levels.stream()
                .filter(level -> level.operations() > 0)
                .max(Comparator.comparingDouble(LevelResult::throughput))
                .map(level -> LevelMark.of(level, LatencyStatistic.MEAN));
    }

    /**
     * The highest level whose response time, in the given statistic, stays within the SLA; empty when
     * no level does.
     */
    public static Optional<LevelMark> sweetSpot(List<LevelResult> levels, double slaMs, LatencyStatistic statistic) {
        return levels.stream()
                .filter(level -> level.operations() > 0)
                .filter(level -> level.latencyMs().get(statistic) <= slaMs)
                .max(Comparator.comparingInt(LevelResult::level))
                .map(level -> LevelMark.of(level, statistic));
    }
}
