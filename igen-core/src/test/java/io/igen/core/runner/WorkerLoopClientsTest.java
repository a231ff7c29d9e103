package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.result.LevelResult;
import io.igen.core.workload.Level;
import io.igen.core.workload.Worker;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** One load thread serving several clients in turn, on a synthetic clock: who runs when, and what each waited. */
class WorkerLoopClientsTest {

    private static final long MS = 1_000_000L;

    /** Each test's own clock and level (JUnit makes a new instance per test). */
    private final SyntheticClock clock = new SyntheticClock();
    private final LevelControl control = new LevelControl(0);

    /** A client that takes {@code tookNanos} per operation and notes its name in the order it ran. */
    private Worker client(String name, long tookNanos, List<String> order, int closeAfter) {
        return () -> {
            clock.now += tookNanos;
            order.add(name);
            if (order.size() == closeAfter) {
                control.closeWindow(clock.now);
            }
        };
    }

    @Test
    void aThreadServingTwoClientsInStreamModeAlternatesAndCountsTheWaitForTheOtherInTheResponseTime() {
        List<String> order = new ArrayList<>();

        LevelResult result = twoClientsOnOneThread(client("a", 2 * MS, order, 10), client("b", 2 * MS, order, 10),
                LevelWork.STREAM);

        assertThat(order).containsExactly("a", "b", "a", "b", "a", "b", "a", "b", "a", "b");
        // a: due 0, runs 0-2 (2 ms); b: due 0, runs 2-4 (4 ms); from then on each is due when its last ended and waits
        // 2 ms for the other's: 4 ms. Ten operations: 2 + 4 * 9 = 38 ms.
        assertThat(result.operations()).isEqualTo(10);
        assertThat(result.latencyMs().mean()).isCloseTo(3.8, within(1e-9));
        assertThat(result.latencyMs().max()).isCloseTo(4.0, within(0.01));
        assertThat(result.serviceTimeMs().max()).isCloseTo(2.0, within(0.01));
        // 10 operations in 20 ms, none waiting on the other while it ran
        assertThat(result.throughput()).isCloseTo(500.0, within(1e-6));
    }

    @Test
    void underPacedLoadTheThreadRunsTheClientDueLongestAndEachKeepsItsOwnSchedule() {
        List<String> order = new ArrayList<>();

        // both due every 10 ms from 0; a takes 3 ms, b 6 ms
        LevelResult result = twoClientsOnOneThread(client("a", 3 * MS, order, 6), client("b", 6 * MS, order, 6),
                LevelWork.paced(10 * MS));

        // per 10 ms: a 0-3 (3 ms), b due 0 runs 3-9 (9 ms); a due 10 runs 10-13, b due 10 runs 13-19; ...
        assertThat(order).containsExactly("a", "b", "a", "b", "a", "b");
        assertThat(result.latencyMs().mean()).isCloseTo(6.0, within(1e-9));
        assertThat(result.latencyMs().max()).isCloseTo(9.0, within(0.01));
        assertThat(result.serviceTimeMs().max()).isCloseTo(6.0, within(0.01));
    }

    /** One load thread serving clients a and b in a window open from 0 until both are done: the level's result. */
    private LevelResult twoClientsOnOneThread(Worker a, Worker b,
                                              LevelWork work) {
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(1, true);
        var off = WorkerMetrics.OFF;
        new WorkerLoop(List.of(a, b), List.of(off, off), recorder, control, clock, work, e -> "unexpected",
                WorkerLoop.NO_PHASES).run();
        return LevelMeasurement.merge(List.of(recorder), control.windowNanos()).toResult(Level.ofThreads(2), Map.of());
    }
}
