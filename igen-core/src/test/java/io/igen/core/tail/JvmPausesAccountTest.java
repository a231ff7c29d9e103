package io.igen.core.tail;

import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@link JvmPauses#between} makes of the pauses and batches JFR hands over, fed by hand on a clock that moves 3 s
 * each time it is read, so that its wait for a late batch runs out at once: a span JFR has handed over all of is
 * complete; one it has not is marked incomplete from the last batch on.
 */
class JvmPausesAccountTest {

    private static final long S = 1_000_000_000L;

    /** A clock 3 s later each time it is read: the wait for a batch (3 s) is over at its first look. */
    private static LongSupplier leapingClock() {
        long[] now = {0};
        return () -> now[0] += 3 * S;
    }

    @Test
    void aSpanJfrHandedOverIsComplete() throws InterruptedException {
        JvmPauses pauses = JvmPauses.fedByHand(leapingClock());
        pauses.paused(false, "safepoint Cleanup", 11 * S, 11 * S + 1_000);
        pauses.flushedAt(21 * S);

        JvmPauses.Account account = pauses.between(10 * S, 20 * S);

        assertThat(account.pauses()).containsExactly(new RunEvent(RunEvent.Kind.JVM_PAUSE, "safepoint Cleanup", null,
                11 * S, 11 * S + 1_000));
        assertThat(account.gaps()).isEmpty();
    }

    @Test
    void aSpanJfrHandedOverOnlyPartOfIsIncompleteFromItsLastBatch() throws InterruptedException {
        JvmPauses pauses = JvmPauses.fedByHand(leapingClock());
        pauses.paused(false, "safepoint Cleanup", 11 * S, 11 * S + 1_000);
        pauses.flushedAt(17 * S);

        JvmPauses.Account account = pauses.between(10 * S, 20 * S);

        assertThat(account.pauses()).hasSize(1);
        assertThat(account.gaps()).containsExactly(new WatchGap("jvmPauses",
                "JFR had handed over its events only up to here after 3 s of waiting", 17 * S, null));
    }

    @Test
    void aSpanBeforeJfrsFirstBatchIsIncompleteThroughout() throws InterruptedException {
        JvmPauses pauses = JvmPauses.fedByHand(leapingClock());

        JvmPauses.Account account = pauses.between(10 * S, 20 * S);

        assertThat(account.pauses()).isEmpty();
        assertThat(account.gaps()).extracting(WatchGap::fromNanos).containsExactly(10 * S);
    }

    @Test
    void withoutJfrEverySpanIsIncompleteAndSaysWhy() throws InterruptedException {
        JvmPauses pauses = JvmPauses.unavailable(leapingClock(), "JFR cannot stream in this JVM (no jdk.jfr)");

        JvmPauses.Account account = pauses.between(10 * S, 20 * S);

        assertThat(account.pauses()).isEmpty();
        assertThat(account.gaps()).containsExactly(new WatchGap("jvmPauses",
                "JFR cannot stream in this JVM (no jdk.jfr)", 10 * S, 20 * S));
    }

    @Test
    void aSpanAskedOfAgainLetsGoOfWhatEndedBeforeIt() throws InterruptedException {
        JvmPauses pauses = JvmPauses.fedByHand(leapingClock());
        pauses.paused(true, "gcId 1 GC Pause", 1 * S, 2 * S);
        pauses.paused(true, "gcId 2 GC Pause", 12 * S, 13 * S);
        pauses.flushedAt(30 * S);

        List<RunEvent> second = pauses.between(10 * S, 20 * S).pauses();

        assertThat(second).extracting(RunEvent::what).containsExactly("GC Pause");
        assertThat(pauses.between(0, 5 * S).pauses()).isEmpty();
    }
}
