package io.igen.oltp.run;

import io.igen.oltp.dialect.Conflict;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Conflicts with other transactions ({@link Conflict}), by kind: how many tries were run again ({@code --max-tries})
 * and how many transactions failed for one after their last try. One per worker, written on its thread: the
 * transaction in progress counts into "last", which {@link #countLast} adds to the window's counts when the runner says
 * it started inside it.
 */
final class ConflictTally {

    private static final Conflict[] KINDS = Conflict.values();

    private final int[] lastRetries = new int[KINDS.length];
    private Conflict lastFailure;
    private final long[] retries = new long[KINDS.length];
    private final long[] failures = new long[KINDS.length];

    /** A new transaction begins: nothing of it counted yet. */
    void begin() {
        Arrays.fill(lastRetries, 0);
        lastFailure = null;
    }

    /** The transaction's try failed for {@code kind} and runs again. */
    void retried(Conflict kind) {
        lastRetries[kind.ordinal()]++;
    }

    /** The transaction's last try failed for {@code kind}: it failed. */
    void failed(Conflict kind) {
        lastFailure = kind;
    }

    /** The last transaction started in the window: its retries and its failure count. */
    void countLast() {
        for (int i = 0; i < KINDS.length; i++) {
            retries[i] += lastRetries[i];
        }
        if (lastFailure != null) {
            failures[lastFailure.ordinal()]++;
        }
    }

    /** Retries in the window, over all kinds. */
    long retries() {
        long total = 0;
        for (long count : retries) {
            total += count;
        }
        return total;
    }

    /**
     * Kind -> {@code retried} (tries run again) and {@code failed} (transactions that failed on their last try), summed
     * over the workers' windows; every kind present, zeros included, so that a result says there were none.
     */
    static Map<String, Object> figures(List<ConflictTally> tallies) {
        Map<String, Object> byKind = new LinkedHashMap<>();
        for (Conflict kind : KINDS) {
            long retried = 0;
            long failed = 0;
            for (ConflictTally tally : tallies) {
                retried += tally.retries[kind.ordinal()];
                failed += tally.failures[kind.ordinal()];
            }
            Map<String, Long> counts = new LinkedHashMap<>();
            counts.put("retried", retried);
            counts.put("failed", failed);
            byKind.put(kind.label(), counts);
        }
        return byKind;
    }
}
