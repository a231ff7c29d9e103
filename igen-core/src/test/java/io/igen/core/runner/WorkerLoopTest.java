package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.result.LevelResult;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.IntToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Drives the worker loop on a synthetic clock: every operation's timing is known exactly. */
class WorkerLoopTest {

    private static final long MS = 1_000_000L;

    /** Each test's own clock and level (JUnit makes a new instance per test). */
    private final SyntheticClock clock = new SyntheticClock();
    private final LevelControl control = new LevelControl(0);

    /**
     * Runs {@code count} operations paced at one every 10 ms in a window open from 0, operation {@code n} taking
     * {@code tookNanos(n)}, and returns the level's result over a window of {@code windowSeconds}.
     */
    private LevelResult pacedEvery10Ms(int count, int windowSeconds, IntToLongFunction tookNanos) {
        control.openWindow(0);
        WorkerRecorder recorder = new WorkerRecorder(windowSeconds, true);
        int[] executed = {0};
        new WorkerLoop(() -> {
            clock.now += tookNanos.applyAsLong(executed[0]);
            if (++executed[0] == count) {
                control.closeWindow(clock.now);
            }
        }, recorder, control, clock, LevelWork.paced(10 * MS), e -> "unexpected").run();
        return LevelMeasurement.merge(List.of(recorder), windowSeconds * 1_000 * MS)
                .toResult(Level.ofThreads(1), Map.of());
    }

    @Test
    void pacedClientsStartAtTheirPhaseOfTheFirstIntervalAndKeepIt() {
        // Two clients on one thread, paced every 10 ms, drawn phases 7 and 3 ms: b is due at 3, 13, 23, a at 7, 17, 27.
        long[] drawn = {7 * MS, 3 * MS};
        int[] draws = {0};
        java.util.random.RandomGenerator phases = new java.util.random.RandomGenerator() {
            @Override
            public long nextLong() {
                throw new AssertionError("a phase is drawn within its bound");
            }

            @Override
            public long nextLong(long bound) {
                assertThat(bound).isEqualTo(10 * MS);
                return drawn[draws[0]++];
            }
        };
        List<String> starts = new ArrayList<>();
        io.igen.core.workload.Worker a = () -> {
            starts.add("a@" + clock.now / MS);
            clock.now += MS;
        };
        io.igen.core.workload.Worker b = () -> {
            starts.add("b@" + clock.now / MS);
            clock.now += MS;
            if (clock.now > 20 * MS) {
                control.closeWindow(clock.now);
            }
        };
        control.openWindow(0);
        var off = io.igen.core.metrics.WorkerMetrics.OFF;
        new WorkerLoop(List.of(a, b), List.of(off, off), new WorkerRecorder(1, true), control, clock,
                LevelWork.paced(10 * MS), e -> "unexpected", phases).run();

        assertThat(draws[0]).isEqualTo(2);
        assertThat(starts).containsExactly("b@3", "a@7", "b@13", "a@17", "b@23");
    }

    @Test
    void pacedLoadCountsResponseTimeFromTheScheduleSoAStallShows() {
        // 100 operations/s: due every 10 ms; each takes 1 ms, except the 4th, which stalls for 100 ms.
        LevelResult result = pacedEvery10Ms(20, 1, operation -> operation == 3 ? 100 * MS : MS);

        // Due at 30 ms, done at 130: 100 ms. Those due at 40, 50, ... 130 start as soon as the one before
        // ends, 1 ms apart: 91, 82, 73, 64, 55, 46, 37, 28, 19, 10 ms; the rest are on time again: 1 ms.
        long[] expectedMillis = {1, 1, 1, 100, 91, 82, 73, 64, 55, 46, 37, 28, 19, 10, 1, 1, 1, 1, 1, 1};
        double expectedMean = java.util.Arrays.stream(expectedMillis).sum() / 20.0;
        assertThat(result.operations()).isEqualTo(20);
        assertThat(result.latencyMs().mean()).isCloseTo(expectedMean, within(1e-9));
        assertThat(result.latencyMs().max()).isCloseTo(100.0, within(0.1));
        // sorted: nine of 1 ms, then 10, 19, ... 91, 100: the 18th of 20 is p90, the 10th p50
        assertThat(result.latencyMs().p90()).isCloseTo(82.0, within(0.1));
        assertThat(result.latencyMs().p50()).isCloseTo(10.0, within(0.01));
        // Service time alone hides all but the one stalled operation.
        assertThat(result.serviceTimeMs().max()).isCloseTo(100.0, within(0.1));
        assertThat(result.serviceTimeMs().p90()).isCloseTo(1.0, within(0.001));
    }

    @Test
    void everyOperationIsTimedForTheWorkerOnTheRunnersClockWarmUpIncludedBeforeItIsCounted() {
        clock.now = 100 * MS;
        WorkerRecorder recorder = new WorkerRecorder(1, false);
        List<String> told = new ArrayList<>();
        int[] executed = {0};
        WorkerLoop loop = new WorkerLoop(new io.igen.core.workload.Worker() {
            @Override
            public void execute() {
                executed[0]++;
                clock.now += executed[0] * MS;
                if (executed[0] == 2) {
                    control.openWindow(clock.now); // op 1 and 2 are warm-up
                }
                if (executed[0] == 3) {
                    control.closeWindow(clock.now);
                    throw new IllegalStateException("lost");
                }
            }

            @Override
            public void timed(long startNanos, long endNanos, boolean succeeded) {
                told.add("timed " + startNanos / MS + "-" + endNanos / MS + " " + succeeded);
            }

            @Override
            public void countLast(boolean succeeded) {
                told.add("counted " + succeeded);
            }
        }, recorder, control, clock, LevelWork.STREAM, e -> "failed");

        loop.run();

        assertThat(told).containsExactly("timed 100-101 true", "timed 101-103 true", "timed 103-106 false",
                "counted false");
    }

    @Test
    void streamModeTimesFromTheActualStartAndCountsOnlyTheWindow() {
        WorkerRecorder recorder = new WorkerRecorder(1, false);
        int[] executed = {0};
        int[] counted = {0};
        WorkerLoop loop = new WorkerLoop(new io.igen.core.workload.Worker() {
            @Override
            public void execute() {
                executed[0]++;
                clock.now += 2 * MS;
                if (executed[0] == 5) {
                    control.openWindow(clock.now); // ops 1-5 were warm-up
                }
                if (executed[0] == 7) {
                    throw new IllegalStateException("boom");
                }
                if (executed[0] == 15) {
                    control.closeWindow(clock.now - MS); // op 15 started before the close: it counts
                }
            }

            @Override
            public void countLast(boolean succeeded) {
                counted[0]++;
            }
        }, recorder, control, clock, LevelWork.STREAM, e -> e.getClass().getSimpleName());

        loop.run();

        LevelMeasurement measurement = LevelMeasurement.merge(List.of(recorder), control.windowNanos());
        assertThat(executed[0]).isEqualTo(15);
        assertThat(measurement.operations()).isEqualTo(9); // ops 6..15 less the failed op 7
        assertThat(measurement.errors()).containsExactly(Map.entry("IllegalStateException", 1L));
        assertThat(counted[0]).isEqualTo(10);
        assertThat(measurement.toResult(Level.ofThreads(1), Map.of()).latencyMs().max()).isCloseTo(2.0, within(0.002));
    }

    @Test
    void streamModeReadsTheClockOnceAnOperationAndStartsEachWhereTheLastEnded() {
        // every reading takes 1 us, as the loop's own work between two operations takes time on a real clock
        int[] readings = {0};
        NanoClock ticking = new NanoClock() {
            @Override
            public long nanoTime() {
                readings[0]++;
                return clock.now += 1_000;
            }

            @Override
            public void parkUntil(long deadlineNanos, BooleanSupplier giveUp) {
                throw new AssertionError("stream mode never waits for a deadline");
            }
        };
        control.openWindow(0);
        List<String> told = new ArrayList<>();
        int[] executed = {0};
        WorkerLoop loop = new WorkerLoop(new io.igen.core.workload.Worker() {
            @Override
            public void execute() {
                clock.now += 2 * MS;
                if (++executed[0] == 4) {
                    control.closeWindow(clock.now);
                }
            }

            @Override
            public void timed(long startNanos, long endNanos, boolean succeeded) {
                told.add(startNanos + "-" + endNanos);
            }
        }, new WorkerRecorder(1, true), control, ticking, LevelWork.STREAM, e -> "unexpected");

        loop.run();

        assertThat(readings[0]).isEqualTo(5); // as the thread starts, then as each of the four operations ends
        assertThat(told).containsExactly("1000-2002000", "2002000-4003000", "4003000-6004000", "6004000-8005000");
    }

    @Test
    void throughputCountsTheShareOfSlowOperationsThatRanInsideTheWindow() {
        WorkerRecorder recorder = new WorkerRecorder(3, false);
        int[] executed = {0};
        // Operations of 600 ms; the window opens at 1000 ms (op 2 is 400 ms in) and closes at 3800 ms (op 7 is 200 ms in).
        WorkerLoop loop = new WorkerLoop(() -> {
            executed[0]++;
            long start = clock.now;
            clock.now += 600 * MS;
            if (start < 1_000 * MS && clock.now > 1_000 * MS) {
                control.openWindow(1_000 * MS);
            }
            if (start < 3_800 * MS && clock.now > 3_800 * MS) {
                control.closeWindow(3_800 * MS);
            }
        }, recorder, control, clock, LevelWork.STREAM, e -> "unexpected");

        loop.run();

        LevelMeasurement measurement = LevelMeasurement.merge(List.of(recorder), control.windowNanos());
        // Starts in the window: 1200, 1800, 2400, 3000, 3600 ms: 5 in 2.8 s would say 1.79/s. Work inside it: 1/3
        // of op 2 (1000..1200 of 600..1200), ops 3-6 whole, 1/3 of op 7 (3600..3800 of 3600..4200): 4.67 in
        // 2.8 s, the true rate of one operation per 600 ms, wherever the edges fall.
        assertThat(executed[0]).isEqualTo(7);
        assertThat(measurement.operations()).isEqualTo(5);
        assertThat(measurement.throughput()).isCloseTo(1 / 0.6, within(1e-9));
    }

    @Test
    void pacedLoadTimeSeriesCountsCompletionsSoAStallIsNotFlat() {
        // 100 operations/s for 2 s, each 1 ms; the one due at 500 ms stalls for 1 s.
        LevelResult result = pacedEvery10Ms(200, 2, operation -> operation == 50 ? 1_000 * MS : MS);
        // By intended start, the stall is invisible: 100 operations were due in each second.
        assertThat(result.perSecond()).containsExactly(100L, 100L);
        // By completion: 50 in second 0, then the stalled one and its backlog all complete in second 1.
        assertThat(result.timeSeries()).extracting(point -> point.operations()).containsExactly(50L, 150L);
        assertThat(result.timeSeries().get(0).latencyMs().max()).isLessThan(1.1);
        assertThat(result.timeSeries().get(1).latencyMs().p99()).isGreaterThanOrEqualTo(900.0);
        assertThat(result.timeSeries().get(1).latencyMs().max()).isGreaterThanOrEqualTo(1_000.0).isLessThan(1_011.0);
    }

    @Test
    void liveMetricsHearEveryOperationWarmUpIncludedWithResponseTimeFromTheSchedule() {
        List<Long> responseMillis = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        int[] executed = {0};
        // due every 10 ms; each takes 2 ms, the 3rd 25 ms; the 2nd fails; the window opens after the 2nd
        io.igen.core.workload.Worker worker = () -> {
            executed[0]++;
            clock.now += executed[0] == 3 ? 25 * MS : 2 * MS;
            if (executed[0] == 2) {
                control.openWindow(clock.now);
                throw new IllegalStateException("second");
            }
            if (executed[0] == 5) {
                control.closeWindow(clock.now);
            }
        };
        WorkerLoop loop = new WorkerLoop(List.of(worker), List.of(new io.igen.core.metrics.WorkerMetrics() {
                    @Override
                    public void succeeded(long responseNanos) {
                        responseMillis.add(responseNanos / MS);
                    }

                    @Override
                    public void failed(Exception failure) {
                        failures.add(failure.getMessage());
                    }
                }), new WorkerRecorder(1, true), control, clock, LevelWork.paced(10 * MS), e -> "kind",
                WorkerLoop.NO_PHASES);

        loop.run();

        // due at 0, 10, 20, 30, 40: the 3rd ends at 45, so the 4th starts 15 ms late and ends at 47
        assertThat(responseMillis).containsExactly(2L, 25L, 17L, 9L);
        assertThat(failures).containsExactly("second");
    }
}
