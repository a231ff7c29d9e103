package io.igen.core.tail;

import io.igen.core.measure.SlowOperation;
import io.igen.core.measure.SlowOperations;
import io.igen.core.workload.RunEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What made a level's tail: each of its operations slower than the window's 99th percentile set against what
 * overlapped it, from when it was due to when it ended, and counted under the first of these that accounts for at least
 * half of the time it took beyond the p99 (events of one kind adding up: two pauses of 20 ms explain an operation of
 * 80 ms beyond p99; one safepoint of 50 us does not explain one of 60 ms):
 * <ol>
 *   <li>a JVM pause ({@link RunEvent.Kind#JVM_PAUSE}): every thread stopped;</li>
 *   <li>an outage of its own part ({@link RunEvent.Kind#OUTAGE});</li>
 *   <li>a database event of its part or of all ({@link RunEvent.Kind#DATABASE}: a checkpoint);</li>
 *   <li>its own part standing still: a whole second inside the operation in which its part completed nothing while
 *   the others completed operations (a shard's server stopped, or a lock held on it): seen only for stalls of a
 *   second or more, the parts' completions being counted by the second;</li>
 *   <li>CPU pressure of at least {@value #CPU_PRESSURE_PERCENT} % in a second it overlapped (some runnable thread of
 *   the host waited for a CPU for at least that share of the second, by the kernel's pressure stall information): the
 *   operation's thread may have waited for a CPU;</li>
 *   <li>nothing recorded.</li>
 * </ol>
 * The seconds are coarser: a CPU-pressed second only says the host was short of CPU while the operation ran, not that it
 * waited for one. The order puts what stops everything first and what is only likely last.
 *
 * @param partOfThread the part (iGenOLTP: the shard) each of the level's load threads served; empty strings without
 *                     parts
 * @param stepNames    the names of the steps the slowest operations' step times are in, in order; empty without steps
 * @param completionsByPart each part's operations completed in each whole second of the window; empty without parts
 */
public record TailAttribution(List<String> partOfThread, List<String> stepNames,
                              Map<String, long[]> completionsByPart) {

    /** The CPU pressure of a second from which an operation slow in it is counted under CPU pressure. */
    public static final int CPU_PRESSURE_PERCENT = 50;
    /** The cause of a slow operation nothing recorded overlapped. */
    public static final String UNEXPLAINED = "unexplained";
    /** The cause of a slow operation whose part stood still while others did not. */
    public static final String PART_STALL = "partStall";
    /** The cause of a slow operation that overlapped a CPU-pressed second and nothing else. */
    public static final String CPU_PRESSURE = "cpuPressure";
    /** How many of a level's events its figures list, the longest. */
    static final int EVENTS_LISTED = 50;

    /**
     * The causes, in the order an operation is counted under the first that overlapped it.
     */
    public static List<String> causes() {
        List<String> causes = new ArrayList<>();
        for (RunEvent.Kind kind : RunEvent.Kind.values()) {
            causes.add(kind.figureName());
        }
        causes.add(PART_STALL);
        causes.add(CPU_PRESSURE);
        causes.add(UNEXPLAINED);
        return causes;
    }

    /**
     * The level's tail explained.
     *
     * @param slow                the window's operations slower than its p99, the slowest first
     * @param slowerThanP99       how many there were, by the histogram ({@code slow} may hold fewer)
     * @param p99Nanos            the window's 99th percentile
     * @param events              what happened in the window: JVM pauses, the workload's events
     * @param windowStartNanos    when the window opened
     * @param cpuPressurePercents the host's CPU pressure in each whole second of the window; null when not known
     */
    public LevelTail explain(List<SlowOperation> slow, long slowerThanP99, long p99Nanos, List<RunEvent> events,
                             long windowStartNanos, double[] cpuPressurePercents) {
        Map<String, Long> byCause = new LinkedHashMap<>();
        causes().forEach(cause -> byCause.put(cause, 0L));
        List<LevelTail.Slowest> slowest = new ArrayList<>();
        for (SlowOperation operation : slow) {
            String part = partOfThread.isEmpty() ? "" : partOfThread.get(operation.thread());
            String cause = causeOf(operation, part, events, p99Nanos, windowStartNanos, cpuPressurePercents);
            if (cause.equals(CPU_PRESSURE) || cause.equals(UNEXPLAINED)) {
                cause = partStood(operation, part, windowStartNanos) ? PART_STALL : cause;
            }
            byCause.merge(cause, 1L, Long::sum);
            if (slowest.size() < SlowOperations.SLOWEST_WITH_STEPS) {
                slowest.add(new LevelTail.Slowest(millis(operation.dueNanos() - windowStartNanos),
                        millis(operation.responseNanos()), part, cause,
                        operation.stepNanos() == null ? null : steps(operation.stepNanos())));
            }
        }
        List<RunEvent> pauses = events.stream().filter(event -> event.kind() == RunEvent.Kind.JVM_PAUSE).toList();
        double pauseMs = pauses.stream().mapToLong(RunEvent::nanos).sum() / 1e6;
        double longestMs = pauses.stream().mapToLong(RunEvent::nanos).max().orElse(0) / 1e6;
        List<LevelTail.Event> listed = events.stream().sorted(Comparator.comparingLong(RunEvent::nanos).reversed())
                .limit(EVENTS_LISTED).sorted(Comparator.comparingLong(RunEvent::startNanos))
                .map(event -> new LevelTail.Event(event.kind().figureName(), event.what(), event.part(),
                        millis(event.startNanos() - windowStartNanos), millis(event.nanos())))
                .toList();
        return new LevelTail(millis(p99Nanos), slowerThanP99, slow.size(), byCause, pauses.size(), pauseMs, longestMs,
                events.size(), listed, slowest, List.of());
    }

    private static String causeOf(SlowOperation operation, String part, List<RunEvent> events, long p99Nanos,
                                  long windowStartNanos, double[] cpuPressurePercents) {
        long beyondP99 = operation.responseNanos() - p99Nanos;
        for (RunEvent.Kind kind : RunEvent.Kind.values()) {
            long overlap = 0;
            for (RunEvent event : events) {
                if (event.kind() == kind && event.touches(part)) {
                    overlap += Math.max(0, Math.min(operation.endNanos(), event.endNanos())
                            - Math.max(operation.dueNanos(), event.startNanos()));
                }
            }
            if (overlap > 0 && 2 * overlap >= beyondP99) {
                return kind.figureName();
            }
        }
        if (cpuPressurePercents != null) {
            long first = Math.max(0, (operation.dueNanos() - windowStartNanos) / 1_000_000_000L);
            long last = Math.min(cpuPressurePercents.length - 1L,
                    (operation.endNanos() - windowStartNanos) / 1_000_000_000L);
            for (long second = first; second <= last; second++) {
                if (cpuPressurePercents[(int) second] >= CPU_PRESSURE_PERCENT) {
                    return CPU_PRESSURE;
                }
            }
        }
        return UNEXPLAINED;
    }

    /** Whether a whole second inside the operation saw its part complete nothing while another part completed some. */
    private boolean partStood(SlowOperation operation, String part, long windowStartNanos) {
        long[] own = completionsByPart.get(part);
        if (own == null || completionsByPart.size() < 2) {
            return false;
        }
        long firstWhole = Math.max(0, ceilSeconds(operation.dueNanos() - windowStartNanos));
        long afterLast = Math.min(own.length, (operation.endNanos() - windowStartNanos) / 1_000_000_000L);
        for (long second = firstWhole; second < afterLast; second++) {
            int at = (int) second;
            if (own[at] == 0 && completionsByPart.entrySet().stream()
                    .anyMatch(other -> !other.getKey().equals(part) && other.getValue().length > at
                            && other.getValue()[at] > 0)) {
                return true;
            }
        }
        return false;
    }

    private static long ceilSeconds(long nanos) {
        return nanos <= 0 ? 0 : (nanos + 999_999_999L) / 1_000_000_000L;
    }

    private Map<String, Double> steps(long[] stepNanos) {
        Map<String, Double> steps = new LinkedHashMap<>();
        for (int i = 0; i < stepNanos.length; i++) {
            steps.put(i < stepNames.size() ? stepNames.get(i) : "step" + (i + 1), millis(stepNanos[i]));
        }
        return steps;
    }

    private static double millis(long nanos) {
        return Math.round(nanos / 1e3) / 1e3;
    }
}
