package io.igen.core.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which load thread serves which clients of a level. By default every client has a thread of its own. A workload
 * whose partitions take only so many operations at once ({@link io.igen.core.workload.Partitioning#threadsPerPartition})
 * gets at most that many threads per partition, each serving its share of the partition's clients in turn: the
 * partition then never sees more operations at once than it takes, no client waits behind another for longer than
 * the operations queued before it, and no thread is woken or parked for a turn.
 *
 * <p>Why not a thread per client taking turns: on 2 cores with 2-4 load threads per embedded shard, an unfair turn
 * let one thread keep its shard for seconds (max response times of 5-10 s, made by the harness), a fair one cost a
 * context switch per transaction (half the throughput), and a turn handed over every 64 transactions cost 9-13 %
 * (lab note 2026-11-25-verdicts-oltp).
 */
final class LoadThreads {

    private LoadThreads() {
    }

    /**
     * @param partitions          each client's partition, in client order
     * @param threadsPerPartition at most this many threads per partition; 0 for a thread per client
     * @return each thread's clients (indexes into {@code partitions}), the threads of one partition together
     */
    static List<int[]> of(List<String> partitions, int threadsPerPartition) {
        return of(partitions, threadsPerPartition, 0);
    }

    /**
     * As {@link #of(List, int)}, on at most {@code maxThreads} threads (0 for no such limit): the threads the
     * partitions allow are dealt out in turn, thread {@code t} taking the clients of the {@code t}-th, the
     * {@code (t + maxThreads)}-th, ... so that a partition still has no more threads than it allows.
     */
    static List<int[]> of(List<String> partitions, int threadsPerPartition, int maxThreads) {
        List<int[]> threads = perPartition(partitions, threadsPerPartition);
        if (maxThreads <= 0 || threads.size() <= maxThreads) {
            return threads;
        }
        List<int[]> dealt = new ArrayList<>();
        for (int thread = 0; thread < maxThreads; thread++) {
            List<Integer> clients = new ArrayList<>();
            for (int from = thread; from < threads.size(); from += maxThreads) {
                for (int client : threads.get(from)) {
                    clients.add(client);
                }
            }
            dealt.add(clients.stream().mapToInt(Integer::intValue).toArray());
        }
        return dealt;
    }

    private static List<int[]> perPartition(List<String> partitions, int threadsPerPartition) {
        if (threadsPerPartition < 0) {
            throw new IllegalArgumentException("threads per partition must be 0 (a thread per client) or more, got "
                    + threadsPerPartition);
        }
        List<int[]> threads = new ArrayList<>();
        if (threadsPerPartition == 0) {
            for (int client = 0; client < partitions.size(); client++) {
                threads.add(new int[] {client});
            }
            return threads;
        }
        Map<String, List<Integer>> clientsByPartition = new LinkedHashMap<>();
        for (int client = 0; client < partitions.size(); client++) {
            clientsByPartition.computeIfAbsent(partitions.get(client), partition -> new ArrayList<>()).add(client);
        }
        for (List<Integer> clients : clientsByPartition.values()) {
            int count = Math.min(clients.size(), threadsPerPartition);
            List<List<Integer>> served = new ArrayList<>();
            for (int thread = 0; thread < count; thread++) {
                served.add(new ArrayList<>());
            }
            for (int i = 0; i < clients.size(); i++) {
                served.get(i % count).add(clients.get(i));
            }
            served.forEach(own -> threads.add(own.stream().mapToInt(Integer::intValue).toArray()));
        }
        return threads;
    }
}
