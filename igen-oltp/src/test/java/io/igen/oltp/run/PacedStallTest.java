package io.igen.oltp.run;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.runner.RunListener;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Stabilised load must not hide a stall (coordinated omission): one operation that takes 200 ms delays
 * the ones scheduled behind it, and the response time, counted from each scheduled start, shows it.
 * The stall is the workload's own (a database that hangs once), not a test waiting for something.
 */
@Tag("slow")
class PacedStallTest {

    private static final long STALL_MILLIS = 200;

    @Test
    void aStallUnderStabilisedLoadShowsInTheHighPercentiles() throws Exception {
        StallingWorkload workload = new StallingWorkload();

        RunResult result = RunFixture.run(workload, List.of(Level.ofThreads(1)), 0.2, 1.5, 100.0, RunListener.SILENT);

        LevelResult level = result.levels().get(0);
        assertThat(workload.stalled).isTrue();
        assertThat(level.latencyMs().max()).isGreaterThanOrEqualTo(STALL_MILLIS);
        // At 100/s, the 200 ms stall delays about 20 scheduled operations, over 1% of the ~150 measured.
        assertThat(level.latencyMs().p99()).isGreaterThanOrEqualTo(STALL_MILLIS / 4.0);
        assertThat(level.serviceTimeMs()).isNotNull();
        assertThat(level.serviceTimeMs().p50()).isLessThan(STALL_MILLIS / 4.0);
    }

    /**
     * Returns at once, except for one operation inside the measurement window, which stalls: the one after the first
     * that the runner counted ({@link Worker#countLast} is told only of operations whose intended start lies in the
     * window), so the stall lands in the window however long warm-up took on a busy machine.
     */
    private static final class StallingWorkload implements Workload<Worker> {
        private final AtomicBoolean stalled = new AtomicBoolean();

        @Override
        public LevelSession<Worker> openLevel(Level level) {
            return workerIndex -> new Worker() {
                private boolean windowOpen;

                @Override
                public void execute() throws InterruptedException {
                    if (windowOpen && stalled.compareAndSet(false, true)) {
                        Thread.sleep(STALL_MILLIS);
                    }
                }

                @Override
                public void countLast(boolean succeeded) {
                    windowOpen = true;
                }
            };
        }
    }
}
