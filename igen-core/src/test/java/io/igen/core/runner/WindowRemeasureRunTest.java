package io.igen.core.runner;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.result.WarmupMode;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window that did not hold still is measured again, warm-up and all, and the level keeps the window that did, with
 * the reason for each one measured again; on the real clock, so tagged slow (two steady warm-ups of 10 s).
 */
@Tag("slow")
class WindowRemeasureRunTest {

    private static final RunHeader HEADER = new RunHeader("test", "operation", EnvironmentProbe.capture(),
            "2026-11-28T00:00:00Z");

    /**
     * Operations of 0.2 ms, but in the first window only, from 1.5 s after it opens, of 0.6 ms: a step down by two
     * thirds inside it. {@code beforeWindow} counts the windows (it runs before each, re-measured ones included).
     */
    static final class SteppingWorkload implements Workload<SteppingWorkload.Stepping> {
        final AtomicInteger windows = new AtomicInteger();
        volatile long windowOpenedNanos;

        @Override
        public LevelSession<Stepping> openLevel(Level level) {
            return new LevelSession<>() {
                @Override
                public Stepping createWorker(int workerIndex) {
                    return new Stepping();
                }

                @Override
                public Optional<Runnable> beforeWindow() {
                    return Optional.of(SteppingWorkload.this::windowOpens);
                }
            };
        }

        private void windowOpens() {
            windows.incrementAndGet();
            windowOpenedNanos = System.nanoTime();
        }

        final class Stepping implements Worker {
            @Override
            public void execute() {
                boolean slow = windows.get() == 1 && System.nanoTime() - windowOpenedNanos > 1_500_000_000L;
                StepwiseRunnerTest.spin(slow ? 600_000 : 200_000);
            }
        }
    }

    @Test
    void aWindowThatSteppedIsMeasuredAgainAndTheSteadyOneIsKept() throws Exception {
        SteppingWorkload workload = new SteppingWorkload();
        List<String> notes = new CopyOnWriteArrayList<>();
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1))).warmupMode(WarmupMode.STEADY_STATE)
                .prime(false).explainTail(false).durationSeconds(3).build();

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).listener(new RunListener() {
            @Override
            public void note(String text) {
                notes.add(text);
            }
        }).build().run(HEADER, workload, config);

        LevelResult level = result.levels().get(0);
        assertThat(workload.windows).hasValue(2);
        assertThat(level.remeasured()).hasSize(1);
        assertThat(level.remeasured().get(0)).startsWith("throughput ");
        assertThat(level.unsteady()).isNull();
        assertThat(notes).anyMatch(note -> note.equals("level 1: window measured again (1 of at most 2): "
                + level.remeasured().get(0)));
        // the first warm-up, on a cold JIT and without priming, took the default rule's 10 s at least; the window
        // measured again warmed up by the warm rule: its 4 s, the same steady work needing no more
        assertThat(level.warmupSeconds()).isBetween((double) RunDefaults.MIN_WARM_JIT_WARMUP_SECONDS,
                RunDefaults.MIN_STEADY_WARMUP_SECONDS - 1.0);
    }

    @Test
    void aWindowAfterAFixedWarmupIsJudgedAndFlaggedButNotMeasuredAgain() throws Exception {
        SteppingWorkload workload = new SteppingWorkload();
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1))).fixedWarmup(0.5).prime(false)
                .explainTail(false).durationSeconds(3).build();

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).build().run(HEADER, workload, config);

        LevelResult level = result.levels().get(0);
        assertThat(workload.windows).hasValue(1);
        assertThat(level.remeasured()).isEmpty();
        assertThat(level.unsteady()).startsWith("during the measurement: throughput ");
    }
}
