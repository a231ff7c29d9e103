package io.igen.oltp.outage;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A shard's outages from synthetic transaction times, in milliseconds on the runner's clock. */
class ShardAvailabilityTest {

    private static final long MS = 1_000_000L;

    private final List<Outage> told = new ArrayList<>();
    private final ShardAvailability availability = new ShardAvailability(told::add);

    /**
     * Reports transactions in the order their threads report them: {@code +1000} one that committed, ending at
     * 1,000 ms; {@code x900} one that failed for want of a connection, having begun at 900 ms.
     */
    private void report(String transactions) {
        for (String transaction : transactions.split(" ")) {
            long nanos = Long.parseLong(transaction.substring(1)) * MS;
            switch (transaction.charAt(0)) {
                case '+' -> availability.committed(nanos);
                case 'x' -> availability.connectionFailed(nanos);
                default -> throw new IllegalArgumentException(transaction);
            }
        }
    }

    @Test
    void anOutageRunsFromTheFirstFailureAfterTheLastCommitToTheEndOfTheNextCommit() {
        report("+1000 x1200 x1300 +7500 +7600");

        assertThat(told).containsExactly(new Outage(1_200 * MS, 7_500 * MS));
        assertThat(availability.takeOutages()).containsExactly(new Outage(1_200 * MS, 7_500 * MS));
        assertThat(availability.takeOutages()).isEmpty();
    }

    @Test
    void aFailureThatStartedBeforeTheLastCommitEndedStartsNoOutage() {
        // Thread A's attempt started at 900 ms and failed; thread B committed at 1,000 ms: the shard was there.
        report("+1000 x900 +1100 x1000");

        assertThat(availability.takeOutages()).isEmpty();
        assertThat(told).isEmpty();
    }

    @Test
    void aFailureThatStartedAsTheLastCommitEndedStartsTheOutage() {
        // In stream mode a thread's next attempt starts at the clock reading its commit ended at.
        report("+1000 x1000 +5000");

        assertThat(availability.takeOutages()).containsExactly(new Outage(1_000 * MS, 5_000 * MS));
    }

    @Test
    void theTimeAnAttemptWaitedForAConnectionCounts() {
        // Thread B's attempt began at 1,050 ms and waited 3 s for a connection; thread A's began at 1,100 ms and
        // failed at once, so A reports first.
        report("+1000 x1100 x1050 +6000");

        assertThat(availability.takeOutages()).containsExactly(new Outage(1_050 * MS, 6_000 * MS));
    }

    @Test
    void aCommitThatEndedBeforeTheOutageStartedDoesNotEndIt() {
        // reported late, ended before the failed attempt began
        report("x2000 +1990");

        assertThat(availability.takeOutages()).containsExactly(Outage.open(2_000 * MS));
        assertThat(told).isEmpty();
    }

    @Test
    void anOutageNotRecoveredStaysOpenAndShowsInEveryLevelUntilItRecovers() {
        report("+1000 x4000");

        assertThat(availability.takeOutages()).containsExactly(Outage.open(4_000 * MS));
        availability.connectionFailed(13_000 * MS);
        assertThat(availability.takeOutages()).containsExactly(Outage.open(4_000 * MS));
        availability.committed(20_000 * MS);
        assertThat(availability.takeOutages()).containsExactly(new Outage(4_000 * MS, 20_000 * MS));
        assertThat(told).containsExactly(new Outage(4_000 * MS, 20_000 * MS));
    }

    @Test
    void twoOutagesInOneLevelAreBothKept() {
        report("x1000 +2000 +3000 x5000 +5500 x8000");

        assertThat(availability.takeOutages()).containsExactly(new Outage(1_000 * MS, 2_000 * MS),
                new Outage(5_000 * MS, 5_500 * MS), Outage.open(8_000 * MS));
        assertThat(told).containsExactly(new Outage(1_000 * MS, 2_000 * MS), new Outage(5_000 * MS, 5_500 * MS));
    }
}
