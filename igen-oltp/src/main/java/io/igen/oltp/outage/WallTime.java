package io.igen.oltp.outage;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * Turns times of the runner's monotonic clock into wall-clock times, by one offset taken once: the monotonic clock
 * never jumps, so an outage's length stays right even when the wall clock is adjusted during a run.
 *
 * @param epochNanosAtZero the wall-clock time, in nanoseconds since the epoch, at which the monotonic clock read 0
 * @param zone             the time zone of the times people read on the console
 */
public record WallTime(long epochNanosAtZero, ZoneId zone) {

    private static final DateTimeFormatter ISO_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSX").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter CONSOLE = DateTimeFormatter.ofPattern("HH:mm:ss.S");

    /** The offset between {@link System#nanoTime()}, the runner's clock, and the wall clock now, in this zone. */
    public static WallTime ofSystemClock() {
        Instant now = Instant.now();
        long nanoTime = System.nanoTime();
        return new WallTime(now.getEpochSecond() * 1_000_000_000L + now.getNano() - nanoTime, ZoneId.systemDefault());
    }

    /** The wall-clock instant of a monotonic time. */
    public Instant at(long nanoTime) {
        return Instant.ofEpochSecond(0, epochNanosAtZero + nanoTime);
    }

    /** ISO-8601 in UTC, to the millisecond: {@code 2026-11-23T11:57:23.412Z}. */
    public String iso(long nanoTime) {
        return ISO_MILLIS.format(at(nanoTime).truncatedTo(ChronoUnit.MILLIS));
    }

    /** The time of day in the zone, to the tenth of a second: {@code 11:57:23.4}. */
    public String console(long nanoTime) {
        return CONSOLE.format(LocalTime.ofInstant(at(nanoTime), zone));
    }
}
