package io.igen.oltp.outage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One shard's outages as a finished level reports them ({@link ShardAvailability#takeOutages}), with the level's
 * measurement window: how long the shard was unavailable inside the window, each outage with wall-clock times, and
 * the outages longer than the run allows.
 *
 * @param outages          in the order they started; the last may be open
 * @param windowStartNanos when the level's window opened, on the runner's clock
 * @param windowEndNanos   when it closed; an outage still open counts up to here
 */
public record ShardOutages(List<Outage> outages, long windowStartNanos, long windowEndNanos) {

    private static final double NANOS_PER_SECOND = 1e9;

    public ShardOutages {
        outages = List.copyOf(outages);
    }

    /** A shard that was never unavailable in the level. */
    public static ShardOutages none(long windowStartNanos, long windowEndNanos) {
        return new ShardOutages(List.of(), windowStartNanos, windowEndNanos);
    }

    /** The time inside the window the shard was unavailable. */
    public double unavailableSeconds() {
        long nanos = 0;
        for (Outage outage : outages) {
            nanos += outage.overlapNanos(windowStartNanos, windowEndNanos);
        }
        return nanos / NANOS_PER_SECOND;
    }

    /**
     * Each outage: {@code firstFailure}, {@code recovery} (null when not recovered by the end of the window) and
     * {@code seconds} (its whole length, or up to the end of the window when not recovered), times in ISO-8601.
     */
    public List<Map<String, Object>> describe(WallTime wall) {
        List<Map<String, Object>> described = new ArrayList<>(outages.size());
        for (Outage outage : outages) {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("firstFailure", wall.iso(outage.firstFailureNanos()));
            figures.put("recovery", outage.recovered() ? wall.iso(outage.recoveryNanos()) : null);
            figures.put("seconds", seconds(outage));
            described.add(figures);
        }
        return described;
    }

    /** One line per outage longer than {@code maxSeconds}: "level 2: shard 1 unavailable 6.4 s (limit 1.0 s)". */
    public List<String> problems(int level, int shard, double maxSeconds) {
        List<String> problems = new ArrayList<>();
        for (Outage outage : outages) {
            if (seconds(outage) > maxSeconds) {
                problems.add(String.format(Locale.ROOT, "level %d: shard %d unavailable %.1f s (limit %.1f s)", level,
                        shard, seconds(outage), maxSeconds));
            }
        }
        return problems;
    }

    /** The console lines of the outages not recovered by the end of the level (recoveries are told when they come). */
    public List<String> stillOpen(int level, int shard, WallTime wall) {
        List<String> lines = new ArrayList<>();
        for (Outage outage : outages) {
            if (!outage.recovered()) {
                lines.add(line(shard, outage, windowEndNanos, wall) + ", not recovered by the end of level " + level);
            }
        }
        return lines;
    }

    /** "shard 1 unavailable 11:57:23.4-11:57:29.8, 6.4 s": up to its recovery, or else up to {@code untilNanos}. */
    public static String line(int shard, Outage outage, long untilNanos, WallTime wall) {
        return String.format(Locale.ROOT, "shard %d unavailable %s-%s, %.1f s", shard,
                wall.console(outage.firstFailureNanos()), wall.console(outage.endNanos(untilNanos)),
                outage.nanos(untilNanos) / NANOS_PER_SECOND);
    }

    private double seconds(Outage outage) {
        return outage.nanos(windowEndNanos) / NANOS_PER_SECOND;
    }
}
