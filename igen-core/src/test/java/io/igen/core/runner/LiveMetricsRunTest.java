package io.igen.core.runner;

import io.igen.core.metrics.RunMetrics;
import io.igen.core.metrics.RunPhase;
import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.WarmupMode;
import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FailureNaming;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Workload;
import java.util.Optional;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runner tells live metrics each phase and level as the run goes, resolves each worker's partition once, and
 * hands them every completed operation, warm-up and priming included. Time is synthetic: waiting moves the clock.
 */
class LiveMetricsRunTest {

    /** A worker that counts its operations and fails every third one. */
    private static final class CountingWorker implements io.igen.core.workload.Worker {
        final int partition;
        final AtomicLong executed = new AtomicLong();

        CountingWorker(int partition) {
            this.partition = partition;
        }

        @Override
        public void execute() {
            if (executed.incrementAndGet() % 3 == 0) {
                throw new IllegalStateException("every third");
            }
        }
    }

    /** Threads bound to two partitions in turn, named "a" and "b". */
    private static final class PartitionedWorkload implements Workload<CountingWorker> {
        final List<CountingWorker> created = new CopyOnWriteArrayList<>();

        @Override
        public LevelSession<CountingWorker> openLevel(Level level) {
            return workerIndex -> {
                CountingWorker worker = new CountingWorker(workerIndex % 2);
                created.add(worker);
                return worker;
            };
        }

        @Override
        public Optional<DatabaseWork<CountingWorker>> database() {
            return Optional.of(new DatabaseWork<>() {
                @Override
                public Optional<Partitioning<CountingWorker>> partitioning() {
                    return Optional.of(new Partitioning<>() {
                        @Override
                        public String label() {
                            return "part";
                        }

                        @Override
                        public String partitionOf(CountingWorker worker) {
                            return worker.partition == 0 ? "a" : "b";
                        }
                    });
                }

                @Override
                public FailureNaming failureNaming() {
                    return new FailureNaming() {
                        @Override
                        public String kind(Exception failure) {
                            return "kind-" + failure.getClass().getSimpleName();
                        }
                    };
                }
            });
        }
    }

    /** Writes down phases, levels and the workers asked for; counts what the workers report. */
    private static final class RecordingMetrics implements RunMetrics {
        final List<String> events = new CopyOnWriteArrayList<>();
        final AtomicLong succeeded = new AtomicLong();
        final AtomicLong failed = new AtomicLong();

        @Override
        public void phase(RunPhase phase) {
            events.add(phase.label());
        }

        @Override
        public void level(Level level) {
            events.add("level " + level.level() + "/" + level.threads());
        }

        @Override
        public WorkerMetrics worker(String partition, Function<Exception, String> errorKind) {
            events.add("worker " + partition + " counting " + errorKind.apply(new IllegalStateException()));
            return new WorkerMetrics() {
                @Override
                public void succeeded(long responseNanos) {
                    succeeded.incrementAndGet();
                }

                @Override
                public void failed(Exception failure) {
                    failed.incrementAndGet();
                }
            };
        }
    }

    @Test
    void phasesLevelsAndPartitionsAreToldInOrderAndEveryOperationIsCounted() throws Exception {
        PartitionedWorkload workload = new PartitionedWorkload();
        RecordingMetrics metrics = new RecordingMetrics();
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).warmupSeconds(0.5)
                .durationSeconds(0.5).maxErrorPercent(100).warmupMode(WarmupMode.FIXED).maxWarmupSeconds(2.0)
                .prime(true).build();

        StepwiseRunner.on(new WorkloadHooksTest.SyntheticClock()).compiler(CompilerActivity.NONE).metrics(metrics)
                .build()
                .run(new RunHeader("test", "operation", EnvironmentProbe.capture(), "2026-11-23T00:00:00Z"), workload,
                        config);

        String a = "worker a counting kind-IllegalStateException";
        String b = "worker b counting kind-IllegalStateException";
        assertThat(metrics.events).containsExactly("opening",
                "level 1/1", a, "priming",
                "level 1/1", a, "warmup", "measure", "drain",
                "level 2/2", a, b, "warmup", "measure", "drain",
                "checking");
        long executed = workload.created.stream().mapToLong(worker -> worker.executed.get()).sum();
        assertThat(metrics.succeeded.get() + metrics.failed.get()).isEqualTo(executed);
        assertThat(metrics.failed.get()).isEqualTo(workload.created.stream()
                .mapToLong(worker -> worker.executed.get() / 3).sum());
    }
}
