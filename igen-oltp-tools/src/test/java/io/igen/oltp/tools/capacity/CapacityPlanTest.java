package io.igen.oltp.tools.capacity;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNoException;

class CapacityPlanTest {

    @Test
    void theHeadlineStudysInstanceGets55ThreadsOffering550TransactionsPerSecond() {
        // 725 tx/s peak, 75 %: 543.75 tx/s, at 10 tx/s per thread 54.375 threads -> 55 threads, 550 tx/s offered.
        CapacityPlan plan = new CapacityPlan(725, 0.75, 10);

        assertThat(plan.targetPerShard()).isEqualTo(543.75);
        assertThat(plan.threadsPerShard()).isEqualTo(55);
        assertThat(plan.offeredPerShard()).isEqualTo(550.0);
        assertThat(plan.offered(28)).isEqualTo(15_400.0);
    }

    @Test
    void aTargetThatIsAWholeNumberOfThreadsGetsExactlyThoseThreadsDespiteRounding() {
        CapacityPlan plan = new CapacityPlan(40, 0.75, 10);   // 0.75 * 40 / 10 is 3.0000000000000004 in doubles

        assertThat(plan.threadsPerShard()).isEqualTo(3);
        assertThat(plan.offeredPerShard()).isEqualTo(30.0);
    }

    @Test
    void aTargetBelowOneThreadsRateStillGetsOneThread() {
        CapacityPlan plan = new CapacityPlan(4, 0.5, 10);

        assertThat(plan.threadsPerShard()).isEqualTo(1);
        assertThat(plan.offeredPerShard()).isEqualTo(10.0);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -0.5, 1.0000001, 1.5, Double.NaN})
    void aFractionOutsideZeroToOneIsRefused(double fraction) {
        assertThatIllegalArgumentException().isThrownBy(() -> CapacityPlan.requireFraction(fraction))
                .withMessageStartingWith("--load-fraction must be above 0 and at most 1");
    }

    @Test
    void theWholePeakIsAFraction() {
        assertThatNoException().isThrownBy(() -> CapacityPlan.requireFraction(1));
    }

    @Test
    void aPeakOfNothingOrANonPositiveRateIsRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> new CapacityPlan(0, 0.75, 10))
                .withMessageContaining("no throughput on shard 0");
        assertThatIllegalArgumentException().isThrownBy(() -> new CapacityPlan(100, 0.75, 0))
                .withMessageContaining("rate per thread");
    }
}
