package io.igen.oltp;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A shard's outages from synthetic transaction times, in milliseconds on the runner's clock. */
class ShardAvailabilityTest {

    private static final long MS = 1_000_000L;

    private final List<Outage> told = new ArrayList<>();
    private final ShardAvailability availability = new ShardAvailability(told::add);

    @Test
    void anOutageRunsFromTheFirstFailureAfterTheLastCommitToTheEndOfTheNextCommit() {
        availability.committed(1_000 * MS);
        availability.connectionFailed(1_200 * MS);
        availability.connectionFailed(1_300 * MS);
        availability.committed(7_500 * MS);
        availability.committed(7_600 * MS);

        assertThat(told).containsExactly(new Outage(1_200 * MS, 7_500 * MS));
        assertThat(availability.takeOutages()).containsExactly(new Outage(1_200 * MS, 7_500 * MS));
        assertThat(availability.takeOutages()).isEmpty();
    }

    @Test
    void aFailureThatStartedBeforeTheLastCommitEndedStartsNoOutage() {
        // Thread A's attempt started at 900 ms and failed; thread B committed at 1,000 ms: the shard was there.
        availability.committed(1_000 * MS);
        availability.connectionFailed(900 * MS);
        availability.committed(1_100 * MS);
        availability.connectionFailed(1_000 * MS);

        assertThat(availability.takeOutages()).isEmpty();
        assertThat(told).isEmpty();
    }

    @Test
    void theTimeAnAttemptWaitedForAConnectionCounts() {
        availability.committed(1_000 * MS);
        // Thread B's attempt began at 1,050 ms and waited 3 s for a connection; thread A's began at 1,100 ms and
        // failed at once, so A reports first.
        availability.connectionFailed(1_100 * MS);
        availability.connectionFailed(1_050 * MS);
        availability.committed(6_000 * MS);

        assertThat(availability.takeOutages()).containsExactly(new Outage(1_050 * MS, 6_000 * MS));
    }

    @Test
    void aCommitThatEndedBeforeTheOutageStartedDoesNotEndIt() {
        availability.connectionFailed(2_000 * MS);
        availability.committed(1_990 * MS); // reported late, ended before the failed attempt began

        assertThat(availability.takeOutages()).containsExactly(Outage.open(2_000 * MS));
        assertThat(told).isEmpty();
    }

    @Test
    void anOutageNotRecoveredStaysOpenAndShowsInEveryLevelUntilItRecovers() {
        availability.committed(1_000 * MS);
        availability.connectionFailed(4_000 * MS);

        assertThat(availability.takeOutages()).containsExactly(Outage.open(4_000 * MS));
        availability.connectionFailed(13_000 * MS);
        assertThat(availability.takeOutages()).containsExactly(Outage.open(4_000 * MS));
        availability.committed(20_000 * MS);
        assertThat(availability.takeOutages()).containsExactly(new Outage(4_000 * MS, 20_000 * MS));
        assertThat(told).containsExactly(new Outage(4_000 * MS, 20_000 * MS));
    }

    @Test
    void twoOutagesInOneLevelAreBothKept() {
        availability.connectionFailed(1_000 * MS);
        availability.committed(2_000 * MS);
        availability.committed(3_000 * MS);
        availability.connectionFailed(5_000 * MS);
        availability.committed(5_500 * MS);
        availability.connectionFailed(8_000 * MS);

        assertThat(availability.takeOutages()).containsExactly(new Outage(1_000 * MS, 2_000 * MS),
                new Outage(5_000 * MS, 5_500 * MS), Outage.open(8_000 * MS));
        assertThat(told).containsExactly(new Outage(1_000 * MS, 2_000 * MS), new Outage(5_000 * MS, 5_500 * MS));
    }
}
