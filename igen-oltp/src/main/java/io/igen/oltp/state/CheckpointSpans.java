package io.igen.oltp.state;

import io.igen.core.workload.RunEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One server's checkpoints as the spans in which they wrote and ended, from successive readings of its counters.
 * PostgreSQL adds a checkpoint's write and sync milliseconds when it ends, and its buffers as it writes them; it counts
 * the checkpoint itself when it first reports (seen on PostgreSQL 15 reading {@code pg_stat_bgwriter} every 100 ms): an
 * immediate checkpoint ({@code CHECKPOINT}, one at shutdown) reports once, at its end; a spread one (timed, or asked for
 * by WAL volume) reports each time it sleeps between writes, about every 100 ms, so its count and first buffers come
 * at the start of its write phase, its buffers as it goes, its times at its end. So:
 * <ul>
 *   <li>where buffers grew between two readings without the times growing, a checkpoint was writing: one span from the
 *   earlier reading to the later, joined with the span before when at most one reading without growth lies between
 *   (that is the reports' jitter: the checkpoint reports about as often as it is read);</li>
 *   <li>where the times grew, checkpoints ended: the span from the earlier reading less their write and sync time
 *   (less their sync time alone when they were seen writing: a spread checkpoint's write time is its whole write
 *   phase, sleeps included) to the later reading, joined with the span they were seen writing in when that ran up to
 *   the reading before or the end reaches back into it, and otherwise beginning no earlier than that span's end;</li>
 *   <li>a checkpoint that wrote nothing and took under a millisecond is no span: it held nothing up.</li>
 * </ul>
 * Counters that went down (statistics reset) begin anew.
 */
final class CheckpointSpans {

    /**
     * What the server had counted at one reading.
     *
     * @param atNanos     when it was read, on the runner's clock
     * @param checkpoints checkpoints, timed and requested
     * @param requested   of those, the requested
     * @param writeMillis the checkpoints' milliseconds writing
     * @param syncMillis  the checkpoints' milliseconds syncing
     * @param buffers     buffers the checkpoints wrote
     */
    record Reading(long atNanos, long checkpoints, long requested, double writeMillis, double syncMillis,
                   long buffers) {

        boolean below(Reading earlier) {
            return checkpoints < earlier.checkpoints || requested < earlier.requested
                    || writeMillis < earlier.writeMillis || syncMillis < earlier.syncMillis
                    || buffers < earlier.buffers;
        }
    }

    private final String address;
    private final List<RunEvent> events = new ArrayList<>();
    private Reading last;
    /** A checkpoint was seen writing and has not ended. */
    private boolean writing;
    /** The checkpoint seen writing was requested. */
    private boolean requested;
    /** The buffers of the last span, while a checkpoint writes in it. */
    private long openBuffers;
    /** Readings since the buffers last grew; -1 when no span is open. */
    private int readingsSinceGrowth = -1;

    /** @param address the server's host and port, to name its checkpoints by */
    CheckpointSpans(String address) {
        this.address = address;
    }

    /** The next reading. */
    synchronized void read(Reading reading) {
        if (last == null || reading.below(last)) {
            last = reading;
            writing = false;
            readingsSinceGrowth = -1;
            return;
        }
        long begun = reading.checkpoints() - last.checkpoints();
        boolean askedFor = reading.requested() > last.requested();
        double writeMillis = reading.writeMillis() - last.writeMillis();
        double syncMillis = reading.syncMillis() - last.syncMillis();
        long buffers = reading.buffers() - last.buffers();
        if (writeMillis + syncMillis > 0 || (begun > 0 && buffers == 0)) {
            ended(reading, begun, askedFor, writeMillis, syncMillis, buffers);
        } else if (buffers > 0) {
            requested |= askedFor;
            wrote(reading, buffers);
        } else if (readingsSinceGrowth >= 0) {
            readingsSinceGrowth++;
        }
        last = reading;
    }

    private void wrote(Reading reading, long buffers) {
        writing = true;
        if (readingsSinceGrowth >= 0 && readingsSinceGrowth <= 1) {
            RunEvent open = events.remove(events.size() - 1);
            openBuffers += buffers;
            add(name(1, requested) + " writing: " + count(openBuffers) + " buffers", open.startNanos(),
                    reading.atNanos());
        } else {
            openBuffers = buffers;
            add(name(1, requested) + " writing: " + count(openBuffers) + " buffers", last.atNanos(),
                    reading.atNanos());
        }
        readingsSinceGrowth = 0;
    }

    private void ended(Reading reading, long count, boolean askedFor, double writeMillis, double syncMillis,
                       long buffers) {
        if (buffers == 0 && writeMillis + syncMillis < 1 && !writing) {
            return; // wrote nothing, in under a millisecond
        }
        long start = last.atNanos() - nanos(writing ? syncMillis : writeMillis + syncMillis);
        boolean seenRequested = requested || askedFor;
        if (writing) {
            String times = count(syncMillis) + " ms syncing (" + count(writeMillis) + " ms writing in all)";
            RunEvent open = readingsSinceGrowth >= 0 ? events.get(events.size() - 1) : null;
            if (open != null && (readingsSinceGrowth <= 1 || start <= open.endNanos())) {
                events.remove(events.size() - 1);
                add(name(1, seenRequested) + " writing and ending: " + count(openBuffers + buffers) + " buffers, "
                        + times, open.startNanos(), reading.atNanos());
            } else {
                long notBefore = events.isEmpty() ? start : events.get(events.size() - 1).endNanos();
                add(name(1, seenRequested) + " ending: " + (buffers > 0 ? count(buffers) + " buffers, " : "")
                        + times, Math.max(start, notBefore), reading.atNanos());
            }
        } else {
            add(name(Math.max(1, count), seenRequested) + ": " + count(buffers) + " buffers, " + count(writeMillis)
                    + " ms writing and " + count(syncMillis) + " ms syncing", start, reading.atNanos());
        }
        writing = false;
        requested = false;
        readingsSinceGrowth = -1;
    }

    private void add(String what, long startNanos, long endNanos) {
        events.add(new RunEvent(RunEvent.Kind.DATABASE, what, null, Math.min(startNanos, endNanos), endNanos));
    }

    private String name(long count, boolean requested) {
        return (count == 1 ? "checkpoint" : count + " checkpoints") + (requested ? " (requested)" : "") + " on "
                + address;
    }

    private static String count(double value) {
        return String.format(Locale.ROOT, "%,d", Math.round(value));
    }

    private static long nanos(double millis) {
        return Math.max(0, Math.round(millis * 1e6));
    }

    /** The checkpoints' spans that overlapped [{@code startNanos}, {@code endNanos}], of no part. */
    synchronized List<RunEvent> between(long startNanos, long endNanos) {
        return events.stream().filter(event -> event.overlaps(startNanos, endNanos)).toList();
    }
}
