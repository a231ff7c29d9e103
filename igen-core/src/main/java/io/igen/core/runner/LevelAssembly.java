package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.resources.RunResources;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LevelResult;
import io.igen.core.result.LevelResultBuilder;
import io.igen.core.result.PacedLoad;
import io.igen.core.tail.LevelTail;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The typed parts of a measured level that its result is put together from: what the runner measured, what the
 * workload reported, what the window used of the machine, the paced load's figures and the tail's account. The open
 * {@code details} of the result are written here, and only here.
 *
 * @param partSeries each part's time series (iGenOLTP's shards), under the parts' label; empty without parts
 */
record LevelAssembly(LevelRun.Outcome outcome, LevelReport report, RunResources.Window window,
                     Optional<PacedLoad> pacedLoad, Optional<LevelTail> tail, Optional<PartSeries> partSeries) {

    /** The time series of each part of the level's work, and what the parts are called. */
    record PartSeries(String label, Map<String, List<IntervalPoint>> series) {
    }

    /**
     * Refuses a figure the workload did not declare: it could not be merged. A programming error of the workload,
     * found by its tests.
     */
    static void requireDeclared(LevelReport report, Map<String, FigureKind> figures) {
        for (String name : report.figures().keySet()) {
            if (!figures.containsKey(name)) {
                throw new IllegalStateException("the workload reports '" + name + "' but does not declare it in "
                        + "figures()");
            }
        }
    }

    /** The level's result: the measurement's statistics, the warm-up it took, and the parts' figures as details. */
    LevelResult result(Level level) {
        LevelMeasurement measurement = outcome.measurement();
        LevelResultBuilder builder = measurement.toResult(level, details()).toBuilder()
                .warmupSeconds(outcome.warmupSeconds()).unsteady(outcome.unsteady())
                .remeasured(outcome.remeasured())
                .windowStart(Instant.ofEpochMilli(outcome.windowStartEpochMillis()).toString());
        partSeries.ifPresent(parts -> builder.timeSeriesBy(parts.label(), parts.series()));
        return builder.build();
    }

    private Map<String, Object> details() {
        Map<String, Object> details = new LinkedHashMap<>(report.figures());
        details.putAll(window.figures());
        pacedLoad.ifPresent(paced -> details.putAll(paced.figures()));
        tail.ifPresent(explained -> details.putAll(explained.figures()));
        return details;
    }
}
