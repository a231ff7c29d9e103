package io.igen.core.tail;

import io.igen.core.workload.RunEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** This JVM's own pauses, from JFR, on {@link System#nanoTime()}: a full collection asked for is found where it ran. */
class JvmPausesTest {

    @Test
    void aCollectionAskedForIsRecordedWhereItRanWithItsLength() throws InterruptedException {
        try (JvmPauses pauses = JvmPauses.start(System::nanoTime)) {
            assertThat(pauses.unavailable()).isNull();
            // returns once JFR has handed over a batch begun after now: the recording is going
            long started = System.nanoTime();
            pauses.between(started, started);
            long before = System.nanoTime();
            System.gc();
            long after = System.nanoTime();

            List<RunEvent> found = pauses.between(before, after).pauses();

            assertThat(found).isNotEmpty();
            assertThat(found).allMatch(pause -> pause.kind() == RunEvent.Kind.JVM_PAUSE && pause.part() == null);
            RunEvent longest = found.stream().max((a, b) -> Long.compare(a.nanos(), b.nanos())).orElseThrow();
            assertThat(longest.what()).startsWith("GC ");
            assertThat(longest.nanos()).isPositive().isLessThanOrEqualTo(after - before);
            // on the caller's clock, within a millisecond of the call that asked for it
            assertThat(longest.startNanos()).isGreaterThan(before - 1_000_000).isLessThan(after);
        }
    }
}
