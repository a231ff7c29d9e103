package io.igen.oltp.model;

import java.util.Arrays;

/**
 * A queueing station of the model: {@code servers} servers, first come, first served. A transaction's departure is
 * computed when it arrives, from when each server frees (Kiefer and Wolfowitz's recursion), so the station's
 * timeline is exact whenever its threads wake: a late wake-up delays the transaction that overslept, never the
 * station. Arrivals are taken in the order they call.
 */
final class ServiceStation {

    private final long[] freeAtNanos;

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
        return departure;
    }
}
