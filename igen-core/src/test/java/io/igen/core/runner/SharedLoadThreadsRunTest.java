package io.igen.core.runner;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** A workload whose partitions take one operation at once: the runner gives each partition one thread. */
@Tag("slow")
class SharedLoadThreadsRunTest {

    private static final int PARTITIONS = 3;

    /** Client i works in partition i mod 3; each notes the threads it ran on and how many ran in its partition. */
    static final class OnePerPartition implements Workload<OnePerPartition.Client> {
        final AtomicInteger[] inside = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        final AtomicInteger mostAtOnce = new AtomicInteger();
        final List<Client> clients = new ArrayList<>();

        @Override
        public LevelSession<Client> openLevel(Level level) {
            return workerIndex -> {
                Client client = new Client(workerIndex % PARTITIONS);
                clients.add(client);
                return client;
            };
        }

        @Override
        public Optional<DatabaseWork<Client>> database() {
            return Optional.of(new DatabaseWork<>() {
                @Override
                public Optional<Partitioning<Client>> partitioning() {
                    return Optional.of(new Partitioning<>() {
                        @Override
                        public String label() {
                            return "part";
                        }

                        @Override
                        public String partitionOf(Client worker) {
                            return Integer.toString(worker.partition);
                        }

                        @Override
                        public int threadsPerPartition() {
                            return 1;
                        }
                    });
                }
            });
        }

        @Override
        public void close() {
        }

        final class Client implements Worker {
            final int partition;
            final Set<String> threads = ConcurrentHashMap.newKeySet();
            long executed;

            Client(int partition) {
                this.partition = partition;
            }

            @Override
            public void execute() {
                int now = inside[partition].incrementAndGet();
                mostAtOnce.accumulateAndGet(now, Math::max);
                threads.add(Thread.currentThread().getName());
                executed++;
                long until = System.nanoTime() + 20_000;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                inside[partition].decrementAndGet();
            }
        }
    }

    @Test
    void nineClientsOnThreePartitionsRunOnThreeThreadsNeverTwoInAPartitionAndNoneLeftOut() throws Exception {
        OnePerPartition workload = new OnePerPartition();
        List<String> notes = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void note(String text) {
                notes.add(text);
            }
        };
        RunHeader header = new RunHeader("test", "operation", EnvironmentProbe.capture(), "2026-11-25T00:00:00Z");

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).listener(listener).build()
                .run(header, workload, RunConfig.builder(List.of(Level.ofThreads(9))).fixedWarmup(0.1).prime(false)
                        .durationSeconds(0.3).build());

        assertThat(workload.mostAtOnce.get()).isEqualTo(1);
        List<OnePerPartition.Client> measured = workload.clients;
        assertThat(measured).hasSize(9);
        assertThat(measured).allSatisfy(client -> {
            assertThat(client.threads).hasSize(1);
            assertThat(client.executed).isPositive();
        });
        assertThat(measured.stream().flatMap(client -> client.threads.stream()).distinct()).hasSize(3);
        // served in turn, three clients a thread: none ran more than one operation more than another of its thread
        Map<String, List<Long>> executedByThread = new java.util.TreeMap<>();
        measured.forEach(client -> executedByThread.computeIfAbsent(client.threads.iterator().next(),
                thread -> new ArrayList<>()).add(client.executed));
        assertThat(executedByThread.values()).allSatisfy(executed -> assertThat(
                executed.stream().mapToLong(Long::longValue).max().orElseThrow()
                        - executed.stream().mapToLong(Long::longValue).min().orElseThrow()).isLessThanOrEqualTo(1));
        LevelResult level = result.levels().get(0);
        assertThat(level.threads()).isEqualTo(9);
        assertThat(level.serviceTimeMs()).isNotNull();
        assertThat(level.latencyMs().mean()).isGreaterThan(level.serviceTimeMs().mean());
        assertThat(notes).contains("level 9: 9 clients on 3 load threads, at most 1 per part, each serving its "
                + "clients in turn");
    }
}
