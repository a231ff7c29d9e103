package io.igen.core.report;

import io.igen.core.resources.WindowResources;
import io.igen.core.result.LevelResult;
import io.igen.core.tail.LevelTail;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The benchmark-specific figures of a run's levels that fit in one table cell: numbers and text, not
 * maps or lists. The CSV file has them all; the level table (console, HTML) all but the resource figures.
 */
final class LevelColumns {

    private LevelColumns() {
    }

    /** Names of the scalar details the level table shows: the resource figures have a table of their own. */
    static List<String> tableDetails(List<LevelResult> levels) {
        List<String> names = scalarDetails(levels);
        names.removeAll(WindowResources.declarations().keySet());
        names.removeAll(LevelTail.declarations().keySet());
        return names;
    }

    /** Names of scalar details, in first-seen order across the levels. */
    static List<String> scalarDetails(List<LevelResult> levels) {
        Set<String> names = new LinkedHashSet<>();
        for (LevelResult level : levels) {
            level.details().forEach((name, value) -> {
                if (value instanceof Number || value instanceof CharSequence || value instanceof Boolean) {
                    names.add(name);
                }
            });
        }
        return new ArrayList<>(names);
    }
}
