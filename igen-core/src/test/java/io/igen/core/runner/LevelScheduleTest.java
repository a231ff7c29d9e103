package io.igen.core.runner;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LevelScheduleTest {

    /** A clock that reads 5 s. */
    private static final NanoClock AT_FIVE_SECONDS = new NanoClock() {
        @Override
        public long nanoTime() {
            return 5_000_000_000L;
        }

        @Override
        public void parkUntil(long deadlineNanos, BooleanSupplier giveUp) {
        }
    };

    @Test
    void levelsFollowEachOtherAtWarmupPlusWindowPlusTheGap() {
        Instant now = Instant.parse("2026-11-23T22:00:00Z");
        LevelSchedule schedule = LevelSchedule.startingAt(now.plusSeconds(60), 5, 15, AT_FIVE_SECONDS,
                now.toEpochMilli());

        assertThat(schedule.levelStartNanos(0)).isEqualTo(65_000_000_000L);
        assertThat(schedule.windowNanos(0)).isEqualTo(70_000_000_000L);
        // 5 s warm-up + 15 s window + 5 s gap
        assertThat(schedule.levelStartNanos(2)).isEqualTo(115_000_000_000L);
        assertThat(schedule.windowNanos(2)).isEqualTo(120_000_000_000L);
        assertThat(schedule.secondsBeforeStart(5_000_000_000L)).isEqualTo(60.0);
    }

    @Test
    void aWindowLateByMoreThanTheLimitIsAProblem() {
        LevelSchedule schedule = new LevelSchedule(0, 25_000_000_000L, 5_000_000_000L);

        assertThat(schedule.lateness(1, 16, 30_000_000_000L + 1_000_000_000L)).isEmpty();
        assertThat(schedule.lateness(1, 16, 30_000_000_000L + 2_500_000_000L)).contains("level 16: the window opened "
                + "2.5 s after its time on the --start-at schedule (limit 1.0 s); the level before it, or loading, took "
                + "longer than its slot of 25 s");
    }

    @Test
    void aWarmupAsLongAsTheSlotIsNoSchedule() {
        assertThatThrownBy(() -> new LevelSchedule(0, 5, 5)).isInstanceOf(IllegalArgumentException.class);
    }
}
