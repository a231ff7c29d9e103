package io.igen.core.tail;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.WatchGap;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A level's tail explained ({@link TailAttribution}): how many operations were slower than the window's p99, what
 * overlapped each, the JVM's pauses in the window, the longest events and the slowest operations, and where the account
 * is incomplete (a watch that was not watching). Written as level figures ({@link #figures()}): flat numbers for the
 * CSV and the tables, and {@code tail} with the lists for the JSON.
 *
 * @param p99Ms             the window's 99th percentile
 * @param slowerThanP99     operations slower than it, by the window's histogram
 * @param kept              of those, the ones the threads kept and this account is of
 * @param byCause           of those kept, how many under each cause ({@link TailAttribution#causes()})
 * @param jvmPauses         the JVM's pauses in the window
 * @param jvmPauseMs        their total length, overlapping the window
 * @param jvmPauseLongestMs the longest
 * @param events            every event in the window: pauses, outages, the database's
 * @param listedEvents      the {@value TailAttribution#EVENTS_LISTED} longest, in the order they began
 * @param slowest           the slowest operations, the slowest first, with their steps' times where kept
 * @param incomplete        the spans of the window in which a watch the events come from was not watching, in the
 *                          order they began; empty when every watch watched all of it
 */
public record LevelTail(double p99Ms, long slowerThanP99, long kept, Map<String, Long> byCause, int jvmPauses,
                        double jvmPauseMs, double jvmPauseLongestMs, int events, List<Event> listedEvents,
                        List<Slowest> slowest, List<Gap> incomplete) {

    /** The level figure that holds the lists. */
    public static final String TAIL = "tail";
    /** In {@link #TAIL}: the longest events of the window. */
    public static final String LONGEST_EVENTS = "longestEvents";
    /** In {@link #TAIL}: where the account is incomplete. */
    public static final String INCOMPLETE = "incomplete";
    /** The level figure: operations slower than the window's p99. */
    public static final String SLOWER = "tailSlowerThanP99";
    /** The level figure: of those, the ones explained. */
    public static final String KEPT = "tailKept";
    /** The level figure: the JVM's pauses in the window. */
    public static final String PAUSES = "jvmPauses";
    /** The level figure: their total length. */
    public static final String PAUSE_MS = "jvmPauseMs";
    /** The level figure: the longest. */
    public static final String LONGEST_PAUSE_MS = "jvmPauseLongestMs";

    /**
     * One event of the window.
     *
     * @param startMs from the window's start
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Event(String kind, String what, String part, double startMs, double ms) {
    }

    /**
     * One of the slowest operations.
     *
     * @param startMs when it was due, from the window's start
     * @param stepsMs each step's time, in the order they ran; null when not kept
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Slowest(double startMs, double ms, String part, String cause, Map<String, Double> stepsMs) {
    }

    /**
     * A span of the window in which a watch was not watching ({@link WatchGap}).
     *
     * @param watch   which: {@code jvmPauses}, {@code checkpointWatch}
     * @param fromMs  when it stopped, from the window's start
     * @param untilMs when it watched again; null when it had not by the time the level was explained
     * @param why     why it was not watching
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Gap(String watch, double fromMs, Double untilMs, String why) {
    }

    /** This account, incomplete where {@code gaps} say, on the clock of a window that opened at {@code windowStartNanos}. */
    public LevelTail withGaps(List<WatchGap> gaps, long windowStartNanos) {
        List<Gap> marked = gaps.stream().sorted(Comparator.comparingLong(WatchGap::fromNanos))
                .map(gap -> new Gap(gap.watch(), millis(gap.fromNanos() - windowStartNanos),
                        gap.untilNanos() == null ? null : millis(gap.untilNanos() - windowStartNanos), gap.why()))
                .toList();
        return new LevelTail(p99Ms, slowerThanP99, kept, byCause, jvmPauses, jvmPauseMs, jvmPauseLongestMs, events,
                listedEvents, slowest, marked);
    }

    /** The figure holding the share of the kept operations counted under a cause: {@code tailJvmPausePercent}. */
    public static String percentFigure(String cause) {
        return "tail" + Character.toUpperCase(cause.charAt(0)) + cause.substring(1) + "Percent";
    }

    /** The level figures: flat numbers, then {@value #TAIL} with the lists. */
    public Map<String, Object> figures() {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put(SLOWER, slowerThanP99);
        figures.put(KEPT, kept);
        byCause.forEach((cause, count) -> figures.put(percentFigure(cause),
                kept == 0 ? 0.0 : Math.round(1000.0 * count / kept) / 10.0));
        figures.put(PAUSES, jvmPauses);
        figures.put(PAUSE_MS, round(jvmPauseMs));
        figures.put(LONGEST_PAUSE_MS, round(jvmPauseLongestMs));
        Map<String, Object> lists = new LinkedHashMap<>();
        lists.put("p99Ms", p99Ms);
        lists.put("cpuPressureThresholdPercent", TailAttribution.CPU_PRESSURE_PERCENT);
        lists.put("events", events);
        lists.put(LONGEST_EVENTS, listedEvents);
        lists.put("slowest", slowest);
        lists.put(INCOMPLETE, incomplete);
        figures.put(TAIL, lists);
        return figures;
    }

    /** The figures {@link #figures()} writes, their units and how the parts of a merged run keep them. */
    public static Map<String, FigureKind> declarations() {
        Map<String, FigureKind> kinds = new LinkedHashMap<>();
        kinds.put(SLOWER, FigureKind.perPart("operations"));
        kinds.put(KEPT, FigureKind.perPart("operations"));
        TailAttribution.causes().forEach(cause -> kinds.put(percentFigure(cause), FigureKind.perPart("%")));
        kinds.put(PAUSES, FigureKind.perPart("pauses"));
        kinds.put(PAUSE_MS, FigureKind.perPart("ms"));
        kinds.put(LONGEST_PAUSE_MS, FigureKind.perPart("ms"));
        kinds.put(TAIL, FigureKind.perPart("text"));
        return kinds;
    }

    private static double millis(long nanos) {
        return Math.round(nanos / 1e3) / 1e3;
    }

    private static double round(double ms) {
        return Math.round(ms * 1000) / 1000.0;
    }
}
