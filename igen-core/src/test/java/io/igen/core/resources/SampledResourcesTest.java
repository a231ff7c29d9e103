package io.igen.core.resources;

import io.igen.core.resources.ResourceReading.DriverCounters;
import io.igen.core.resources.ResourceReading.HostCounters;
import io.igen.core.workload.ServerSide;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SampledResourcesTest {

    /** A 2-core host whose driver uses 0.75 cores and whose servers use 1.0, evenly; every counter grows with time. */
    private static ResourceReading evenUse(long nanos) {
        long millis = nanos / 1_000_000L;
        return new ResourceReading(nanos, 2, new CpuTimes(millis * 3 / 2, millis / 4, 0, 0, millis / 4),
                new HostCounters(millis * 10, millis * 100, 0, millis * 1_000, 0, null),
                new DriverCounters(nanos * 3 / 4, 12, millis / 100, millis / 50), millis);
    }

    @Test
    void aWindowBetweenReadingsGetsTheCountersAtItsEdges() {
        AtomicLong clock = new AtomicLong(0);
        SampledResources resources = new SampledResources(servers -> new SampledResources.ProbeWithServers(
                SampledResourcesTest::evenUse, List.of("port 5433: nothing listens on this host"),
                Optional.of("no RAPL here"), new ServerLimits(() -> Optional.of(new CpuAllowance(1, "affinity (CPU 0)")),
                List.of("port 5432: postgres: CPU 0 (1 of 2, affinity), no CPU quota"))), clock::get);
        assertThat(resources.serverLimits()).as("before it starts").isEmpty();

        assertThat(resources.start(ServerSide.servers(Set.of(5432, 5433)), second -> { }))
                .containsExactly("port 5433: nothing listens on this host");
        assertThat(resources.serverLimits()).containsExactly("port 5432: postgres: CPU 0 (1 of 2, affinity), no CPU "
                + "quota");
        assertThat(resources.serverAllowance()).hasValue(new CpuAllowance(1, "affinity (CPU 0)"));
        resources.close();
        // the window 0.3 s .. 2.8 s; the readings taken on demand, at 5 s
        clock.set(5_000_000_000L);
        ResourceUse use = resources.between(300_000_000L, 2_800_000_000L).orElseThrow();

        assertThat(use.seconds()).isCloseTo(2.5, within(1e-9));
        assertThat(use.driver().cores()).isCloseTo(0.75, within(1e-6));
        assertThat(use.serverCores()).isCloseTo(1.0, within(1e-3));
        assertThat(use.hostCpu().userCores()).isCloseTo(1.5, within(1e-3));
        assertThat(use.hostCpu().cores()).isCloseTo(2.0, within(1e-3));
        assertThat(use.hostActivity().diskWriteBytesPerSecond()).isCloseTo(1e6, within(1.0));
        assertThat(resources.readings()).hasSize(2);
    }

    @Test
    @Tag("slow")
    void everySecondIsToldWhatItUsed() throws Exception {
        BlockingQueue<ResourceUse> seconds = new LinkedBlockingQueue<>();
        try (SampledResources resources = new SampledResources(servers -> new SampledResources.ProbeWithServers(
                SampledResourcesTest::evenUse, List.of(), Optional.empty(), ServerLimits.NONE), System::nanoTime)) {
            resources.start(ServerSide.IN_PROCESS, seconds::add);

            ResourceUse first = seconds.poll(5, TimeUnit.SECONDS);

            assertThat(first).isNotNull();
            assertThat(first.seconds()).isCloseTo(1.0, within(0.5));
            assertThat(first.driver().cores()).isCloseTo(0.75, within(0.01));
        }
    }

    @Test
    void theOffMonitorHasNothingToSay() {
        assertThat(ResourceMonitor.OFF.start(ServerSide.IN_PROCESS, second -> { })).isEmpty();
        assertThat(ResourceMonitor.OFF.between(0, 1_000)).isEmpty();
    }

    @Test
    @Tag("slow")
    void thisHostReadsAsAHostWithItsOwnCoresAndThisJvm() throws Exception {
        try (SampledResources resources = SampledResources.ofThisHost()) {
            assertThat(resources.start(ServerSide.IN_PROCESS, second -> { })).isEmpty();
            long start = System.nanoTime();
            long spinUntil = start + 300_000_000L;
            long spins = 0;
            while (System.nanoTime() < spinUntil) {
                spins++;
            }
            ResourceUse use = resources.between(start, System.nanoTime()).orElseThrow();
            int cores = Runtime.getRuntime().availableProcessors();

            assertThat(spins).isPositive();
            assertThat(use.hostCpu().cores()).as("every kind of CPU time together").isBetween(0.5 * cores, 1.5 * cores);
            assertThat(use.driver().cores()).as("this JVM spun one thread").isBetween(0.1, cores + 0.5);
            assertThat(use.driver().threads()).isGreaterThan(1);
            assertThat(use.serverCores()).isNull();
        }
    }
}
