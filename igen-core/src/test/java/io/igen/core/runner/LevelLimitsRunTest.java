package io.igen.core.runner;

import io.igen.core.output.ProgressLine;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.PacedLoad;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runner with a window of fixed work and with a latency limit, on real threads and the real clock: the counts of
 * fixed work are exact however the threads are scheduled; the timing checks are one-sided.
 */
@Tag("slow")
class LevelLimitsRunTest {

    private static final RunHeader HEADER = new RunHeader("test", "operation", EnvironmentProbe.capture(),
            "2026-11-21T00:00:00Z");

    /** Each operation spins for {@code spinNanos}; each worker counts what the runner told it was in the window. */
    record SpinningWorkload(long spinNanos) implements Workload<SpinningWorkload.Spinning> {

        @Override
        public LevelSession<Spinning> openLevel(Level level) {
            return new LevelSession<>() {
                @Override
                public Spinning createWorker(int workerIndex) {
                    return new Spinning(spinNanos);
                }

                @Override
                public LevelReport report(List<Spinning> workers, MeasuredLevel measurement) {
                    return LevelReport.of(Map.of(
                            "fewestPerWorker", workers.stream().mapToLong(worker -> worker.counted).min().orElse(0),
                            "mostPerWorker", workers.stream().mapToLong(worker -> worker.counted).max().orElse(0)));
                }
            };
        }

        /** The fewest and the most operations any one worker ran in the window. */

        @Override
        public Map<String, FigureKind> figures() {
            return Map.of("fewestPerWorker", FigureKind.sum("operations"), "mostPerWorker",
                    FigureKind.sum("operations"));
        }

        static final class Spinning implements Worker {
            private final long spinNanos;
            long counted;

            Spinning(long spinNanos) {
                this.spinNanos = spinNanos;
            }

            @Override
            public void execute() {
                long until = System.nanoTime() + spinNanos;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
            }

            @Override
            public void countLast(boolean succeeded) {
                counted++;
            }
        }
    }

    @Test
    void withOperationsPerThreadEveryThreadRunsExactlyThatManyAtEveryLevel() throws Exception {
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2), Level.ofThreads(4)))
                .fixedWarmup(0.1).prime(false).operationsPerThread(200L).build();

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).build().run(HEADER, new SpinningWorkload(20_000),
                config);

        assertThat(result.clean()).as("%s", result.problems()).isTrue();
        for (LevelResult level : result.levels()) {
            assertThat(level.operations()).isEqualTo(200L * level.threads());
            assertThat(level.details()).containsEntry("fewestPerWorker", 200L).containsEntry("mostPerWorker", 200L);
            // 200 operations of at least 20 µs each on every thread
            assertThat(level.durationSeconds()).isGreaterThanOrEqualTo(0.004);
            assertThat(level.throughput()).isEqualTo(level.operations() / level.durationSeconds());
            assertThat(PacedLoad.of(level)).as("stream mode has no schedule to keep").isEmpty();
        }
    }

    @Test
    void aPacedLevelTwiceAsFastAsItCanRunSkipsWhatIsBeyondTheLimitAndSaysItIsOverloaded() throws Exception {
        // 1000 operations/s a thread, each taking 2 ms: the level can run about half of what is due
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(2))).fixedWarmup(0.1).prime(false).durationSeconds(1)
                .ratePerThread(1_000.0).latencyLimitMs(100.0).build();
        StringWriter out = new StringWriter();

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM)
                .listener(new ProgressLine(new PrintWriter(out), false, "operation")).build()
                .run(HEADER, new SpinningWorkload(2_000_000), config);

        LevelResult level = result.levels().get(0);
        PacedLoad paced = PacedLoad.of(level).orElseThrow();
        assertThat(paced.skipped()).isPositive();
        assertThat(paced.achieved()).isEqualTo(level.operations()).isLessThan(paced.offered());
        assertThat(paced.achieved() + paced.skipped()).isLessThanOrEqualTo(paced.offered());
        // Held at the limit, the thread skips until a start is just within it and runs that one, which ends 2 ms past
        // it: under a steady overload what runs is late.
        assertThat(paced.late()).isPositive().isLessThanOrEqualTo(paced.achieved());
        assertThat(out.toString()).contains(", OVERLOADED: ").contains(paced.skipped()
                + " skipped over the latency limit");
        assertThat(result.clean()).as("an overload is a finding, not a failure of the run").isTrue();
    }
}
