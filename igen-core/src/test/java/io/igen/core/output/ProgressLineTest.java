package io.igen.core.output;

import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A level's line shows the tail beside the mean, and says when the tail sets the mean. */
class ProgressLineTest {

    @Test
    void aMeanAboveP99IsSaidToBeTheTails() {
        // the default run's first level in issue 41: 53,603 tx/s, mean 0.521 ms, p99 0.178 ms, p99.9 60.2 ms, max 368
        LatencySummary latency = new LatencySummary(0.521, 7.9, new Percentiles(0.061, 0.095, 0.122, 0.178, 60.2,
                368));

        assertThat(ProgressLine.latency(latency)).isEqualTo("mean 0.521 ms (above p99: the tail's), p99 0.178 ms, "
                + "p99.9 60.20 ms, max 368.0 ms");
    }

    @Test
    void aMeanBelowP99IsJustTheMean() {
        LatencySummary latency = new LatencySummary(4.2, 2.0, new Percentiles(3.9, 6.0, 7.5, 11.2, 16.4, 31.0));

        assertThat(ProgressLine.latency(latency)).isEqualTo("mean 4.200 ms, p99 11.20 ms, p99.9 16.40 ms, max 31.00 ms");
    }
}
