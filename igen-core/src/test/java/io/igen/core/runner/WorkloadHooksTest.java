package io.igen.core.runner;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The runner opens every level, the priming pass included, as a session of the workload's, asks it for the workers,
 * the work before the window and the report in order, and closes it whatever happened. Time is synthetic: waiting
 * advances the clock, so a steady-state run takes no wall time. The runs explain no tail: JFR's pauses come on the wall
 * clock, and the tail's wait for them to catch up with a synthetic clock that jumped seconds ahead took 17-24 s a test,
 * for nothing these tests look at.
 */
class WorkloadHooksTest {

    private static final RunHeader HEADER = new RunHeader("test", "operation", EnvironmentProbe.capture(),
            "2026-11-21T00:00:00Z");

    /**
     * Reads a shared counter; waiting moves it to the deadline at once, but, given a {@link HookRecorder}, only once
     * the level's workers have run an operation: else, on a busy machine, a level could end before its threads were
     * scheduled at all. Shared with {@link LiveMetricsRunTest}.
     */
    static final class SyntheticClock implements NanoClock {
        private final AtomicLong now = new AtomicLong();
        private final HookRecorder workload;

        SyntheticClock() {
            this(null);
        }

        SyntheticClock(HookRecorder workload) {
            this.workload = workload;
        }

        @Override
        public long nanoTime() {
            return now.get();
        }

        @Override
        public void parkUntil(long deadlineNanos, BooleanSupplier giveUp) {
            try {
                if (workload != null) {
                    workload.operationThisLevel.await(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            now.accumulateAndGet(deadlineNanos, Math::max);
        }
    }

    /**
     * Writes down every hook call as "hook level/threads"; its workers die of an Error at {@code dieAtLevel}. With
     * {@code beforeWindow}, it has work before every window, and writes down how many operations were running then.
     */
    private static final class HookRecorder implements Workload<Worker> {
        final List<String> calls = new CopyOnWriteArrayList<>();
        private final int dieAtLevel;
        private final boolean beforeWindow;
        private final AtomicInteger running = new AtomicInteger();
        volatile CountDownLatch operationThisLevel = new CountDownLatch(1);

        HookRecorder(int dieAtLevel) {
            this(dieAtLevel, false);
        }

        HookRecorder(int dieAtLevel, boolean beforeWindow) {
            this.dieAtLevel = dieAtLevel;
            this.beforeWindow = beforeWindow;
        }

        @Override
        public LevelSession<Worker> openLevel(Level level) {
            operationThisLevel = new CountDownLatch(1);
            calls.add("opened " + name(level));
            return new LevelSession<>() {
                private int created;

                @Override
                public Worker createWorker(int workerIndex) {
                    calls.add("worker " + workerIndex + " of " + name(level));
                    created++;
                    CountDownLatch operation = operationThisLevel;
                    return () -> {
                        running.incrementAndGet();
                        operation.countDown();
                        running.decrementAndGet();
                        if (level.level() == dieAtLevel) {
                            throw new AssertionError("scripted death");
                        }
                    };
                }

                @Override
                public Optional<Runnable> beforeWindow() {
                    return beforeWindow ? Optional.of(() -> calls.add("before window " + name(level) + ", "
                            + running.get() + " operations running")) : Optional.empty();
                }

                @Override
                public LevelReport report(List<Worker> workers, MeasuredLevel measurement) {
                    calls.add("report " + name(level) + " of " + workers.size() + " workers, limit "
                            + measurement.maxErrorPercent());
                    return LevelReport.NONE.withProblems(List.of("problem of level " + level.level()));
                }

                @Override
                public void close() {
                    calls.add("closed " + name(level) + " after " + created + " workers");
                }
            };
        }

        @Override
        public List<String> checkAfterRun() {
            calls.add("after run");
            return List.of();
        }

        private static String name(Level level) {
            return level.level() + "/" + level.threads();
        }
    }

    @Test
    void everyLevelAndThePrimingPassAreFramedByTheHooksInOrder() throws Exception {
        HookRecorder workload = new HookRecorder(0);
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).durationSeconds(0.5)
                .maxErrorPercent(2.5).warmupSeconds(0).maxWarmupSeconds(2.0).explainTail(false).build();

        RunResult result = StepwiseRunner.on(new SyntheticClock(workload)).compiler(CompilerActivity.NONE).build()
                .run(HEADER, workload, config);

        assertThat(workload.calls).containsExactly(
                // the priming pass: the first level's workload, never measured
                "opened 1/1", "worker 0 of 1/1", "closed 1/1 after 1 workers",
                "opened 1/1", "worker 0 of 1/1", "report 1/1 of 1 workers, limit 2.5", "closed 1/1 after 1 workers",
                "opened 2/2", "worker 0 of 2/2", "worker 1 of 2/2", "report 2/2 of 2 workers, limit 2.5",
                "closed 2/2 after 2 workers",
                "after run");
        assertThat(result.priming()).isNotNull();
        assertThat(result.problems()).containsExactly("problem of level 1", "problem of level 2");
    }

    @Test
    void primingServesAllTheFirstLevelsClientsOnHalfTheMachinesHardwareThreads() throws Exception {
        HookRecorder workload = new HookRecorder(0);
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(5))).durationSeconds(0.5).maxErrorPercent(2.5)
                .warmupSeconds(0).maxWarmupSeconds(2.0).explainTail(false).build();

        RunResult result = StepwiseRunner.on(new SyntheticClock(workload)).compiler(CompilerActivity.NONE).build()
                .run(HEADER, workload, config);

        assertThat(workload.calls.subList(0, 7)).containsExactly("opened 5/5", "worker 0 of 5/5", "worker 1 of 5/5",
                "worker 2 of 5/5", "worker 3 of 5/5", "worker 4 of 5/5", "closed 5/5 after 5 workers");
        assertThat(result.priming().threads()).isEqualTo(Math.min(5, Math.max(1,
                Runtime.getRuntime().availableProcessors() / 2)));
    }

    @Test
    void whatAWorkloadDoesBeforeAWindowRunsOncePerMeasuredLevelWithNoOperationRunning() throws Exception {
        HookRecorder workload = new HookRecorder(0, true);
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).durationSeconds(0.5)
                .maxErrorPercent(2.5).warmupSeconds(0).maxWarmupSeconds(2.0).explainTail(false).build();

        StepwiseRunner.on(new SyntheticClock(workload)).compiler(CompilerActivity.NONE).build()
                .run(HEADER, workload, config);

        assertThat(workload.calls).filteredOn(call -> call.startsWith("before window") || call.startsWith("report"))
                .containsExactly("before window 1/1, 0 operations running", "report 1/1 of 1 workers, limit 2.5",
                        "before window 2/2, 0 operations running", "report 2/2 of 2 workers, limit 2.5");
    }

    @Test
    void anAbortedLevelIsStillClosedButNotReported() throws Exception {
        HookRecorder workload = new HookRecorder(2);
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2), Level.ofThreads(3)))
                .fixedWarmup(0).prime(false).durationSeconds(0.5).explainTail(false).build();

        RunResult result = StepwiseRunner.on(new SyntheticClock(workload)).compiler(CompilerActivity.NONE).build()
                .run(HEADER, workload, config);

        assertThat(workload.calls).containsExactly(
                "opened 1/1", "worker 0 of 1/1", "report 1/1 of 1 workers, limit 1.0", "closed 1/1 after 1 workers",
                "opened 2/2", "worker 0 of 2/2", "worker 1 of 2/2", "closed 2/2 after 2 workers",
                "after run");
        assertThat(result.problems()).hasSize(2);
        assertThat(result.problems().get(1)).startsWith("level 2 aborted: a worker failed: java.lang.AssertionError");
    }

    @Test
    void aWorkerThatCannotBeCreatedClosesItsLevel() {
        List<String> calls = new CopyOnWriteArrayList<>();
        Workload<Worker> workload = level -> new LevelSession<>() {
            @Override
            public Worker createWorker(int workerIndex) {
                if (workerIndex == 2) {
                    throw new IllegalStateException("no third worker");
                }
                return () -> { };
            }

            @Override
            public void close() {
                calls.add("closed " + level.level());
            }
        };
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(3))).fixedWarmup(0).prime(false).durationSeconds(0.5)
                .explainTail(false).build();

        assertThatThrownBy(() -> StepwiseRunner.on(new SyntheticClock(new HookRecorder(0)))
                .compiler(CompilerActivity.NONE).build().run(HEADER, workload, config)).hasMessage("no third worker");
        assertThat(calls).containsExactly("closed 3");
    }
}
