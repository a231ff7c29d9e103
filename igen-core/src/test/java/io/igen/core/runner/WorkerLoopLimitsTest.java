package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.result.PacedLoad;
import io.igen.core.workload.Worker;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The worker loop's limits on a synthetic clock: a window of fixed work ({@code --operations-per-thread}) and a
 * latency limit under paced load ({@code --latency-limit-ms}). Every count is exact.
 */
class WorkerLoopLimitsTest {

    private static final long MS = 1_000_000L;

    private final SyntheticClock clock = new SyntheticClock();

    /** A client that takes {@code tookNanos.applyAsLong(n)} for its n-th operation and notes its name as it runs. */
    private Worker client(String name, List<String> order, IntToLongFunction tookNanos) {
        int[] executed = {0};
        return () -> {
            clock.now += tookNanos.applyAsLong(executed[0]++);
            order.add(name);
        };
    }

    private static LevelMeasurement fixedWork(WorkerRecorder recorder, LevelControl control) {
        return LevelMeasurement.mergeFixedWork(List.of(recorder), 0, control.windowStart(), control.windowNanos());
    }

    @Test
    void withFixedWorkEachClientRunsExactlyItsOperationsAndTheLastOneClosesTheWindowAsItEnds() {
        LevelControl control = LevelControl.forFixedWork(0, 2);
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(1, true);
        List<String> order = new ArrayList<>();

        // one thread serving a (2 ms an operation) and b (3 ms), 3 operations each
        new WorkerLoop(List.of(client("a", order, n -> 2 * MS), client("b", order, n -> 3 * MS)),
                List.of(WorkerMetrics.OFF, WorkerMetrics.OFF), recorder, control, clock, new LevelWork(0, 0, 3),
                e -> "unexpected", WorkerLoop.NO_PHASES).run();

        // a 0-2, b 2-5, a 5-7, b 7-10, a 10-12 (a done), b 12-15 (b done: the window closes at 15 ms)
        assertThat(order).containsExactly("a", "b", "a", "b", "a", "b");
        assertThat(control.stopped()).isTrue();
        assertThat(control.windowNanos()).isEqualTo(15 * MS);
        LevelMeasurement measurement = fixedWork(recorder, control);
        assertThat(measurement.operations()).isEqualTo(6);
        assertThat(measurement.throughput()).isCloseTo(6 / 0.015, within(1e-9));
    }

    @Test
    void withFixedWorkTheOperationRunningAsTheWindowOpensIsNeitherCountedNorPartOfTheThroughput() {
        LevelControl control = LevelControl.forFixedWork(0, 1);
        WorkerRecorder recorder = new WorkerRecorder(1, false);
        int[] executed = {0};
        // operations of 10 ms; the window opens 5 ms into the first, which started in the warm-up
        Worker worker = () -> {
            clock.now += 10 * MS;
            if (executed[0]++ == 0) {
                control.openWindow(5 * MS);
            }
        };

        new WorkerLoop(worker, recorder, control, clock, new LevelWork(0, 0, 3), e -> "unexpected").run();

        // the warm-up's operation, then 3 in the window (10-20, 20-30, 30-40 ms): 3 in the 35 ms from 5 to 40
        assertThat(executed[0]).isEqualTo(4);
        LevelMeasurement measurement = fixedWork(recorder, control);
        assertThat(measurement.operations()).isEqualTo(3);
        assertThat(measurement.windowSeconds()).isCloseTo(0.035, within(1e-12));
        assertThat(measurement.throughput()).isCloseTo(3 / 0.035, within(1e-9));
    }

    @Test
    void aScheduledStartAlreadyBeyondTheLatencyLimitIsSkippedAndOneThatRanPastItIsLate() {
        LevelControl control = new LevelControl(0);
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(1, true);
        List<String> order = new ArrayList<>();
        // due every 10 ms, limit 25 ms; each takes 1 ms but the 4th (due at 30 ms) stalls for 100 ms
        Worker stalling = client("x", order, n -> n == 3 ? 100 * MS : MS);
        Worker closing = () -> {
            stalling.execute();
            if (order.size() == 13) {
                control.closeWindow(clock.now);
            }
        };

        new WorkerLoop(closing, recorder, control, clock, new LevelWork(10 * MS, 25 * MS, 0), e -> "unexpected")
                .run();

        // Due at 30, ends at 131: late (101 ms). At 131 those due at 40..100 are 91..31 ms late: 7 skipped. Those due
        // at 110, 120, 130 run 21, 12 and 3 ms late and end within the limit; then on time until the one due at 190
        // ends at 191 and closes the window: 13 run, 20 due in it.
        PacedLoad paced = LevelMeasurement.merge(List.of(recorder), 0, 0, control.windowNanos()).pacedLoad(true);
        assertThat(paced).isEqualTo(new PacedLoad(20, 13, 1L, 7L));
        assertThat(paced.shortfall()).isEqualTo("7 of 20 due did not run: 7 skipped over the latency limit");
    }

    @Test
    void withoutALimitWhatWasDueButNotReachedWhenTheWindowClosedStillCountsAsOffered() {
        LevelControl control = new LevelControl(0);
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(1, true);
        int[] executed = {0};
        // due every 10 ms, 1 ms each; the 4th (due at 30 ms) stalls until 131 ms, and the window closes at 100 ms
        Worker worker = () -> {
            if (executed[0]++ == 3) {
                clock.now += 100 * MS;
                control.closeWindow(100 * MS);
            }
            clock.now += MS;
        };

        new WorkerLoop(worker, recorder, control, clock, LevelWork.paced(10 * MS), e -> "unexpected").run();

        // due in [0, 100): 10; run: 4; those due at 40..90 still waiting: 6
        PacedLoad paced = LevelMeasurement.merge(List.of(recorder), 0, 0, control.windowNanos()).pacedLoad(false);
        assertThat(paced).isEqualTo(new PacedLoad(10, 4, null, null));
        assertThat(paced.overloaded()).isTrue();
        assertThat(paced.shortfall()).isEqualTo("6 of 10 due did not run: 6 not reached by the window's end");
    }

    @Test
    void withFixedWorkASkippedStartCountsTowardsTheClientsOperationsAsInPgbench() {
        LevelControl control = LevelControl.forFixedWork(0, 1);
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(1, true);
        List<String> order = new ArrayList<>();

        // due every 10 ms, limit 15 ms, 5 operations; the 2nd (due at 10 ms) takes 50 ms, the others 1 ms
        new WorkerLoop(client("x", order, n -> n == 1 ? 50 * MS : MS), recorder, control, clock,
                new LevelWork(10 * MS, 15 * MS, 5), e -> "unexpected").run();

        // 0-1, 10-60 (late), then at 60 those due at 20, 30 and 40 are 40, 30 and 20 ms late: skipped, the 5th due
        // start: the window closes at 60 ms with 2 run
        assertThat(order).hasSize(2);
        assertThat(control.windowNanos()).isEqualTo(60 * MS);
        LevelMeasurement measurement = fixedWork(recorder, control);
        assertThat(measurement.pacedLoad(true)).isEqualTo(new PacedLoad(5, 2, 1L, 3L));
        assertThat(measurement.throughput()).isCloseTo(2 / 0.06, within(1e-9));
    }
}
