package io.igen.oltp.tools.model;

import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * A discrete-event simulation of the model's network, apart from the product: threads on {@code shards} shards, each
 * transaction a visit to its shard's station and then to the host's, first come first served, exponential service;
 * paced threads due every 1/rate from a uniform phase (the load the runner offers), or in stream mode due when their
 * last transaction ended. The truth for paced levels, whose arrivals are smoother than the Poisson that Erlang C
 * assumes; and a check on mean value analysis in stream mode.
 */
final class NetworkSimulation {

    /**
     * What the simulation measured over its window.
     *
     * @param throughputPerSecond transactions due in the window and completed, per second of window
     * @param meanResponseMs      their mean response time from when they were due
     */
    record Outcome(double throughputPerSecond, double meanResponseMs) {
    }

    private record Event(double atMs, boolean atHost, int thread) {
    }

    private NetworkSimulation() {
    }

    /**
     * @param ratePerThread transactions/s each thread is due at; null for stream mode
     */
    static Outcome run(ModelParameters model, int shards, int threadsPerShard, Double ratePerThread,
                       double warmupSeconds, double windowSeconds, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int threads = shards * threadsPerShard;
        double intervalMs = ratePerThread == null ? 0 : 1000 / ratePerThread;
        double[][] shardFreeAt = new double[shards][model.shardServers()];
        double[] hostFreeAt = new double[model.hostServers()];
        double[] due = new double[threads];
        PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> Double.compare(a.atMs, b.atMs));
        for (int thread = 0; thread < threads; thread++) {
            due[thread] = intervalMs > 0 ? random.nextDouble() * intervalMs : 0;
            events.add(new Event(due[thread], false, thread));
        }
        double windowStart = warmupSeconds * 1000;
        double windowEnd = windowStart + windowSeconds * 1000;
        long completed = 0;
        double responseSum = 0;
        while (!events.isEmpty()) {
            Event event = events.poll();
            int thread = event.thread;
            if (!event.atHost) {
                double departure = serve(shardFreeAt[thread % shards], event.atMs,
                        exponential(random, model.shardMs()));
                if (model.hasHost()) {
                    events.add(new Event(departure, true, thread));
                    continue;
                }
                event = new Event(departure, true, thread);
            } else if (model.hasHost()) {
                event = new Event(serve(hostFreeAt, event.atMs, exponential(random, model.hostMs())), true, thread);
            }
            double end = event.atMs;
            if (due[thread] >= windowStart && due[thread] < windowEnd) {
                completed++;
                responseSum += end - due[thread];
            }
            due[thread] = intervalMs > 0 ? due[thread] + intervalMs : end;
            if (due[thread] < windowEnd) {
                events.add(new Event(Math.max(due[thread], end), false, thread));
            }
        }
        return new Outcome(completed / windowSeconds, responseSum / completed);
    }

    /** Kiefer and Wolfowitz: the server that frees first takes the arrival; returns its departure. */
    private static double serve(double[] freeAt, double arrival, double service) {
        int first = 0;
        for (int server = 1; server < freeAt.length; server++) {
            if (freeAt[server] < freeAt[first]) {
                first = server;
            }
        }
        freeAt[first] = Math.max(arrival, freeAt[first]) + service;
        return freeAt[first];
    }

    private static double exponential(SplittableRandom random, double meanMs) {
        return -meanMs * Math.log(1 - random.nextDouble());
    }

    /** The mean of {@code replications} runs with seeds 1 .. replications, each outcome's figures averaged. */
    static Outcome mean(int replications, ModelParameters model, int shards, int threadsPerShard, Double ratePerThread,
                        double warmupSeconds, double windowSeconds) {
        double[] throughput = new double[replications];
        double[] response = new double[replications];
        for (int i = 0; i < replications; i++) {
            Outcome outcome = run(model, shards, threadsPerShard, ratePerThread, warmupSeconds, windowSeconds, i + 1);
            throughput[i] = outcome.throughputPerSecond;
            response[i] = outcome.meanResponseMs;
        }
        return new Outcome(Arrays.stream(throughput).average().orElseThrow(),
                Arrays.stream(response).average().orElseThrow());
    }
}
