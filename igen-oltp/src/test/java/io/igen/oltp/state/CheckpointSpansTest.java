package io.igen.oltp.state;

import io.igen.core.workload.RunEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A server's checkpoints from readings every 100 ms, as PostgreSQL 15 gave them (seen on 127.0.0.1:5432 with
 * {@code pg_stat_bgwriter} read every 100 ms): an immediate checkpoint ({@code CHECKPOINT}) counts itself, its buffers
 * and its times all at its end; a spread one counts itself and its first buffers at the start of its write phase, its
 * buffers as it writes them, and its write and sync times at its end.
 */
class CheckpointSpansTest {

    private static final long MS = 1_000_000L;
    private static final String SERVER = "127.0.0.1:5432";

    /** A reading at {@code atMs}: checkpoints, requested, write and sync ms, buffers. */
    private static CheckpointSpans.Reading at(long atMs, long checkpoints, long requested, double writeMs,
                                              double syncMs, long buffers) {
        return new CheckpointSpans.Reading(atMs * MS, checkpoints, requested, writeMs, syncMs, buffers);
    }

    private static RunEvent event(String what, long startMs, long endMs) {
        return new RunEvent(RunEvent.Kind.DATABASE, what, null, startMs * MS, endMs * MS);
    }

    private static List<RunEvent> all(CheckpointSpans spans) {
        return spans.between(Long.MIN_VALUE / 2, Long.MAX_VALUE / 2);
    }

    @Test
    void anImmediateCheckpointIsOneSpanOfItsWriteAndSyncBeforeTheReadingThatSawIt() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(1_000, 1, 0, 185_704, 168, 1_854));
        spans.read(at(1_100, 1, 0, 185_704, 168, 1_854));
        spans.read(at(1_200, 2, 1, 185_848, 1_313, 17_708));

        assertThat(all(spans)).containsExactly(event("checkpoint (requested) on 127.0.0.1:5432: 15,854 buffers, "
                + "144 ms writing and 1,145 ms syncing", 1_100 - 144 - 1_145, 1_200));
    }

    @Test
    void aSpreadCheckpointIsTheSpansItWroteInAndItsEnd() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 1, 1, 185_848, 1_313, 17_708));
        spans.read(at(100, 2, 2, 185_848, 1_313, 17_715)); // began: counted with its first buffers
        spans.read(at(200, 2, 2, 185_848, 1_313, 17_718));
        spans.read(at(300, 2, 2, 185_848, 1_313, 17_718)); // one reading without: the reports' jitter
        spans.read(at(400, 2, 2, 185_848, 1_313, 17_722));
        spans.read(at(500, 2, 2, 185_848, 1_313, 17_722));
        spans.read(at(600, 2, 2, 185_848, 1_313, 17_722)); // two: it wrote nothing for a while
        spans.read(at(700, 2, 2, 185_848, 1_313, 17_730));
        spans.read(at(800, 2, 2, 455_734, 1_316, 17_732)); // ended: its times counted

        assertThat(all(spans)).containsExactly(
                event("checkpoint (requested) on 127.0.0.1:5432 writing: 14 buffers", 0, 400),
                event("checkpoint (requested) on 127.0.0.1:5432 writing and ending: 10 buffers, 3 ms syncing "
                        + "(269,886 ms writing in all)", 600, 800));
    }

    @Test
    void aSpreadCheckpointsEndAfterAQuietSpellIsItsSyncBeforeTheReadingThatSawIt() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 5, 0, 1_000, 10, 100));
        spans.read(at(100, 6, 0, 1_000, 10, 105));
        for (long ms = 200; ms <= 1_000; ms += 100) {
            spans.read(at(ms, 6, 0, 1_000, 10, 105));
        }
        spans.read(at(1_100, 6, 0, 2_000, 60, 105));

        assertThat(all(spans)).containsExactly(
                event("checkpoint on 127.0.0.1:5432 writing: 5 buffers", 0, 100),
                event("checkpoint on 127.0.0.1:5432 ending: 50 ms syncing (1,000 ms writing in all)", 950, 1_100));
    }

    @Test
    void anEndWhoseSyncReachesBackIntoTheLastWritingJoinsIt() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 5, 0, 1_000, 10, 100));
        spans.read(at(100, 6, 0, 1_000, 10, 105));
        spans.read(at(200, 6, 0, 1_000, 10, 105));
        spans.read(at(300, 6, 0, 1_000, 10, 105));
        spans.read(at(400, 6, 0, 2_000, 1_010, 105)); // 1 s syncing: from 300 - 1,000 by its figures alone

        assertThat(all(spans)).containsExactly(event("checkpoint on 127.0.0.1:5432 writing and ending: 5 buffers, "
                + "1,000 ms syncing (1,000 ms writing in all)", 0, 400));
    }

    @Test
    void checkpointsThatWroteNothingAndTookNoTimeAreNoEvent() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 5, 0, 1_000, 10, 100));
        spans.read(at(100, 7, 2, 1_000, 10, 100));

        assertThat(all(spans)).isEmpty();
    }

    @Test
    void severalImmediateCheckpointsBetweenTwoReadingsAreOneSpan() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 5, 0, 1_000, 10, 100));
        spans.read(at(100, 7, 2, 1_030, 30, 1_100));

        assertThat(all(spans)).containsExactly(event("2 checkpoints (requested) on 127.0.0.1:5432: 1,000 buffers, "
                + "30 ms writing and 20 ms syncing", -50, 100));
    }

    @Test
    void aCheckpointAlreadyWritingAtTheFirstReadingIsSeenFromTheSecond() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 5, 0, 1_000, 10, 100));
        spans.read(at(100, 5, 0, 1_000, 10, 104));
        spans.read(at(200, 5, 0, 9_000, 12, 106));

        assertThat(all(spans)).containsExactly(event("checkpoint on 127.0.0.1:5432 writing and ending: 6 buffers, "
                + "2 ms syncing (8,000 ms writing in all)", 0, 200));
    }

    @Test
    void countersResetAreABeginningNotACheckpoint() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 5, 0, 1_000, 10, 100));
        spans.read(at(100, 0, 0, 0, 0, 0));
        spans.read(at(200, 0, 0, 0, 0, 0));

        assertThat(all(spans)).isEmpty();
    }

    @Test
    void aLevelGetsTheSpansThatOverlappedItsWindow() {
        CheckpointSpans spans = new CheckpointSpans(SERVER);
        spans.read(at(0, 1, 1, 0, 0, 0));
        spans.read(at(100, 2, 2, 0, 0, 10));
        spans.read(at(200, 2, 2, 0, 0, 10));
        spans.read(at(300, 2, 2, 0, 0, 10));
        spans.read(at(400, 2, 2, 0, 0, 20));

        assertThat(spans.between(150 * MS, 250 * MS)).isEmpty();
        assertThat(spans.between(250 * MS, 350 * MS)).extracting(RunEvent::startNanos).containsExactly(300 * MS);
    }
}
