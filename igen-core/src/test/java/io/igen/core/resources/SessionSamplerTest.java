package io.igen.core.resources;

import io.igen.core.workload.SessionProbe;
import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class SessionSamplerTest {

    /** Answers with the queued samples in turn; a null answer is a server that does not answer. */
    private static final class QueuedProbe implements SessionProbe {
        final Deque<List<SessionState>> answers = new ArrayDeque<>();
        boolean closed;

        @Override
        public List<SessionState> sample() throws SQLException {
            List<SessionState> answer = answers.removeFirst();
            if (answer.isEmpty()) {
                throw new SQLException("connection refused", "08001");
            }
            return answer;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private static final SessionState LOCKED = new SessionState(WaitClass.LOCK, "Lock:relation");
    private static final SessionState RUNNING = new SessionState(WaitClass.CPU, "CPU");

    @Test
    void aWindowCountsTheSamplesTakenInsideItAndFailuresDoNotStopTheSampler() {
        AtomicLong clock = new AtomicLong();
        QueuedProbe probe = new QueuedProbe();
        probe.answers.add(List.of(RUNNING, RUNNING));  // at 0 ms: before the window
        probe.answers.add(List.of(LOCKED, LOCKED));    // at 100 ms
        probe.answers.add(List.of());                  // at 200 ms: the server does not answer
        probe.answers.add(List.of(LOCKED, RUNNING));   // at 300 ms
        probe.answers.add(List.of(RUNNING, RUNNING));  // at 400 ms: the window's end, not in it
        SessionSampler sampler = new SessionSampler(probe, clock::get, sample -> { });
        for (int i = 0; i < 5; i++) {
            clock.set(i * 100_000_000L);
            sampler.sampleOnce();
        }

        SessionWaits window = sampler.between(100_000_000L, 400_000_000L).orElseThrow();

        assertThat(window.samples()).isEqualTo(2);
        assertThat(window.failedSamples()).isEqualTo(1);
        assertThat(window.sessions()).isEqualTo(4);
        assertThat(window.share(WaitClass.LOCK)).isEqualTo(0.75);
        assertThat(sampler.between(500_000_000L, 600_000_000L)).isEmpty();
        sampler.close();
        assertThat(probe.closed).isTrue();
    }

    @Test
    void itsOwnThreadKeepsSamplingUntilClosedAndThenClosesTheProbe() throws InterruptedException {
        CountDownLatch threeSamples = new CountDownLatch(3);
        AtomicBoolean closed = new AtomicBoolean();
        SessionProbe probe = new SessionProbe() {
            @Override
            public List<SessionState> sample() {
                threeSamples.countDown();
                return List.of(RUNNING);
            }

            @Override
            public void close() {
                closed.set(true);
            }
        };
        SessionSampler sampler = new SessionSampler(probe, System::nanoTime, sample -> { });
        long start = System.nanoTime();
        sampler.start();

        assertThat(threeSamples.await(30, TimeUnit.SECONDS)).isTrue();
        sampler.close();
        assertThat(sampler.between(start, System.nanoTime()).orElseThrow().samples()).isGreaterThanOrEqualTo(3);
        assertThat(closed).isTrue();
    }
}
