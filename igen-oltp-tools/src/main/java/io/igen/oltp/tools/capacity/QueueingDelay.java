package io.igen.oltp.tools.capacity;

/**
 * The mean wait at a shared resource taken as an M/M/c station (Erlang C): its capacity's servers (rounded, at least
 * one), each transaction needing its demand of one. An approximation for a CPU, whose transactions arrive in bursts of
 * several threads, and exact for the model's host station under Poisson arrivals.
 */
final class QueueingDelay {

    private QueueingDelay() {
    }

    /**
     * @param capacity   the resource's capacity (cores, servers)
     * @param idleUse    its use without transactions, taken as other work at the same station
     * @param demandMs   what one transaction uses of it, server-milliseconds
     * @param throughput transactions/s
     * @return the mean wait, ms: 0 for no demand, infinite where the use reaches the capacity
     */
    static double meanWaitMs(double capacity, double idleUse, double demandMs, double throughput) {
        if (!(demandMs > 0)) {
            return 0;
        }
        double utilisation = Math.max(0, (idleUse + throughput * demandMs / 1000) / capacity);
        if (utilisation >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        int servers = Math.max(1, (int) Math.round(capacity));
        return erlangC(servers, servers * utilisation) * demandMs / (servers * (1 - utilisation));
    }

    /** The probability that an arrival waits at {@code servers} servers offered {@code load} Erlangs (below servers). */
    static double erlangC(int servers, double load) {
        double erlangB = 1;
        for (int k = 1; k <= servers; k++) {
            erlangB = load * erlangB / (k + load * erlangB);
        }
        double utilisation = load / servers;
        return erlangB / (1 - utilisation * (1 - erlangB));
    }
}
