package io.igen.oltp.tools.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** First come, first served on the station's own timeline: every departure computed by hand. */
class ServiceStationTest {

    @Test
    void oneServerServesItsArrivalsOneAfterTheOther() {
        ServiceStation station = new ServiceStation(1, 0);

        assertThat(station.departureNanos(0, 5)).isEqualTo(5);
        assertThat(station.departureNanos(1, 5)).isEqualTo(10);
        assertThat(station.departureNanos(2, 5)).isEqualTo(15);
        // idle from 15 to 20: served at once
        assertThat(station.departureNanos(20, 3)).isEqualTo(23);
    }

    @Test
    void anArrivalTakesTheServerThatFreesFirst() {
        ServiceStation station = new ServiceStation(2, 0);

        assertThat(station.departureNanos(0, 5)).isEqualTo(5);   // server 1 until 5
        assertThat(station.departureNanos(1, 5)).isEqualTo(6);   // server 2 until 6
        assertThat(station.departureNanos(2, 1)).isEqualTo(6);   // waits for server 1 (5), done at 6
        assertThat(station.departureNanos(3, 4)).isEqualTo(10);  // server 2 frees at 6, done at 10
        assertThat(station.departureNanos(4, 1)).isEqualTo(7);   // server 1 frees at 6 again, done at 7
    }

    @Test
    void aClockThatReadsNegativeNumbersServesAlike() {
        long origin = -9_000_000_000_000L;
        ServiceStation station = new ServiceStation(1, origin);

        assertThat(station.departureNanos(origin + 10, 5)).isEqualTo(origin + 15);
        assertThat(station.departureNanos(origin + 11, 5)).isEqualTo(origin + 20);
    }

    @Test
    void aStationKeepingItsSpansSaysHowBusyItWasInAnySpanSince() {
        ServiceStation station = new ServiceStation(2, 0);
        station.departureNanos(0, 5);           // before the spans are kept: not counted
        station.keepBusySpans();

        station.departureNanos(10, 10);         // server 1 busy 10..20
        station.departureNanos(12, 4);          // server 2 busy 12..16
        station.departureNanos(14, 6);          // server 2 again 16..22

        assertThat(station.busyServersBetween(0, 30)).isCloseTo((10 + 4 + 6) / 30.0, within(1e-12));
        // 15..20: server 1 all 5, server 2 all 5 (12..16, then 16..22)
        assertThat(station.busyServersBetween(15, 20)).isCloseTo(2.0, within(1e-12));
        assertThat(station.busyServersBetween(20, 20)).isZero();
        station.keepBusySpans();
        assertThat(station.busyServersBetween(0, 30)).isZero();
    }
}
