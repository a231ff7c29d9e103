package io.igen.core.resources;

import io.igen.core.resources.ResourceUse.DriverUse;
import io.igen.core.resources.ResourceUse.HostActivity;
import io.igen.core.resources.ResourceUse.HostCpu;
import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BoundJudgeTest {

    /** A 2-core host's second: user, system, iowait, idle cores; the driver's and the servers' cores. */
    private static ResourceUse second(double user, double system, double iowait, double idle, double driver,
                                      Double servers) {
        return new ResourceUse(1, new HostCpu(2, user, system, iowait, 0, idle),
                new HostActivity(20_000, 40.0, 0, 5_000_000, 0, null),
                new DriverUse(driver, 50, 0.0, 0), servers);
    }

    @Test
    void serversPinnedToOneOfTwoCpusAreBoundAtThatCpuWhileTheHostHasCpuToSpare() {
        // issue 43's run: PostgreSQL's postmaster pinned to CPU 0, 16 clients: serverCores 0.958, the host 0.7 idle
        ResourceUse pinned = second(1.15, 0.15, 0, 0.7, 0.3, 0.958);
        CpuAllowance oneCpu = new CpuAllowance(1.0, "affinity (CPU 0)");

        Bound bound = BoundJudge.judge(pinned, false, null, oneCpu);

        assertThat(bound.by()).isEqualTo(BoundBy.SERVER_CPU);
        assertThat(bound.evidence()).isEqualTo("servers 0.96 of the 1.00 cores allowed them by affinity (CPU 0); host "
                + "1.30 of 2.00 cores busy: driver 0.30, servers 0.96, other 0.04, steal 0.00");
        assertThat(BoundJudge.judge(pinned, false, null, null).by()).as("limits not known: as before")
                .isEqualTo(BoundBy.NONE_FOUND);
    }

    @Test
    void serversBelowTheirQuotaAreNotTheBoundAndAnEmbeddedDatabaseHasNoServerLimit() {
        CpuAllowance quota = new CpuAllowance(1.5, "the CPU quota of cgroup /docker/3f2a");

        assertThat(BoundJudge.judge(second(1.0, 0.2, 0, 0.8, 0.3, 1.34), false, null, quota).by())
                .as("1.34 of 1.50: below 90 %").isEqualTo(BoundBy.NONE_FOUND);
        assertThat(BoundJudge.judge(second(1.1, 0.2, 0, 0.7, 0.3, 1.36), false, null, quota).evidence())
                .startsWith("servers 1.36 of the 1.50 cores allowed them by the CPU quota of cgroup /docker/3f2a; host");
        assertThat(BoundJudge.judge(second(1.1, 0.2, 0, 0.7, 1.3, null), true, null, quota).by())
                .isEqualTo(BoundBy.NONE_FOUND);
    }

    @Test
    void aFullHostWhoseServersTookMostIsBoundByServerCpu() {
        Bound bound = BoundJudge.judge(second(1.5, 0.4, 0, 0.1, 0.6, 1.25), false, null, null);

        assertThat(bound.by()).isEqualTo(BoundBy.SERVER_CPU);
        assertThat(bound.evidence()).isEqualTo("1.90 of 2.00 cores busy: driver 0.60, servers 1.25, other 0.05, steal "
                + "0.00");
    }

    @Test
    void aFullHostWhoseDriverTookMostIsBoundByDriverCpu() {
        assertThat(BoundJudge.judge(second(1.5, 0.4, 0, 0.1, 1.2, 0.6), false, null, null).by()).isEqualTo(BoundBy.DRIVER_CPU);
    }

    @Test
    void anEmbeddedDatabaseOnAFullHostIsTheDriversCpu() {
        Bound bound = BoundJudge.judge(second(1.8, 0.15, 0, 0.05, 1.9, null), true, null, null);

        assertThat(bound.by()).isEqualTo(BoundBy.DRIVER_CPU);
        assertThat(bound.evidence()).contains("driver 1.90 (the work runs in it)");
    }

    @Test
    void iowaitOfATenthOfTheCpusIsIoWhateverTheBusyShare() {
        Bound bound = BoundJudge.judge(second(1.4, 0.3, 0.3, 0, 0.5, 1.2), false, null, null);

        assertThat(bound.by()).isEqualTo(BoundBy.IO);
        assertThat(bound.evidence()).isEqualTo("iowait 0.30 of 2.00 cores; disks read 0 kB/s, wrote 5.0 MB/s");
    }

    @Test
    void aHostWithCpuToSpareAndNoIoWaitFoundNothing() {
        Bound bound = BoundJudge.judge(second(0.8, 0.2, 0.1, 0.9, 0.3, 0.6), false, null, null);

        assertThat(bound.by()).isEqualTo(BoundBy.NONE_FOUND);
        assertThat(bound.evidence()).startsWith("0.90 of 2.00 cores idle, iowait 0.10");
    }

    @Test
    void ticksTheKernelCountedForNoKindAreCpuTheLevelCouldNotHave() {
        // 1.4 + 0.3 busy and 0.1 idle of 2 cores: 0.2 cores of the window were counted as nothing
        ResourceUse use = second(1.4, 0.3, 0, 0.1, 0.5, 1.1);

        assertThat(use.hostCpu().unaccountedCores()).isCloseTo(0.2, org.assertj.core.api.Assertions.within(1e-9));
        Bound bound = BoundJudge.judge(use, false, null, null);
        assertThat(bound.by()).isEqualTo(BoundBy.SERVER_CPU);
        assertThat(bound.evidence()).isEqualTo("1.90 of 2.00 cores busy: driver 0.50, servers 1.10, other 0.10, steal "
                + "0.00, unaccounted 0.20");
    }

    @Test
    void serversThatCouldNotBeFoundAreSaidSo() {
        assertThat(BoundJudge.judge(second(1.6, 0.3, 0, 0.1, 0.9, null), false, null, null).evidence())
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

    @Test
    void aDriverCostingMoreThanHalfTheServersCpuPerOperationIsWarnedOf() {
        // the 16-client PostgreSQL level of the lab note: driver 0.50, server 1.30 cores: 0.38, no warning
        assertThat(BoundJudge.driverCost(second(1.6, 0.3, 0, 0.1, 0.5, 1.3), false)).isEmpty();
        // a driver at 0.8 against a server at 1.0: 0.80 of the server's CPU per operation
        assertThat(BoundJudge.driverCost(second(1.6, 0.3, 0, 0.1, 0.8, 1.0), false)).hasValue("the driver took 0.80 of "
                + "the servers' CPU per operation (0.80 against 1.00 cores), above 0.50, more than a C client costs on "
                + "this workload: fewer load threads per core, --load-threads virtual with many threads per core (Java "
                + "21+), or the driver on another host");
        // embedded: the driver is the server; elsewhere: the server's CPU is not seen
        assertThat(BoundJudge.driverCost(second(1.6, 0.3, 0, 0.1, 0.8, 1.0), true)).isEmpty();
        // one client: 0.3 driver against 0.5 server cores, 1.2 of 2 cores idle: the driver took nothing from the server
        assertThat(BoundJudge.driverCost(second(0.5, 0.3, 0, 1.2, 0.3, 0.5), false)).isEmpty();
        assertThat(BoundJudge.driverCost(second(1.6, 0.3, 0, 0.1, 0.8, null), false)).isEmpty();
        // 0.4 of the driver's 0.8 cores compiling: 0.4 against 1.0, no warning
        ResourceUse compiling = new ResourceUse(2, new HostCpu(2, 1.6, 0.3, 0, 0, 0.1),
                new HostActivity(20_000, 40.0, 0, 0, 0, null),
                new DriverUse(0.8, 40, 800.0, 0), 1.0);
        assertThat(BoundJudge.driverCost(compiling, false)).isEmpty();
    }

    @Test
    void jitCompilationInTheWindowIsNotTheDriversWork() {
        // a cold JVM's 1 s window: 1.29 driver cores, 777 ms of them compiling
        ResourceUse cold = new ResourceUse(1, new HostCpu(2, 1.37, 0.36, 0.05, 0.01, 0.16),
                new HostActivity(20_000, 58.5, 0, 0, 0, null),
                new DriverUse(1.29, 40, 777.0, 0), 0.44);
        ResourceUse busy = new ResourceUse(2, new HostCpu(2, 1.6, 0.3, 0, 0, 0.1),
                new HostActivity(20_000, 40.0, 0, 0, 0, null),
                new DriverUse(1.4, 40, 400.0, 0), 0.4);

        assertThat(BoundJudge.driverSaturation(cold, false)).isEmpty();
        assertThat(BoundJudge.driverSaturation(busy, false)).hasValueSatisfying(problem -> assertThat(problem)
                .startsWith("the driver itself took 1.40 of the host's 2.00 cores (0.20 of them compiling), and "));
    }

    /** {@code count} samples of the given sessions each. */
    private static SessionWaits sampled(int count, SessionState... sessions) {
        SessionWaits waits = SessionWaits.NONE;
        for (int i = 0; i < count; i++) {
            waits = waits.plus(SessionWaits.ofSample(List.of(sessions)));
        }
        return waits;
    }

    private static final SessionState ON_CPU = new SessionState(WaitClass.CPU, "CPU");

    @Test
    void sessionsWaitingForALockATenthOfTheTimeAreLockWaitsEvenOnAFullHost() {
        // 8 sessions, one of them held by a table lock in every sample: 12.5 % Lock
        SessionWaits waits = sampled(10, new SessionState(WaitClass.LOCK, "Lock:relation"), ON_CPU, ON_CPU, ON_CPU,
                ON_CPU, ON_CPU, ON_CPU, ON_CPU);

        Bound bound = BoundJudge.judge(second(1.5, 0.4, 0, 0.1, 0.6, 1.25), false, waits, null);

        assertThat(bound.by()).isEqualTo(BoundBy.LOCK_WAITS);
        assertThat(bound.evidence()).isEqualTo("12.5 % of the sampled sessions waited for a lock; sessions: CPU 87.5 "
                + "%, Lock:relation 12.5 %");
    }

    @Test
    void fewerLockWaitsLeaveTheCpuJudgmentWithTheSessionsAsEvidence() {
        SessionWaits waits = sampled(10, new SessionState(WaitClass.LOCK, "Lock:transactionid"), ON_CPU, ON_CPU,
                ON_CPU, ON_CPU, ON_CPU, ON_CPU, ON_CPU, ON_CPU, ON_CPU, ON_CPU);

        Bound bound = BoundJudge.judge(second(1.5, 0.4, 0, 0.1, 0.6, 1.25), false, waits, null);

        assertThat(bound.by()).isEqualTo(BoundBy.SERVER_CPU);
        assertThat(bound.evidence()).endsWith("; sessions: CPU 90.9 %, Lock:transactionid 9.1 %");
    }

    @Test
    void sessionsWaitingForStorageAFifthOfTheTimeAreIoThoughThisHostShowsNoIowait() {
        // the database is on another host: its disks' waits show only in its sessions
        SessionWaits waits = sampled(5, new SessionState(WaitClass.IO, "IO:DataFileRead"), ON_CPU, ON_CPU, ON_CPU);

        Bound bound = BoundJudge.judge(second(0.4, 0.1, 0, 1.5, 0.4, null), false, waits, null);

        assertThat(bound.by()).isEqualTo(BoundBy.IO);
        assertThat(bound.evidence()).contains("sessions: CPU 75.0 %, IO:DataFileRead 25.0 %");
    }
}
