package io.igen.core.resources;

import io.igen.core.resources.ResourceReading.DriverCounters;
import io.igen.core.resources.ResourceReading.HostCounters;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ResourceUseTest {

    static ResourceReading reading(long nanos, CpuTimes cpu, long driverCpuNanos, Long serverMillis) {
        return new ResourceReading(nanos, 2, cpu,
                new HostCounters(1_000, 5_000_000L, 0, 0, 0, null),
                new DriverCounters(driverCpuNanos, 40, 900L, 70), serverMillis);
    }

    @Test
    void ratesAreCoresAndPerSecondFiguresOverTheSpan() {
        ResourceReading earlier = new ResourceReading(0, 2, new CpuTimes(1_000, 500, 100, 0, 9_000),
                new HostCounters(10_000, 2_000_000L, 4_096, 8_192, 100, null),
                new DriverCounters(1_000_000_000L, 30, 500L, 20), 7_000L);
        // two seconds later on a 2-core host: 2.4 s user, 0.8 s system, 0.2 s iowait, 0.1 s steal, 0.5 s idle
        ResourceReading later = new ResourceReading(2_000_000_000L, 2, new CpuTimes(3_400, 1_300, 300, 100, 9_500),
                new HostCounters(30_000, 2_500_000L, 4_096 + 2_000_000, 8_192 + 6_000_000, 100 + 400, null),
                new DriverCounters(3_000_000_000L, 34, 560L, 32), 8_600L);

        ResourceUse use = ResourceUse.between(earlier, later);

        assertThat(use.seconds()).isEqualTo(2.0);
        assertThat(use.hostCpu().userCores()).isCloseTo(1.2, within(1e-9));
        assertThat(use.hostCpu().systemCores()).isCloseTo(0.4, within(1e-9));
        assertThat(use.hostCpu().iowaitCores()).isCloseTo(0.1, within(1e-9));
        assertThat(use.hostCpu().stealCores()).isCloseTo(0.05, within(1e-9));
        assertThat(use.hostCpu().idleCores()).isCloseTo(0.25, within(1e-9));
        assertThat(use.hostCpu().cores()).isEqualTo(2.0);
        assertThat(use.hostCpu().unaccountedCores()).isCloseTo(0, within(1e-9));
        assertThat(use.hostActivity().contextSwitchesPerSecond()).isEqualTo(10_000);
        assertThat(use.hostActivity().cpuPressurePercent()).isCloseTo(25.0, within(1e-9));
        assertThat(use.hostActivity().diskReadBytesPerSecond()).isEqualTo(1_000_000);
        assertThat(use.hostActivity().diskWriteBytesPerSecond()).isEqualTo(3_000_000);
        assertThat(use.hostActivity().networkBytesPerSecond()).isEqualTo(200);
        assertThat(use.driver().cores()).isCloseTo(1.0, within(1e-9));
        assertThat(use.driver().threads()).isEqualTo(34);
        assertThat(use.driver().jitMillis()).isEqualTo(60.0);
        assertThat(use.driver().gcMillis()).isEqualTo(12.0);
        assertThat(use.serverCores()).isCloseTo(0.8, within(1e-9));
        // busy 1.6 cores = driver 1.0 + servers 0.8 would be 1.8: nothing left for others, never below zero
        assertThat(use.otherCores()).isZero();
    }

    @Test
    void aFigureMissingOnEitherSideIsMissingInTheUse() {
        CpuTimes cpu = new CpuTimes(0, 0, 0, 0, 0);
        ResourceReading earlier = new ResourceReading(0, 2, cpu,
                new HostCounters(0, null, 0, 0, 0, null),
                new DriverCounters(0, 1, null, 0), null);
        ResourceReading later = new ResourceReading(1_000_000_000L, 2, new CpuTimes(500, 0, 0, 0, 1_500),
                new HostCounters(0, 10L, 0, 0, 0, null),
                new DriverCounters(0, 1, 5L, 0), 10L);

        ResourceUse use = ResourceUse.between(earlier, later);

        assertThat(use.hostActivity().cpuPressurePercent()).isNull();
        assertThat(use.driver().jitMillis()).isNull();
        assertThat(use.serverCores()).isNull();
        assertThat(use.otherCores()).isCloseTo(0.5, within(1e-9));
    }

    @Test
    void theThreadsOfAWindowCountWhenTheyEndedBeforeItsLastReading() {
        CpuTimes cpu = new CpuTimes(0, 0, 0, 0, 0);
        // 16 load threads and 12 of the JVM's own at the window's start; only the 12 when the reading after it came
        ResourceReading start = new ResourceReading(0, 2, cpu,
                new HostCounters(0, null, 0, 0, 0, null),
                new DriverCounters(0, 28, null, 0), null);
        ResourceReading end = new ResourceReading(1_000_000_000L, 2, cpu,
                new HostCounters(0, null, 0, 0, 0, null),
                new DriverCounters(0, 12, null, 0), null);

        assertThat(ResourceUse.between(start, end).driver().threads()).isEqualTo(28);
    }

    @Test
    void readingsOutOfOrderAreRefused() {
        ResourceReading a = reading(5, new CpuTimes(0, 0, 0, 0, 0), 0, null);
        assertThatThrownBy(() -> ResourceUse.between(a, a)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aReadingBetweenTwoIsInterpolatedCounterByCounter() {
        ResourceReading a = new ResourceReading(0, 2, new CpuTimes(0, 0, 0, 0, 0),
                new HostCounters(0, 0L, 0, 0, 0, null),
                new DriverCounters(0, 10, 0L, 0), 0L);
        ResourceReading b = new ResourceReading(1_000_000_000L, 2, new CpuTimes(1_000, 400, 0, 0, 600),
                new HostCounters(800, 1_000L, 100, 200, 300, null),
                new DriverCounters(1_000_000_000L, 20, 40L, 10), 2_000L);

        ResourceReading quarter = a.interpolate(b, 250_000_000L);

        assertThat(quarter.nanos()).isEqualTo(250_000_000L);
        assertThat(quarter.hostCpu()).isEqualTo(new CpuTimes(250, 100, 0, 0, 150));
        assertThat(quarter.hostCounters().contextSwitches()).isEqualTo(200);
        assertThat(quarter.driver().cpuNanos()).isEqualTo(250_000_000L);
        assertThat(quarter.serverCpuMillis()).isEqualTo(500L);
        assertThat(quarter.driver().threads()).isEqualTo(10);
    }
}
