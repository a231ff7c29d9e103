package io.igen.oltp.tools.capacity;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The M/M/c wait against closed forms: M/M/1's rho S / (1 - rho), and two servers' C = 2 rho^2 / (1 + rho). */
class QueueingDelayTest {

    @Test
    void oneServerHalfBusyMakesATransactionWaitOneServiceTime() {
        assertThat(QueueingDelay.meanWaitMs(1, 0, 5, 100)).isCloseTo(5, within(1e-9));
        assertThat(QueueingDelay.meanWaitMs(1, 0, 5, 180)).isCloseTo(0.9 * 5 / 0.1, within(1e-9));
    }

    @Test
    void twoServersNinetyPercentBusyWaitByErlangC() {
        double c = 2 * 0.81 / 1.9;

        assertThat(QueueingDelay.erlangC(2, 1.8)).isCloseTo(c, within(1e-12));
        assertThat(QueueingDelay.meanWaitMs(2, 0, 1, 1800)).isCloseTo(c * 1 / (2 * 0.1), within(1e-9));
    }

    @Test
    void useWithoutTransactionsCountsAsLoadAndAFullResourceNeverServes() {
        assertThat(QueueingDelay.meanWaitMs(1, 0.4, 5, 20)).isCloseTo(QueueingDelay.meanWaitMs(1, 0, 5, 100),
                within(1e-9));
        assertThat(QueueingDelay.meanWaitMs(1, 0, 5, 200)).isInfinite();
        assertThat(QueueingDelay.meanWaitMs(2, 0, 0, 1e9)).isZero();
    }
}
