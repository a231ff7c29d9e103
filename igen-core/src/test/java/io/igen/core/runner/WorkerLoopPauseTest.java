package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.result.LevelResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Pausing a level between operations (maintenance before its window): the work stops, the schedule moves on. */
class WorkerLoopPauseTest {

    private static final long MS = 1_000_000L;

    /** Each test's own clock and level (JUnit makes a new instance per test). */
    private final SyntheticClock clock = new SyntheticClock();
    private final LevelControl control = new LevelControl(0);

    @Test
    void aPauseStopsTheWorkBetweenOperationsAndMovesThePacedScheduleOnByItsLength() throws Exception {
        // Paced at one every 10 ms, 1 ms each. During the 5th operation the controller pauses the level, lets a
        // second pass on the clock with nothing running, and resumes. Due times move on by the second, so the
        // operations after the pause are on time again, not a second late.
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(2, true);
        CountDownLatch inFifth = new CountDownLatch(1);
        AtomicBoolean maintaining = new AtomicBoolean();
        AtomicInteger ranWhileMaintaining = new AtomicInteger();
        int[] executed = {0};
        Thread worker = new Thread(new WorkerLoop(() -> {
            if (maintaining.get()) {
                ranWhileMaintaining.incrementAndGet();
            }
            clock.now += MS;
            executed[0]++;
            if (executed[0] == 5) {
                inFifth.countDown();
                while (!control.pauseRequested()) {
                    Thread.onSpinWait();
                }
            }
            if (executed[0] == 10) {
                control.closeWindow(clock.now);
            }
        }, recorder, control, clock, LevelWork.paced(10 * MS), e -> "unexpected"));
        worker.start();
        assertThat(inFifth.await(10, TimeUnit.SECONDS)).isTrue();

        assertThat(control.pause(1, 10_000)).as("the worker waits after its operation").isTrue();
        maintaining.set(true);
        clock.now += 1_000 * MS;
        maintaining.set(false);
        control.resume();
        worker.join(10_000);

        assertThat(worker.isAlive()).isFalse();
        assertThat(ranWhileMaintaining.get()).isZero();
        LevelResult result = LevelMeasurement.merge(List.of(recorder), 2_000 * MS).toResult(Level.ofThreads(1), Map.of());
        assertThat(result.operations()).isEqualTo(10);
        assertThat(result.latencyMs().max()).isCloseTo(1.0, within(0.01));
    }

    @Test
    void aPauseGivesUpWhenAWorkerDoesNotWaitInTime() throws Exception {
        assertThat(control.pause(1, 50)).isFalse();
        assertThat(control.pauseRequested()).as("asked until resumed").isTrue();
        control.resume();
        assertThat(control.pauseRequested()).isFalse();
    }
}
