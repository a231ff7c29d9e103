package io.igen.core.workload;

import java.util.Objects;

/**
 * Something that happened while a level ran and may have made operations slow: a JVM pause, a shard's outage, a
 * database checkpoint. On the runner's monotonic clock (the one {@link Worker#timed} is given times on), so that each
 * slow operation can be set against what overlapped it.
 *
 * @param kind       what sort of event: the cause a slow operation it overlapped is counted under
 * @param what       the event in a few words ({@code G1 Pause Young (Normal)}, {@code checkpoint (requested)})
 * @param part       the part of the work it touched ({@code 3}: iGenOLTP's shard 3); null for all of it
 * @param startNanos when it began
 * @param endNanos   when it ended; at least {@code startNanos}
 */
public record RunEvent(Kind kind, String what, String part, long startNanos, long endNanos) {

    /** The sorts of event, in the order a slow operation that overlapped several is counted under the first. */
    public enum Kind {
        /** The JVM stopped every thread: a garbage collection's pause, or another safepoint's. */
        JVM_PAUSE("jvmPause", "a JVM pause"),
        /** The part could not be reached at all (iGenOLTP: a shard's outage). */
        OUTAGE("outage", "an outage of their part"),
        /** The database did something of its own (PostgreSQL: a checkpoint). */
        DATABASE("database", "a database event");

        private final String figureName;
        private final String words;

        Kind(String figureName, String words) {
            this.figureName = figureName;
            this.words = words;
        }

        /** The name it has in the level's tail figures: {@code jvmPause}. */
        public String figureName() {
            return figureName;
        }

        /** How the console names it: {@code a JVM pause}. */
        public String words() {
            return words;
        }
    }

    public RunEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(what, "what");
        if (endNanos < startNanos) {
            throw new IllegalArgumentException("an event must end after it starts: " + startNanos + " to " + endNanos);
        }
    }

    /** How long it lasted. */
    public long nanos() {
        return endNanos - startNanos;
    }

    /** Whether it overlapped [{@code fromNanos}, {@code toNanos}]. */
    public boolean overlaps(long fromNanos, long toNanos) {
        return startNanos <= toNanos && endNanos >= fromNanos;
    }

    /** Whether it touched the given part: its own, or all parts. */
    public boolean touches(String otherPart) {
        return part == null || part.equals(otherPart);
    }
}
