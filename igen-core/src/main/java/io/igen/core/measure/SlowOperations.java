package io.igen.core.measure;

import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The slow operations of one load thread's window, kept so that the level can say what made its tail: every success
 * slower than the thread's own {@value #KEPT_PERCENTILE}th percentile so far, with when it was due, when it ended and
 * which of the thread's clients ran it; the {@value #SLOWEST_WITH_STEPS} slowest also with the times of their steps.
 * The level's 99th percentile is known only when the window has closed, so each thread keeps a wider margin, and the
 * level keeps those above its p99 ({@link #merge}); a thread whose operations above the level's p99 were more than
 * 5 % of its own loses some, and the level says how many it kept.
 *
 * <p>Single writer, on the load thread. The loop asks {@link #thresholdNanos()} of every success, a field read; only
 * an operation above it costs more. The threshold is recomputed from the thread's own histogram each time its count
 * has doubled (from {@value #FIRST_RECOUNT}): a percentile read every doubling, not per operation; before the first
 * recount every operation is kept.
 */
public final class SlowOperations {

    /** Of a level, this many slowest operations are kept with their steps' times. */
    public static final int SLOWEST_WITH_STEPS = 100;
    /** Each thread keeps its operations above this percentile of its own. */
    static final double KEPT_PERCENTILE = 95.0;
    private static final long FIRST_RECOUNT = 256;

    private long thresholdNanos;
    private long nextRecount;
    private long[] dueNanos = new long[64];
    private long[] endNanos = new long[64];
    private int[] clients = new int[64];
    private int size;
    /** The slowest with their steps, a min-heap on response time: the root is the first to give way. */
    private final List<SlowOperation> slowest = new ArrayList<>();

    private SlowOperations(long thresholdNanos, long firstRecount) {
        this.thresholdNanos = thresholdNanos;
        this.nextRecount = firstRecount;
    }

    /** Keeps a thread's slow operations. */
    public static SlowOperations kept() {
        return new SlowOperations(0, FIRST_RECOUNT);
    }

    /** Keeps none: for a run that does not explain its tail ({@code --no-tail}). */
    public static SlowOperations none() {
        return new SlowOperations(Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** An operation faster than or as fast as this is not kept. */
    public long thresholdNanos() {
        return thresholdNanos;
    }

    /**
     * Keeps an operation slower than {@link #thresholdNanos()}.
     *
     * @param dueNanos    when it was due (its start in stream mode)
     * @param endNanos    when it ended
     * @param client      which of the thread's clients ran it, by its place among them
     * @param stepStamps  the clock readings bounding its steps ({@link StepTimes#record}); null when it has none
     * @param ownResponse the thread's response-time histogram, this operation recorded
     */
    public void keep(long dueNanos, long endNanos, int client, long[] stepStamps, Histogram ownResponse) {
        if (size == this.dueNanos.length) {
            grow();
        }
        this.dueNanos[size] = dueNanos;
        this.endNanos[size] = endNanos;
        this.clients[size] = client;
        size++;
        long response = endNanos - dueNanos;
        if (slowest.size() < SLOWEST_WITH_STEPS || response > slowest.get(0).responseNanos()) {
            offerSlowest(new SlowOperation(dueNanos, endNanos, 0, client, steps(stepStamps)));
        }
        if (ownResponse.getTotalCount() >= nextRecount) {
            recount(ownResponse);
        }
    }

    private void grow() {
        int capacity = 2 * dueNanos.length;
        dueNanos = Arrays.copyOf(dueNanos, capacity);
        endNanos = Arrays.copyOf(endNanos, capacity);
        clients = Arrays.copyOf(clients, capacity);
    }

    /** Raises the threshold to the thread's percentile now, and lets go of what is no longer above it. */
    private void recount(Histogram ownResponse) {
        nextRecount = 2 * ownResponse.getTotalCount();
        // the percentile now, lower than before when the thread's first operations were its slowest (a level's start)
        thresholdNanos = ownResponse.getValueAtPercentile(KEPT_PERCENTILE);
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (endNanos[i] - dueNanos[i] > thresholdNanos) {
                dueNanos[kept] = dueNanos[i];
                endNanos[kept] = endNanos[i];
                clients[kept] = clients[i];
                kept++;
            }
        }
        size = kept;
    }

    private void offerSlowest(SlowOperation operation) {
        if (slowest.size() == SLOWEST_WITH_STEPS) {
            slowest.set(0, slowest.remove(slowest.size() - 1));
            siftDown(0);
        }
        slowest.add(operation);
        siftUp(slowest.size() - 1);
    }

    private void siftUp(int at) {
        while (at > 0) {
            int parent = (at - 1) / 2;
            if (slowest.get(parent).responseNanos() <= slowest.get(at).responseNanos()) {
                return;
            }
            swap(parent, at);
            at = parent;
        }
    }

    private void siftDown(int at) {
        while (true) {
            int least = at;
            for (int child = 2 * at + 1; child <= 2 * at + 2 && child < slowest.size(); child++) {
                if (slowest.get(child).responseNanos() < slowest.get(least).responseNanos()) {
                    least = child;
                }
            }
            if (least == at) {
                return;
            }
            swap(least, at);
            at = least;
        }
    }

    private void swap(int a, int b) {
        SlowOperation held = slowest.get(a);
        slowest.set(a, slowest.get(b));
        slowest.set(b, held);
    }

    private static long[] steps(long[] stamps) {
        if (stamps == null) {
            return null;
        }
        long[] steps = new long[stamps.length - 1];
        for (int i = 0; i < steps.length; i++) {
            steps[i] = stamps[i + 1] - stamps[i];
        }
        return steps;
    }

    /**
     * The operations of a level's threads slower than {@code aboveNanos}, the slowest first; each names its thread (by
     * its place in {@code threads}) and its client (by its place among that thread's). The slowest
     * {@value #SLOWEST_WITH_STEPS} carry their steps' times where the threads kept them.
     */
    public static List<SlowOperation> merge(List<SlowOperations> threads, long aboveNanos) {
        Map<SlowOperation.Key, SlowOperation> above = new LinkedHashMap<>();
        for (int thread = 0; thread < threads.size(); thread++) {
            SlowOperations own = threads.get(thread);
            for (int i = 0; i < own.size; i++) {
                if (own.endNanos[i] - own.dueNanos[i] > aboveNanos) {
                    SlowOperation operation = new SlowOperation(own.dueNanos[i], own.endNanos[i], thread,
                            own.clients[i], null);
                    above.put(operation.key(), operation);
                }
            }
            // with their steps, replacing the same operation kept without; one let go at a recount comes back here
            for (SlowOperation slow : own.slowest) {
                if (slow.responseNanos() > aboveNanos) {
                    SlowOperation onThread = slow.onThread(thread);
                    above.put(onThread.key(), onThread);
                }
            }
        }
        List<SlowOperation> merged = new ArrayList<>(above.values());
        merged.sort(SlowOperation.SLOWEST_FIRST);
        return merged;
    }
}
