package io.igen.oltp.state;

import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import io.igen.oltp.shard.ShardTarget;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/**
 * The checkpoint watch read by hand, round by round, on a clock the test sets, against stub servers
 * ({@link StubStatistics}): a server that stops answering is a gap of the watch from the first reading it failed, with
 * its SQLState and message and no credentials, to the first it answered; the checkpoints are each shard's events.
 */
class CheckpointWatchTest {

    private static final long MS = 1_000_000L;
    private static final SQLException REFUSED = new SQLException("Connection to "
            + "jdbc:postgresql://bench:secret@db1:5432/igen0 refused.\nCheck that the hostname and port are correct",
            "08001");
    private static final String WHY = "db1:5432 did not answer: SQLException [08001]: Connection to "
            + "jdbc:postgresql://db1:5432/igen0 refused.";

    private final long[] nowMs = {0};
    private final StubStatistics db1 = new StubStatistics();
    private final StubStatistics db2 = new StubStatistics();

    private CheckpointWatch watch(List<ShardTarget> targets) {
        return new CheckpointWatch(targets, shard -> (shard == 2 ? db2 : db1).connection(shard),
                () -> nowMs[0] * MS);
    }

    private void readAt(CheckpointWatch watch, long atMs) {
        nowMs[0] = atMs;
        watch.readAll();
    }

    private static List<ShardTarget> oneServer() {
        return List.of(new ShardTarget(0, "jdbc:postgresql://db1:5432/igen0"));
    }

    @Test
    void aServerThatStoppedAnsweringAndCameBackIsAGapFromItsFirstFailureToItsFirstAnswer() {
        CheckpointWatch watch = watch(oneServer());
        readAt(watch, 0);
        db1.refuse(REFUSED);
        readAt(watch, 100);
        readAt(watch, 200);
        db1.counters(0, 0, 0, 0, 0);
        readAt(watch, 300);

        assertThat(watch.gapsBetween(0, 1_000 * MS)).containsExactly(
                new WatchGap("checkpointWatch", WHY, 100 * MS, 300 * MS));
        assertThat(watch.gapsBetween(400 * MS, 1_000 * MS)).isEmpty();
        assertThat(db1.opened()).isEqualTo(2);
    }

    @Test
    void aServerThatHasNotAnsweredSinceIsAGapWithoutEnd() {
        CheckpointWatch watch = watch(oneServer());
        readAt(watch, 0);
        db1.refuse(REFUSED);
        readAt(watch, 100);
        readAt(watch, 200);

        assertThat(watch.gapsBetween(150 * MS, 250 * MS)).containsExactly(
                new WatchGap("checkpointWatch", WHY, 100 * MS, null));
        assertThat(watch.gapsBetween(0, 50 * MS)).isEmpty();
    }

    @Test
    void aReadingThatBrokeDownIsAGapToo() {
        CheckpointWatch watch = watch(oneServer());
        readAt(watch, 0);
        db1.breakDown(new IllegalStateException("protocol out of step"));
        readAt(watch, 100);

        assertThat(watch.gapsBetween(0, 1_000 * MS)).containsExactly(new WatchGap("checkpointWatch",
                "reading db1:5432 failed: IllegalStateException: protocol out of step", 100 * MS, null));
    }

    @Test
    void aCheckpointIsAnEventOfEachShardOnItsServer() {
        CheckpointWatch watch = watch(List.of(new ShardTarget(0, "jdbc:postgresql://db1:5432/igen0"),
                new ShardTarget(1, "jdbc:postgresql://db1:5432/igen1"),
                new ShardTarget(2, "jdbc:postgresql://db2:5432/igen2")));
        readAt(watch, 0);
        db1.counters(1, 1, 40, 10, 500);
        readAt(watch, 100);

        assertThat(watch.between(0, 1_000 * MS)).extracting(RunEvent::part, RunEvent::startNanos, RunEvent::endNanos)
                .containsExactly(tuple("0", -50 * MS, 100 * MS), tuple("1", -50 * MS, 100 * MS));
        assertThat(watch.gapsBetween(0, 1_000 * MS)).isEmpty();
    }
}
