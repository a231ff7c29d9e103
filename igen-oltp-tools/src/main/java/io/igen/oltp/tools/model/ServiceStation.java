package io.igen.oltp.tools.model;

import java.util.Arrays;

/**
 * A queueing station of the model: {@code servers} servers, first come, first served. A transaction's departure is
 * computed when it arrives, from when each server frees (Kiefer and Wolfowitz's recursion), so the station's
 * timeline is exact whenever its threads wake: a late wake-up delays the transaction that overslept, never the
 * station. Arrivals are taken in the order they call.
 *
 * <p>A station that {@linkplain #keepBusySpans keeps its busy spans} can say afterwards how busy it was in any span of
 * time since ({@link #busyServersBetween}): the model's counterpart of a server's CPU utilisation, which the capacity
 * forecast reads.
 */
final class ServiceStation {

    private final long[] freeAtNanos;
    /** Start and end of every service since {@link #keepBusySpans}, in pairs; null while not kept. */
    private long[] spans;
    private int spanValues;

    /** @param nowNanos the clock's reading now: every server is free from then */
    ServiceStation(int servers, long nowNanos) {
        this.freeAtNanos = new long[servers];
        Arrays.fill(freeAtNanos, nowNanos);
    }

    /**
     * Takes a transaction that arrives at {@code arrivalNanos} and needs {@code serviceNanos} of a server: it is served
     * by the server that frees first, from its arrival or that moment, whichever is later.
     *
     * @return when it leaves the station, on the clock the arrival was read on
     */
    synchronized long departureNanos(long arrivalNanos, long serviceNanos) {
        int first = 0;
        for (int server = 1; server < freeAtNanos.length; server++) {
            if (freeAtNanos[server] - freeAtNanos[first] < 0) {
                first = server;
            }
        }
        long start = arrivalNanos - freeAtNanos[first] >= 0 ? arrivalNanos : freeAtNanos[first];
        long departure = start + serviceNanos;
        freeAtNanos[first] = departure;
        if (spans != null) {
            if (spanValues == spans.length) {
                spans = Arrays.copyOf(spans, 2 * spans.length);
            }
            spans[spanValues++] = start;
            spans[spanValues++] = departure;
        }
        return departure;
    }

    /** Forgets the spans kept so far and keeps those of every service from now on (a level's start). */
    synchronized void keepBusySpans() {
        spans = new long[1 << 12];
        spanValues = 0;
    }

    /**
     * The mean number of busy servers from {@code fromNanos} to {@code toNanos}, of the services since
     * {@link #keepBusySpans}: 0 idle, the server count when every server was busy throughout.
     */
    synchronized double busyServersBetween(long fromNanos, long toNanos) {
        if (spans == null || toNanos - fromNanos <= 0) {
            return 0;
        }
        long busy = 0;
        for (int i = 0; i < spanValues; i += 2) {
            long start = spans[i] - fromNanos > 0 ? spans[i] : fromNanos;
            long end = spans[i + 1] - toNanos < 0 ? spans[i + 1] : toNanos;
            busy += Math.max(0, end - start);
        }
        return (double) busy / (toNanos - fromNanos);
    }
}
