package io.igen.core.resources;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ServerUseTest {

    private static final long SECOND = 1_000_000_000L;

    /** A reading at {@code seconds} with a CPU's user seconds, disk vda's busy seconds and the memory available. */
    private static ServerReading at(double seconds, double userSeconds, double diskBusySeconds, double available) {
        return new ServerReading((long) (seconds * SECOND), Map.of("cpu.user", userSeconds, "cpu.idle", 2 * seconds
                - userSeconds, "disk.vda.busySeconds", diskBusySeconds, "disk.vda.ios", 100 * seconds,
                "disk.vda.ioSeconds", 0.2 * seconds), Map.of("cpus", 2.0, "memory.availableBytes", available,
                "memory.totalBytes", 1000.0));
    }

    @Test
    void aWindowBetweenReadingsCountsTheShareOfEachEdgePairInsideIt() {
        // user grows 1.5 s a second from 0 to 2 s, then 0.5 s a second: the window 1.5-3.5 s holds 0.75 + 0.5 + 0.25
        List<ServerReading> readings = List.of(at(0, 0, 0, 500), at(1, 1.5, 0.9, 500), at(2, 3.0, 1.8, 700),
                at(3, 3.5, 2.7, 700), at(4, 4.0, 3.6, 700));

        ServerUse use = ServerUse.between("db1:9100", readings, (long) (1.5 * SECOND), (long) (3.5 * SECOND), SECOND,
                null);

        assertThat(use.seconds()).isEqualTo(2.0);
        assertThat(use.cores("user")).isCloseTo((0.75 + 0.5 + 0.25) / 2, within(1e-9));
        assertThat(use.busyCores()).as("idle is not busy").isCloseTo(0.75, within(1e-9));
        assertThat(use.busiestDisk()).hasValueSatisfying(disk -> {
            assertThat(disk.device()).isEqualTo("vda");
            assertThat(disk.busy()).isCloseTo(0.9, within(1e-9));
            assertThat(disk.awaitMs()).as("0.2 s of I/O over 100 requests a second").isCloseTo(2.0, within(1e-9));
        });
        assertThat(use.gauges().get("memory.availableBytes")).as("mean of the readings at 2 and 3 s").isEqualTo(700.0);
        assertThat(use.memoryAvailableShare()).hasValue(0.7);
        assertThat(use.missing()).isEmpty();
    }

    @Test
    void aCounterThatFellWasResetAndCountsItsNewValue() {
        List<ServerReading> readings = List.of(at(0, 100, 0, 1), at(1, 101, 0, 1), at(2, 0.5, 0, 1), at(3, 1.5, 0, 1));

        ServerUse use = ServerUse.between("db1:9100", readings, 0, 3 * SECOND, SECOND, null);

        assertThat(use.cores("user")).as("(1 + 0.5 + 1) / 3").isCloseTo(2.5 / 3, within(1e-9));
    }

    @Test
    void secondsWithoutAReadingAreNamedAndTheCountersStillSpanThem() {
        List<ServerReading> readings = List.of(at(0, 0, 0, 1), at(1, 1, 0, 1), at(6, 6, 0, 1), at(7, 7, 0, 1),
                at(8, 8, 0, 1));

        ServerUse use = ServerUse.between("db1:9100", readings, 0, 10 * SECOND, SECOND, "ConnectException");

        assertThat(use.missing()).containsExactly("no reading 1.0-6.0 s", "no reading 8.0-10.0 s",
                "last error: ConnectException");
        assertThat(use.cores("user")).as("8 s of user over the 8 s the readings cover").isCloseTo(1.0, within(1e-9));
        assertThat(use.figures()).containsEntry("missing", use.missing()).containsEntry("cpus", 2L);
    }

    @Test
    void anExporterThatAnsweredNothingInOrAroundTheWindowMeasuredNothing() {
        ServerUse use = ServerUse.between("db1:9100", List.of(at(0, 0, 0, 1)), 5 * SECOND, 15 * SECOND, SECOND,
                "HttpTimeoutException");

        assertThat(use.measured()).isFalse();
        assertThat(use.missing()).containsExactly("no reading 0.0-10.0 s", "last error: HttpTimeoutException");
    }

    @Test
    void theDatabaseExportersCountersBecomeRatesPerSecondInTheFigures() {
        List<ServerReading> readings = List.of(
                new ServerReading(0, Map.of("db.commits", 1000.0, "db.blocksRead", 10.0), Map.of("db.locksHeld", 4.0)),
                new ServerReading(2 * SECOND, Map.of("db.commits", 5000.0, "db.blocksRead", 30.0),
                        Map.of("db.locksHeld", 6.0)));

        Map<String, Object> figures = ServerUse.between("db1:9187", readings, 0, 2 * SECOND, 2 * SECOND, null)
                .figures();

        assertThat(figures).containsEntry("commitsPerSecond", 2000.0).containsEntry("blocksReadPerSecond", 10.0)
                .containsEntry("locksHeld", 5.0).doesNotContainKey("cpus").doesNotContainKey("missing");
    }
}
