package io.igen.oltp.tools.model;

/**
 * A station of the truth's queueing networks, apart from the product's: {@code servers} servers, exponential service
 * of mean {@code serviceMs}, first come, first served.
 */
record Station(int servers, double serviceMs) {

    /** The station's completion rate with {@code present} transactions in it, per millisecond: min(j, c) / S. */
    double rate(int present) {
        return Math.min(present, servers) / serviceMs;
    }

    /** Its utilisation at {@code perSecond} arrivals a second: lambda S / c. */
    double utilisation(double perSecond) {
        return perSecond * serviceMs / 1000 / servers;
    }

    /**
     * Erlang's C formula: the probability that an arrival waits, at {@code perSecond} Poisson arrivals a second (M/M/c),
     * from Erlang's B by its recursion B(k) = a B(k-1) / (k + a B(k-1)), which stays stable for large c.
     */
    double waitProbability(double perSecond) {
        double offered = perSecond * serviceMs / 1000;
        double rho = offered / servers;
        if (rho >= 1) {
            return 1;
        }
        double blocking = 1;
        for (int k = 1; k <= servers; k++) {
            blocking = offered * blocking / (k + offered * blocking);
        }
        return blocking / (1 - rho * (1 - blocking));
    }

    /** M/M/c's mean response time (wait and service), ms; infinite at or beyond saturation. */
    double meanResponseMs(double perSecond) {
        double offered = perSecond * serviceMs / 1000;
        if (offered >= servers) {
            return Double.POSITIVE_INFINITY;
        }
        return serviceMs + waitProbability(perSecond) * serviceMs / (servers - offered);
    }

    /** The model's stations: each shard's, and the host's when it has one. */
    static Station[] of(ModelParameters model) {
        Station shard = new Station(model.shardServers(), model.shardMs());
        return model.hasHost() ? new Station[]{shard, new Station(model.hostServers(), model.hostMs())}
                : new Station[]{shard};
    }
}
