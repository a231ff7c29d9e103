package io.igen.oltp.outage;

import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** One shard's outages against a level's window: the window is 10 s to 22 s on the runner's clock. */
class ShardOutagesTest {

    private static final long MS = 1_000_000L;
    private static final long WINDOW_START = 10_000 * MS;
    private static final long WINDOW_END = 22_000 * MS;
    /** The runner's clock read 0 at 2026-11-23T11:57:00Z. */
    private static final WallTime WALL = new WallTime(1_795_435_020L * 1_000_000_000L, ZoneOffset.UTC);

    @Test
    void unavailableTimeIsClippedToTheWindow() {
        ShardOutages outages = new ShardOutages(List.of(new Outage(8_000 * MS, 11_500 * MS),
                new Outage(16_000 * MS, 22_400 * MS)), WINDOW_START, WINDOW_END);

        // 1.5 s of the first (it began in the warm-up), 6 s of the second (it ended after the window)
        assertThat(outages.unavailableSeconds()).isEqualTo(7.5);
    }

    @Test
    void anOutageStillOpenCountsUpToTheEndOfTheWindow() {
        ShardOutages outages = new ShardOutages(List.of(Outage.open(16_000 * MS)), WINDOW_START, WINDOW_END);

        assertThat(outages.unavailableSeconds()).isEqualTo(6.0);
        assertThat(outages.problems(2, 1, 1.0)).containsExactly("level 2: shard 1 unavailable 6.0 s (limit 1.0 s)");
        assertThat(outages.stillOpen(2, 1, WALL)).containsExactly(
                "shard 1 unavailable 11:57:16.0-11:57:22.0, 6.0 s, not recovered by the end of level 2");
    }

    @Test
    void anOutageOutsideTheWindowAddsNoUnavailableTimeButIsJudgedByItsWholeLength() {
        ShardOutages outages = new ShardOutages(List.of(new Outage(3_000 * MS, 6_400 * MS)), WINDOW_START,
                WINDOW_END);

        assertThat(outages.unavailableSeconds()).isZero();
        assertThat(outages.problems(3, 0, 1.0)).containsExactly("level 3: shard 0 unavailable 3.4 s (limit 1.0 s)");
        assertThat(outages.problems(3, 0, 5.0)).isEmpty();
        assertThat(outages.stillOpen(3, 0, WALL)).isEmpty();
    }

    @Test
    void eachOutageIsDescribedWithWallClockTimesToTheMillisecond() {
        ShardOutages outages = new ShardOutages(List.of(new Outage(11_234_567_890L, 17_654_321_000L),
                Outage.open(20_000 * MS)), WINDOW_START, WINDOW_END);

        Map<String, Object> open = new LinkedHashMap<>();
        open.put("firstFailure", "2026-11-23T11:57:20.000Z");
        open.put("recovery", null);
        open.put("seconds", 2.0);
        assertThat(outages.describe(WALL)).containsExactly(
                Map.of("firstFailure", "2026-11-23T11:57:11.234Z", "recovery", "2026-11-23T11:57:17.654Z",
                        "seconds", 6.41975311),
                open);
    }

    @Test
    void theConsoleLineGivesTheTimesOfDayToTheTenthAndTheLength() {
        assertThat(ShardOutages.line(1, new Outage(11_234 * MS, 17_654 * MS), 0, WALL))
                .isEqualTo("shard 1 unavailable 11:57:11.2-11:57:17.6, 6.4 s");
    }
}
