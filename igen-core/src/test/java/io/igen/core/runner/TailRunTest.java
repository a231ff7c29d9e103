package io.igen.core.runner;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.tail.LevelTail;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A level's tail explained end to end, on the real clock and this JVM's own pauses: a full collection a worker asks for
 * in the middle of the window is named as the cause of the operation that waited for it, with its length; the
 * workload's events are listed beside the JVM's; {@code --no-tail} keeps none of it.
 */
@Tag("slow") // the runner on the system clock
class TailRunTest {

    private static final RunHeader HEADER = new RunHeader("test", "operation", EnvironmentProbe.capture(),
            "2026-11-28T00:00:00Z");

    /**
     * Spins 20 us an operation; the first worker asks for a full collection once, {@code gcAfterNanos} after it was
     * created (by the clock, not by a count of operations: on a busy host a count reached late fell after the window).
     */
    private static final class CollectingWorkload implements Workload<Worker> {
        final long gcAfterNanos;

        CollectingWorkload(long gcAfterNanos) {
            this.gcAfterNanos = gcAfterNanos;
        }

        @Override
        public LevelSession<Worker> openLevel(Level level) {
            return new LevelSession<>() {
                @Override
                public Worker createWorker(int workerIndex) {
                    return collector(workerIndex);
                }

                @Override
                public LevelReport report(List<Worker> workers, MeasuredLevel measurement) {
                    return LevelReport.NONE.withEvents(List.of(new RunEvent(RunEvent.Kind.DATABASE,
                                    "scripted checkpoint", null, measurement.windowEndNanos() - 1_000,
                                    measurement.windowEndNanos())),
                            List.of(new WatchGap("scriptedWatch", "scripted refusal",
                                            measurement.windowStartNanos() - 1_000,
                                            measurement.windowStartNanos() + 500_000_000L),
                                    new WatchGap("scriptedWatch", "before the window", 0,
                                            measurement.windowStartNanos() - 1_000)));
                }
            };
        }

        private Worker collector(int workerIndex) {
            long gcAt = System.nanoTime() + gcAfterNanos;
            return new Worker() {
                boolean collected = workerIndex != 0;

                @Override
                public void execute() {
                    StepwiseRunnerTest.spin(20_000);
                    if (!collected && System.nanoTime() - gcAt >= 0) {
                        collected = true;
                        System.gc();
                    }
                }
            };
        }
    }

    /** Into the window: 1.5 s of warm-up, then 0.7 of the window's 1.5 s. */
    private static final long GC_AFTER_NANOS = 2_200_000_000L;

    private static RunConfig config(boolean explainTail) {
        // a warm-up of 1.5 s: JFR's recording has begun (about a second after the run's start) before the window opens
        return RunConfig.builder(List.of(Level.ofThreads(2))).fixedWarmup(1.5).prime(false).durationSeconds(1.5)
                .explainTail(explainTail).build();
    }

    @Test
    void aCollectionInTheWindowIsNamedAsItsSlowestOperationsCause() throws Exception {
        CollectingWorkload workload = new CollectingWorkload(GC_AFTER_NANOS);

        LevelResult level = StepwiseRunner.on(NanoClock.SYSTEM).build().run(HEADER, workload, config(true))
                .levels().get(0);

        Map<String, Object> details = level.details();
        assertThat(details).containsKeys("tailSlowerThanP99", "tailKept", "tailJvmPausePercent", "tail");
        assertThat(((Number) details.get("jvmPauses")).intValue()).isPositive();
        assertThat(((Number) details.get("tailJvmPausePercent")).doubleValue()).isPositive();
        assertThat(((Number) details.get("tailKept")).longValue()).isPositive()
                .isLessThanOrEqualTo(((Number) details.get("tailSlowerThanP99")).longValue());
        @SuppressWarnings("unchecked")
        Map<String, Object> tail = (Map<String, Object>) details.get("tail");
        @SuppressWarnings("unchecked")
        List<LevelTail.Slowest> slowest = (List<LevelTail.Slowest>) tail.get("slowest");
        @SuppressWarnings("unchecked")
        List<LevelTail.Event> events = (List<LevelTail.Event>) tail.get("longestEvents");
        assertThat(events).anyMatch(event -> event.kind().equals("jvmPause") && event.what().startsWith("GC "));
        assertThat(events).anyMatch(event -> event.kind().equals("database")
                && event.what().equals("scripted checkpoint"));
        // the workload's gap in the window, from the window's start; the one that ended before it left out
        assertThat(tail.get("incomplete")).asList().contains(new LevelTail.Gap("scriptedWatch", -0.001, 500.0,
                "scripted refusal")).noneMatch(gap -> ((LevelTail.Gap) gap).why().equals("before the window"));
        // the operation that asked for the collection waited for all of it, and is named as the pause's
        double longestPauseMs = ((Number) details.get("jvmPauseLongestMs")).doubleValue();
        assertThat(longestPauseMs).isPositive();
        assertThat(slowest).as("longest pause %s ms", longestPauseMs)
                .anyMatch(operation -> operation.cause().equals("jvmPause") && operation.ms() >= longestPauseMs);
    }

    @Test
    void withoutTailNothingIsKept() throws Exception {
        LevelResult level = StepwiseRunner.on(NanoClock.SYSTEM).build()
                .run(HEADER, new CollectingWorkload(GC_AFTER_NANOS), config(false)).levels().get(0);

        assertThat(level.details()).doesNotContainKeys("tailSlowerThanP99", "tail", "jvmPauses");
    }
}
