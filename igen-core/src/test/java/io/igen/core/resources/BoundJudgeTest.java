package io.igen.core.resources;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BoundJudgeTest {

    /** A 2-core host's second: user, system, iowait, idle cores; the driver's and the servers' cores. */
    private static ResourceUse second(double user, double system, double iowait, double idle, double driver,
                                      Double servers) {
        return new ResourceUse(1, 2, user, system, iowait, 0, idle, 20_000, 40.0, 0, 5_000_000, 0, driver, 50, 0.0, 0,
                servers);
    }

    @Test
    void aFullHostWhoseServersTookMostIsBoundByServerCpu() {
        Bound bound = BoundJudge.judge(second(1.5, 0.4, 0, 0.1, 0.6, 1.25), false);

        assertThat(bound.by()).isEqualTo(Bound.SERVER_CPU);
        assertThat(bound.evidence()).isEqualTo("1.90 of 2.00 cores busy: driver 0.60, servers 1.25, other 0.05, "
                + "steal 0.00");
    }

    @Test
    void aFullHostWhoseDriverTookMostIsBoundByDriverCpu() {
        assertThat(BoundJudge.judge(second(1.5, 0.4, 0, 0.1, 1.2, 0.6), false).by()).isEqualTo(Bound.DRIVER_CPU);
    }

    @Test
    void anEmbeddedDatabaseOnAFullHostIsTheDriversCpu() {
        Bound bound = BoundJudge.judge(second(1.8, 0.15, 0, 0.05, 1.9, null), true);

        assertThat(bound.by()).isEqualTo(Bound.DRIVER_CPU);
        assertThat(bound.evidence()).contains("driver 1.90 (database inside)");
    }

    @Test
    void iowaitOfATenthOfTheCpusIsIoWhateverTheBusyShare() {
        Bound bound = BoundJudge.judge(second(1.4, 0.3, 0.3, 0, 0.5, 1.2), false);

        assertThat(bound.by()).isEqualTo(Bound.IO);
        assertThat(bound.evidence()).isEqualTo("iowait 0.30 of 2.00 cores; disks read 0 kB/s, wrote 5.0 MB/s");
    }

    @Test
    void aHostWithCpuToSpareAndNoIoWaitFoundNothing() {
        Bound bound = BoundJudge.judge(second(0.8, 0.2, 0.1, 0.9, 0.3, 0.6), false);

        assertThat(bound.by()).isEqualTo(Bound.NONE_FOUND);
        assertThat(bound.evidence()).startsWith("0.90 of 2.00 cores idle, iowait 0.10");
    }

    @Test
    void ticksTheKernelCountedForNoKindAreCpuTheLevelCouldNotHave() {
        // 1.4 + 0.3 busy and 0.1 idle of 2 cores: 0.2 cores of the window were counted as nothing
        ResourceUse use = second(1.4, 0.3, 0, 0.1, 0.5, 1.1);

        assertThat(use.unaccountedCores()).isCloseTo(0.2, org.assertj.core.api.Assertions.within(1e-9));
        Bound bound = BoundJudge.judge(use, false);
        assertThat(bound.by()).isEqualTo(Bound.SERVER_CPU);
        assertThat(bound.evidence()).isEqualTo("1.90 of 2.00 cores busy: driver 0.50, servers 1.10, other 0.10, "
                + "steal 0.00, unaccounted 0.20");
    }

    @Test
    void serversThatCouldNotBeFoundAreSaidSo() {
        assertThat(BoundJudge.judge(second(1.6, 0.3, 0, 0.1, 0.9, null), false).evidence())
                .contains("servers not on this host or not found");
    }

    @Test
    void aDriverTakingMoreThanHalfTheHostIsAProblemOnlyWhenTheDatabaseIsElsewhere() {
        ResourceUse use = second(1.6, 0.3, 0, 0.1, 1.1, 0.8);

        assertThat(BoundJudge.driverSaturation(use, false)).hasValueSatisfying(problem -> assertThat(problem)
                .startsWith("the driver itself took 1.10 of the host's 2.00 cores, and runnable threads waited for a "
                        + "CPU 40 % of the time"));
        assertThat(BoundJudge.driverSaturation(use, true)).isEmpty();
        assertThat(BoundJudge.driverSaturation(second(1.6, 0.3, 0, 0.1, 0.9, 1.0), false)).isEmpty();
    }
}
