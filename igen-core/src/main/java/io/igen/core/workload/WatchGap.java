package io.igen.core.workload;

import java.util.Objects;

/**
 * A span in which one of the watches a level's events come from was not watching: the JVM's pauses from JFR, a
 * benchmark's own (iGenOLTP's checkpoint watch, when its server did not answer). The events it would have recorded there
 * are missing, so a slow operation in it counted {@code unexplained} may have had a cause. On the runner's clock, as
 * {@link RunEvent}.
 *
 * @param watch      which watch: {@code jvmPauses}, {@code checkpointWatch}
 * @param why        why it was not watching, in a few words and without credentials: {@code 127.0.0.1:5432 did not
 *                   answer: PSQLException [08001]: Connection to 127.0.0.1:5432 refused.}
 * @param fromNanos  when it stopped watching
 * @param untilNanos when it watched again; null when it had not by the time it was asked
 */
public record WatchGap(String watch, String why, long fromNanos, Long untilNanos) {

    public WatchGap {
        Objects.requireNonNull(watch, "watch");
        Objects.requireNonNull(why, "why");
        if (untilNanos != null && untilNanos < fromNanos) {
            throw new IllegalArgumentException("a gap must end after it starts: " + fromNanos + " to " + untilNanos);
        }
    }

    /** Whether it overlapped [{@code startNanos}, {@code endNanos}]. */
    public boolean overlaps(long startNanos, long endNanos) {
        return fromNanos <= endNanos && (untilNanos == null || untilNanos >= startNanos);
    }
}
