package io.igen.core.workload;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a workload says of a finished level ({@link LevelSession#report}).
 *
 * @param figures   benchmark-specific figures, written beside the standard statistics (the JSON's {@code details}):
 *                  each name declared by {@link Workload#figures()}
 * @param problems  what failed in the level beyond the share of failed operations, which the runner judges itself:
 *                  for iGenOLTP, a shard whose own share of failures is over the limit, however few its transactions;
 *                  each line becomes a problem of the run (exit 1)
 * @param events    what the work saw happen in the window that may have made operations slow, on the runner's clock:
 *                  for iGenOLTP each shard's outages and the servers' checkpoints; a run that explains its tail sets
 *                  each slow operation against these, beside the JVM's pauses
 * @param watchGaps the spans of the window in which a watch the events come from was not watching, and why: the tail
 *                  says its account is incomplete there
 */
public record LevelReport(Map<String, Object> figures, List<String> problems, List<RunEvent> events,
                          List<WatchGap> watchGaps) {

    /** Nothing to add to the runner's own figures. */
    public static final LevelReport NONE = new LevelReport(Map.of(), List.of(), List.of(), List.of());

    public LevelReport {
        figures = Collections.unmodifiableMap(new LinkedHashMap<>(figures));
        problems = List.copyOf(problems);
        events = List.copyOf(events);
        watchGaps = List.copyOf(watchGaps);
    }

    /** Figures only. */
    public static LevelReport of(Map<String, Object> figures) {
        return new LevelReport(figures, List.of(), List.of(), List.of());
    }

    /** This report with these problems. */
    public LevelReport withProblems(List<String> levelProblems) {
        return new LevelReport(figures, levelProblems, events, watchGaps);
    }

    /** This report with what the work saw in the window, and where it could not see. */
    public LevelReport withEvents(List<RunEvent> windowEvents, List<WatchGap> gaps) {
        return new LevelReport(figures, problems, windowEvents, gaps);
    }
}
