package io.igen.oltp.it;

import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A test's background work fails the test with what it threw, rather than dying on its thread unseen. */
class BackgroundLoopTest {

    @Test
    void whatTheTaskThrewFailsTheStop() throws InterruptedException {
        SQLException refused = new SQLException("permission denied for CHECKPOINT", "42501");
        BackgroundLoop loop = BackgroundLoop.start("throws", running -> {
            throw refused;
        });

        assertThatThrownBy(() -> loop.stop(10_000)).isInstanceOf(AssertionError.class)
                .hasMessage("the background task \"throws\" failed: java.sql.SQLException: permission denied for "
                        + "CHECKPOINT")
                .hasCause(refused);
    }

    @Test
    void aTaskThatStopsWhenToldStopsQuietly() throws InterruptedException {
        CountDownLatch looping = new CountDownLatch(1);
        int[] rounds = {0};
        BackgroundLoop loop = BackgroundLoop.start("loops", running -> {
            while (running.getAsBoolean()) {
                rounds[0]++;
                looping.countDown();
                Thread.onSpinWait();
            }
        });
        looping.await();

        loop.stop(10_000);

        assertThat(rounds[0]).isPositive();
    }

    @Test
    void aTaskThatDoesNotStopFailsTheStop() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        BackgroundLoop loop = BackgroundLoop.start("stuck", running -> release.await());
        try {
            assertThatThrownBy(() -> loop.stop(1)).isInstanceOf(AssertionError.class)
                    .hasMessage("the background task \"stuck\" did not stop within 1 ms");
        } finally {
            release.countDown();
        }
    }
}
