package io.igen.core.runner;

import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * The wall-clock timetable of a run started with {@code --start-at}: level k's warm-up starts at
 * {@code start + k * slot} and its window opens a fixed warm-up later, where a slot is the warm-up, the window and
 * {@link #GAP_SECONDS} for the level to drain, be written and the next one to connect. Every driver of a run follows
 * the same timetable on its own clock, so the parts of a level measure the same interval (as far as the hosts' clocks
 * agree: keep them synchronised, e.g. by chrony). A driver late for a level shortens that level's warm-up so that
 * the window still opens on time; one too late for that opens the window at once and says by how much it was late.
 *
 * @param firstLevelNanos on the runner's clock, when the first level's warm-up starts
 * @param slotNanos       from one level's start to the next's
 * @param warmupNanos     from a level's start to its window
 */
public record LevelSchedule(long firstLevelNanos, long slotNanos, long warmupNanos) {

    /** Per level, beyond warm-up and window: time for the last operations, the result files and the next level's start. */
    public static final double GAP_SECONDS = 5;

    /** A window that opens later than this after its time is a problem of the run: the parts no longer coincide. */
    public static final double LATE_LIMIT_SECONDS = 1;

    public LevelSchedule {
        if (slotNanos <= 0 || warmupNanos < 0 || warmupNanos >= slotNanos) {
            throw new IllegalArgumentException("not a level schedule: slot " + slotNanos + " ns, warm-up " + warmupNanos
                    + " ns");
        }
    }

    /**
     * The timetable that starts at {@code startAt}, read on {@code clock} as it reads now, when the wall clock reads
     * {@code nowEpochMillis}.
     */
    public static LevelSchedule startingAt(Instant startAt, double warmupSeconds, double durationSeconds,
                                           NanoClock clock, long nowEpochMillis) {
        long first = clock.nanoTime() + (startAt.toEpochMilli() - nowEpochMillis) * 1_000_000L;
        long warmup = Math.round(warmupSeconds * 1e9);
        return new LevelSchedule(first, warmup + Math.round((durationSeconds + GAP_SECONDS) * 1e9), warmup);
    }

    /** When level {@code index} (0-based) starts its warm-up. */
    public long levelStartNanos(int index) {
        return firstLevelNanos + index * slotNanos;
    }

    /** When level {@code index}'s window opens. */
    public long windowNanos(int index) {
        return levelStartNanos(index) + warmupNanos;
    }

    /** How long there is before the first level, from {@code nowNanos}; negative when it is past. */
    public double secondsBeforeStart(long nowNanos) {
        return (firstLevelNanos - nowNanos) / 1e9;
    }

    /** The problem of a window that opened at {@code openedNanos}, when it was late by more than the limit. */
    public Optional<String> lateness(int index, int level, long openedNanos) {
        double late = (openedNanos - windowNanos(index)) / 1e9;
        if (late <= LATE_LIMIT_SECONDS) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "level %d: the window opened %.1f s after its time on the "
                + "--start-at schedule (limit %.1f s); the level before it, or loading, took longer than its slot of "
                + "%.0f s", level, late, LATE_LIMIT_SECONDS, slotNanos / 1e9));
    }
}
