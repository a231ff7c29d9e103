package io.igen.core.runner;

import io.igen.core.resources.WindowResources;
import io.igen.core.result.PacedLoad;
import io.igen.core.tail.LevelTail;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Workload;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The figures a level of a run carries beside the standard ones, declared in the run's header so that {@code merge}
 * knows how to combine them: the workload's own, and those the runner adds, what the window used
 * ({@link WindowResources}) and how a paced level kept its schedule ({@link PacedLoad}).
 */
public final class LevelFigures {

    private LevelFigures() {
    }

    /** Every figure a level of this workload can carry, its unit and how parts combine it. */
    public static Map<String, FigureKind> of(Workload<?> workload) {
        Map<String, FigureKind> figures = new LinkedHashMap<>(workload.figures());
        figures.putAll(WindowResources.declarations());
        figures.putAll(PacedLoad.declarations());
        figures.putAll(LevelTail.declarations());
        return figures;
    }
}
