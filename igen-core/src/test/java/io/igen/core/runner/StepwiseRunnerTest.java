package io.igen.core.runner;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.ServerSide;
import io.igen.core.workload.SessionProbe;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The runner on real threads and the real clock, with short windows and one-sided timing checks. */
@Tag("slow")
class StepwiseRunnerTest {

    static final RunHeader HEADER = new RunHeader("test", "operation", EnvironmentProbe.capture(),
            "2026-11-21T00:00:00Z");

    /** Spins briefly per operation; fails every {@code failEvery}-th; dies of an Error at {@code dieAtLevel}. */
    static class ScriptedWorkload implements Workload<ScriptedWorkload.Counting> {
        final int failEvery;
        final int dieAtLevel;
        final List<String> afterRunProblems;
        boolean opened;
        boolean closed;

        ScriptedWorkload(int failEvery, int dieAtLevel, List<String> afterRunProblems) {
            this.failEvery = failEvery;
            this.dieAtLevel = dieAtLevel;
            this.afterRunProblems = afterRunProblems;
        }

        @Override
        public void open() {
            opened = true;
        }

        @Override
        public LevelSession<Counting> openLevel(Level level) {
            return new LevelSession<>() {
                @Override
                public Counting createWorker(int workerIndex) {
                    return new Counting(level.level() == dieAtLevel);
                }

                @Override
                public LevelReport report(List<Counting> workers, MeasuredLevel measurement) {
                    long counted = workers.stream().mapToLong(worker -> worker.counted).sum();
                    long succeeded = workers.stream().mapToLong(worker -> worker.succeeded).sum();
                    return LevelReport.of(Map.of("counted", counted, "succeeded", succeeded));
                }
            };
        }

        /** The work's database, where its subclasses say it runs: in this process. */
        @Override
        public Optional<DatabaseWork<Counting>> database() {
            return Optional.of(new DatabaseWork<>() {
                @Override
                public ServerSide serverSide() {
                    return ScriptedWorkload.this.serverSide();
                }

                @Override
                public Optional<SessionProbe> sessionProbe() {
                    return ScriptedWorkload.this.sessionProbe();
                }
            });
        }

        ServerSide serverSide() {
            return ServerSide.IN_PROCESS;
        }

        Optional<SessionProbe> sessionProbe() {
            return Optional.empty();
        }

        @Override
        public Map<String, FigureKind> figures() {
            return Map.of("counted", FigureKind.sum("operations"), "succeeded", FigureKind.sum("operations"));
        }

        @Override
        public List<String> checkAfterRun() {
            return afterRunProblems;
        }

        @Override
        public void close() {
            closed = true;
        }

        final class Counting implements Worker {
            final boolean dies;
            long executed;
            long counted;
            long succeeded;

            Counting(boolean dies) {
                this.dies = dies;
            }

            @Override
            public void execute() {
                executed++;
                spin(20_000);
                if (dies && executed == 50) {
                    throw new OutOfMemoryError("scripted");
                }
                if (failEvery > 0 && executed % failEvery == 0) {
                    throw new IllegalStateException("scripted failure");
                }
            }

            @Override
            public void countLast(boolean ok) {
                counted++;
                if (ok) {
                    succeeded++;
                }
            }
        }
    }

    /** Busy for {@code nanos}: an operation of a known length that neither sleeps nor allocates. */
    static void spin(long nanos) {
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    @Test
    void everyLevelYieldsConsistentFigures() throws Exception {
        List<RunResult> written = new ArrayList<>();
        ScriptedWorkload workload = new ScriptedWorkload(0, 0, List.of());

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).sink(written::add).build()
                .run(HEADER, workload, config(List.of(Level.ofThreads(1), Level.ofThreads(2)), 0.3));

        assertThat(workload.opened).isTrue();
        assertThat(workload.closed).isTrue();
        assertThat(result.clean()).isTrue();
        assertThat(result.levels()).extracting(LevelResult::threads).containsExactly(1, 2);
        for (LevelResult level : result.levels()) {
            assertThat(level.operations()).isPositive();
            assertThat(level.durationSeconds()).isGreaterThanOrEqualTo(0.3);
            // Throughput counts the work inside the window, the operations those that started in it: they differ by
            // at most the one operation per thread that straddles each edge.
            assertThat(level.throughput()).isCloseTo(level.operations() / level.durationSeconds(),
                    within(level.threads() / level.durationSeconds()));
            // Workers were told about exactly the operations the runner counted.
            assertThat(level.details()).containsEntry("counted", level.operations())
                    .containsEntry("succeeded", level.operations());
            assertThat(level.latencyMs().p50()).isGreaterThanOrEqualTo(0.019);
            assertThat(level.latencyMs().max()).isGreaterThanOrEqualTo(level.latencyMs().p99());
        }
        // Written after each level, and once more at the end.
        assertThat(written).hasSize(3);
        assertThat(written.get(0).levels()).hasSize(1);
        assertThat(written.get(2)).isEqualTo(result);
        assertThat(result.peak()).isNotNull();
    }

    @Test
    void progressCountsTheOperationsSinceTheWindowOpenedAndNoneBefore() throws Exception {
        List<LevelProgress> progress = new CopyOnWriteArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void progress(LevelProgress update) {
                progress.add(update);
            }
        };
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1))).fixedWarmup(1.5).prime(false)
                .durationSeconds(2.2).build();

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).listener(listener).build()
                .run(HEADER, new ScriptedWorkload(0, 0, List.of()), config);

        long measured = result.levels().get(0).operations();
        assertThat(progress).filteredOn(update -> update.phase() == LevelProgress.Phase.WARMUP).isNotEmpty()
                .allSatisfy(update -> assertThat(update.operations()).isZero());
        List<Long> window = progress.stream().filter(update -> update.phase() == LevelProgress.Phase.MEASURE)
                .map(LevelProgress::operations).toList();
        assertThat(window).isNotEmpty().isSorted();
        // counted from the window's opening by completion: at most the window's operations and the one running as it
        // opened, not the 1.5 s of warm-up before it
        assertThat(window.get(window.size() - 1)).isPositive().isLessThanOrEqualTo(measured + 1);
    }

    @Test
    void failuresAreCountedByKindAndOverTheLimitBecomeAProblem() throws Exception {
        ScriptedWorkload workload = new ScriptedWorkload(10, 0, List.of());

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).build()
                .run(HEADER, workload, config(List.of(Level.ofThreads(1)), 0.3));

        LevelResult level = result.levels().get(0);
        long errors = level.errors().get("IllegalStateException");
        assertThat(errors).isPositive();
        assertThat(level.details()).containsEntry("counted", level.operations() + errors);
        assertThat(level.errorPercent()).isCloseTo(10.0, within(1.0));
        // The first failure of each kind is kept, in the workload's words (here the default: class and message).
        assertThat(level.details()).containsEntry("errorSamples",
                Map.of("IllegalStateException", "IllegalStateException: scripted failure"));
        assertThat(result.problems()).singleElement().asString()
                .startsWith("level 1: ").contains("of operations failed (limit 1.00%)");
        assertThat(result.clean()).isFalse();
    }

    @Test
    void aWorkerDyingOfAnErrorEndsTheRunButKeepsFinishedLevels() throws Exception {
        List<RunResult> written = new ArrayList<>();
        ScriptedWorkload workload = new ScriptedWorkload(0, 2, List.of("shard 1: 3 orders missing"));

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).sink(written::add).build()
                .run(HEADER, workload, config(List.of(Level.ofThreads(1), Level.ofThreads(2), Level.ofThreads(4)),
                        0.3));

        assertThat(result.levels()).extracting(LevelResult::level).containsExactly(1);
        assertThat(result.problems()).hasSize(2);
        assertThat(result.problems().get(0)).startsWith("level 2 aborted: a worker failed: java.lang.OutOfMemoryError: "
                + "scripted");
        assertThat(result.problems().get(1)).isEqualTo("shard 1: 3 orders missing");
        assertThat(written.get(written.size() - 1)).isEqualTo(result);
        assertThat(workload.closed).isTrue();
    }

    @Test
    void onATimetableTheWindowOpensAtItsTimeAndALateWindowIsAProblem() throws Exception {
        long now = System.nanoTime();
        // the first level's warm-up starts 0.3 s from now, its window 0.1 s later
        LevelSchedule onTime = new LevelSchedule(now + 300_000_000L, 6_000_000_000L, 100_000_000L);
        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).schedule(onTime).build()
                .run(HEADER, new ScriptedWorkload(0, 0, List.of()),
                config(List.of(Level.ofThreads(1)), 0.2));

        assertThat(result.clean()).as("%s", result.problems()).isTrue();
        long windowOpened = Instant.parse(result.levels().get(0).windowStart()).toEpochMilli();
        long scheduled = System.currentTimeMillis() - (System.nanoTime() - onTime.windowNanos(0)) / 1_000_000L;
        // never before its time (the wall clock read to the millisecond, twice)
        assertThat(windowOpened).isGreaterThanOrEqualTo(scheduled - 2);
        assertThat(result.levels().get(0).warmupSeconds()).isLessThanOrEqualTo(0.1);

        // a timetable whose window was due 3 s ago: the level runs at once, without warm-up, and says it was late
        LevelSchedule past = new LevelSchedule(System.nanoTime() - 3_100_000_000L, 6_000_000_000L, 100_000_000L);
        RunResult late = StepwiseRunner.on(NanoClock.SYSTEM).schedule(past).build()
                .run(HEADER, new ScriptedWorkload(0, 0, List.of()),
                config(List.of(Level.ofThreads(1)), 0.2));

        assertThat(late.levels().get(0).warmupSeconds()).isZero();
        assertThat(late.problems()).singleElement().asString().startsWith("level 1: the window opened 3.")
                .contains("s after its time on the --start-at schedule (limit 1.0 s)");
    }

    /** A short window after a short fixed warm-up, no priming. */
    static RunConfig config(List<Level> levels, double durationSeconds) {
        return RunConfig.builder(levels).fixedWarmup(0.1).prime(false).durationSeconds(durationSeconds).build();
    }
}
