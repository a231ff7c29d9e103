package io.igen.oltp;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** Bounded barging: a thread goes ahead of waiting threads only while its streak lasts, then queues behind them. */
class ShardTurnsTest {

    @Test
    void aLoneThreadNeverWaitsAndItsStreakRestartsWhenSpent() {
        ShardTurns.Turn turn = new ShardTurns.Turn(1, 3);
        int streak = 0;
        List<Integer> streaks = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i++) {
            streak = turn.take(streak);
            streaks.add(streak);
            turn.give();
        }

        // ahead three times, then the fair path (nobody waits: at once), then ahead again
        assertThat(streaks).containsExactly(1, 2, 3, 0, 1, 2, 3, 0);
        assertThat(turn.free()).isEqualTo(1);
    }

    @Test
    void aThreadWhoseStreakIsSpentQueuesBehindAWaitingThread() throws Exception {
        ShardTurns.Turn turn = new ShardTurns.Turn(1, 2);
        List<String> order = new CopyOnWriteArrayList<>();
        int streak = turn.take(0);
        Thread waiter = new Thread(() -> {
            turn.take(0);
            order.add("waiter");
            turn.give();
        });
        waiter.start();
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            while (turn.waiting() == 0) {
                Thread.onSpinWait();
            }
        });

        turn.give();
        streak = turn.take(2);
        order.add("spent");
        turn.give();
        waiter.join();

        assertThat(streak).isZero();
        assertThat(order).containsExactly("waiter", "spent");
        assertThat(turn.free()).isEqualTo(1);
    }

    @Test
    void everyShardHasATurnOfItsOwnUnlessUnlimited() {
        ShardTurns turns = new ShardTurns(2, 1);

        assertThat(turns.of(0).free()).isEqualTo(1);
        assertThat(turns.of(1)).isNotSameAs(turns.of(0));
        assertThat(new ShardTurns(2, 3).of(0).free()).isEqualTo(3);
        assertThat(ShardTurns.unlimited().of(0)).isNull();
    }
}
