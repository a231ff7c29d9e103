package io.igen.core.resources;

import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SessionWaitsTest {

    private static final SessionState CPU = new SessionState(WaitClass.CPU, "CPU");
    private static final SessionState ROW_LOCK = new SessionState(WaitClass.LOCK, "Lock:transactionid");
    private static final SessionState CLIENT = new SessionState(WaitClass.CLIENT, "Client:ClientRead");

    @Test
    void sharesAreOfAllSessionsCountedOverAllSamples() {
        // 8 sessions sampled 4 times; one of them blocked in every sample: 1/8 of the session time in Lock
        SessionWaits waits = SessionWaits.NONE;
        for (int sample = 0; sample < 4; sample++) {
            waits = waits.plus(SessionWaits.ofSample(List.of(ROW_LOCK, CPU, CPU, CPU, CPU, CLIENT, CLIENT, CLIENT)));
        }

        assertThat(waits.samples()).isEqualTo(4);
        assertThat(waits.sessions()).isEqualTo(32);
        assertThat(waits.sessionsPerSample()).isEqualTo(8.0);
        assertThat(waits.share(WaitClass.LOCK)).isEqualTo(0.125);
        assertThat(waits.share(WaitClass.CPU)).isEqualTo(0.5);
        assertThat(waits.share(WaitClass.CLIENT)).isEqualTo(0.375);
        assertThat(waits.share(WaitClass.IO)).isZero();
        assertThat(waits.topEvents(2)).isEqualTo("CPU 50.0 %, Client:ClientRead 37.5 %");
    }

    @Test
    void failedSamplesCountNoSessionAndAnEmptySpanHasNoShares() {
        SessionWaits waits = SessionWaits.failedSample().plus(SessionWaits.ofSample(List.of()));

        assertThat(waits.failedSamples()).isEqualTo(1);
        assertThat(waits.samples()).isEqualTo(1);
        assertThat(waits.sessions()).isZero();
        assertThat(waits.share(WaitClass.LOCK)).isZero();
        assertThat(waits.topEvents(3)).isEmpty();
        assertThat(waits.sessionsPerSample()).isCloseTo(0, within(1e-12));
    }
}
