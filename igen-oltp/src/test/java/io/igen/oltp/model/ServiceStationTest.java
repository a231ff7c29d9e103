package io.igen.oltp.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

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
}
