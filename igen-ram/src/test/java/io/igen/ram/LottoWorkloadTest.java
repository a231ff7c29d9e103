package io.igen.ram;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LottoWorkloadTest {

    private static final long MS = 1_000_000L;
    private static final BlockSize ONE_MB = new BlockSize(1);

    @Test
    void figuresCountOnlyOperationsToldAsMeasuredAndSucceeded() throws Exception {
        // Every reading of the clock advances it 2 ms: each operation "allocates" for 2 ms, "searches" for 2 ms.
        LottoWorkload workload = new LottoWorkload(ONE_MB, 1, new SteppingClock(2 * MS));
        Level level = Level.ofThreads(2);
        LevelSession<LottoWorkload.LottoWorker> session = workload.openLevel(level);
        LottoWorkload.LottoWorker first = session.createWorker(0);
        LottoWorkload.LottoWorker second = session.createWorker(1);

        first.execute();            // warm-up: never told
        first.execute();
        first.countLast(true);
        first.execute();
        first.countLast(false);     // failed: not counted
        second.execute();
        second.countLast(true);
        second.execute();
        second.countLast(true);

        LevelReport report = session.report(List.of(first, second), measured(3, 2));
        Map<String, Object> details = report.figures();

        assertThat((double) details.get("allocationMs")).isCloseTo(2.0, within(1e-9));
        assertThat((double) details.get("searchMs")).isCloseTo(2.0, within(1e-9));
        // 3 blocks in a 2 s window: 1.5 blocks/s of 43,690 tickets = 65.535 tickets/ms
        assertThat((double) details.get("ticketsPerMs")).isCloseTo(1.5 * 43_690 / 1000, within(1e-9));
        // 1,048,560 bytes of tickets in 2 ms: 0.52428 GB/s
        assertThat((double) details.get("allocationGBPerSecond")).isCloseTo(0.52428, within(1e-9));
        assertThat((double) details.get("searchGBPerSecond")).isCloseTo(0.52428, within(1e-9));
        @SuppressWarnings("unchecked")
        Map<String, Long> winners = (Map<String, Long>) details.get("winners");
        assertThat(winners).containsOnlyKeys("5+Mega", "5", "4+Mega", "4", "3+Mega", "3", "2+Mega", "1+Mega", "Mega");
        long counted = first.winners().total() + second.winners().total();
        assertThat(winners.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(counted);
        assertThat(counted).isBetween(3 * 43_690L / 25, 3 * 43_690L / 21);
        // the first thread's last counted block, filled again and counted by brute force
        assertThat(details).containsEntry("verified", 1L).containsEntry("checkMismatches", 0L);
        assertThat(report.problems()).isEmpty();
    }

    @Test
    void aLevelWithNoCountedOperationReportsZeroesNotNaN() throws Exception {
        LottoWorkload workload = new LottoWorkload(ONE_MB, 1, new SteppingClock(MS));

        LevelSession<LottoWorkload.LottoWorker> session = workload.openLevel(Level.ofThreads(1));
        Map<String, Object> details = session.report(List.of(session.createWorker(0)), measured(0, 1)).figures();

        assertThat(details).containsEntry("ticketsPerMs", 0.0).containsEntry("allocationMs", 0.0)
                .containsEntry("searchMs", 0.0).containsEntry("allocationGBPerSecond", 0.0)
                .containsEntry("verified", 0L).containsEntry("checkMismatches", 0L);
    }

    @Test
    void settingsRecordTheBlockAndItsLayout() {
        Map<String, Object> settings = new LottoWorkload(new BlockSize(512), 7, System::nanoTime).settings();

        assertThat(settings).containsEntry("mbPerThread", 512).containsEntry("ticketsPerBlock", 22_369_621L)
                .containsEntry("ticketBytesPerBlock", 536_870_904L).containsEntry("bytesPerTicket", 24)
                .containsEntry("seed", 7L);
    }

    /** A window of {@code windowSeconds} from 0 in which {@code operations} succeeded. */
    private static MeasuredLevel measured(int operations, int windowSeconds) {
        return new MeasuredLevel((double) operations / windowSeconds, windowSeconds, 0, windowSeconds * 1_000 * MS,
                1.0);
    }

    /** A clock that moves on by a fixed step each time it is read. */
    private static final class SteppingClock implements LongSupplier {

        private final long stepNanos;
        private long now;

        SteppingClock(long stepNanos) {
            this.stepNanos = stepNanos;
        }

        @Override
        public long getAsLong() {
            now += stepNanos;
            return now;
        }
    }
}
