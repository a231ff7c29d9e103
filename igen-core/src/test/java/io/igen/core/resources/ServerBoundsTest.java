package io.igen.core.resources;

import io.igen.core.resources.ResourceUse.DriverUse;
import io.igen.core.resources.ResourceUse.HostActivity;
import io.igen.core.resources.ResourceUse.HostCpu;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ServerBoundsTest {

    /** The driver's 2-core host, half idle, its disks quiet: nothing bounds it there. */
    private static final ResourceUse QUIET_DRIVER = new ResourceUse(10, new HostCpu(2, 0.8, 0.2, 0, 0, 1.0),
            new HostActivity(20_000, 5.0, 0, 0, 0, null), new DriverUse(0.9, 50, 0.0, 0), null);

    /** A server of 4 CPUs: its busy and iowait cores, disk vda busy share and await, memory available of 1000. */
    private static ServerUse server(double busy, double iowait, double diskBusy, double available) {
        return new ServerUse("db1:9100", 10, Map.of("cpu.user", busy, "cpu.iowait", iowait, "cpu.idle",
                4 - busy - iowait, "disk.vda.busySeconds", diskBusy, "disk.vda.ios", 400.0, "disk.vda.ioSeconds",
                2.0, "disk.vda.writeBytes", 3e6), Map.of("cpus", 4.0, "memory.availableBytes", available,
                "memory.totalBytes", 1000.0), List.of());
    }

    private static Bound judged(ServerUse... servers) {
        return BoundJudge.judge(QUIET_DRIVER, false, null, null, List.of(servers));
    }

    @Test
    void aServerDiskBusyNineTenthsOfTheWindowIsTheBoundWithItsAwait() {
        Bound bound = judged(server(1.0, 0.1, 0.95, 800));

        assertThat(bound.by()).isEqualTo(BoundBy.SERVER_DISK);
        assertThat(bound.evidence()).isEqualTo("server db1:9100: disk vda busy 95 % of the window, await 5.00 ms, read "
                + "0 kB/s, wrote 3.0 MB/s; iowait 0.10 of 4.00 cores");
        assertThat(judged(server(1.0, 0.1, 0.85, 800)).by()).as("85 % busy, CPUs waiting 2.5 %")
                .isEqualTo(BoundBy.NONE_FOUND);
        assertThat(judged(server(1.0, 0.4, 0.5, 800)).by()).as("a tenth of its CPUs in iowait")
                .isEqualTo(BoundBy.SERVER_DISK);
    }

    @Test
    void aServerWithoutMemoryIsBoundByItAndOneWithBusyCpusByItsCpu() {
        assertThat(judged(server(1.0, 0, 0.1, 40)).by()).isEqualTo(BoundBy.SERVER_MEMORY);
        Bound cpu = judged(server(3.7, 0, 0.1, 800));
        assertThat(cpu.by()).isEqualTo(BoundBy.SERVER_CPU);
        assertThat(cpu.evidence()).isEqualTo("server db1:9100: 3.70 of 4 cores busy (user 3.70, system 0.00, steal "
                + "0.00)");
    }

    @Test
    void theDriversFullHostComesBeforeTheServersCpuAndNothingFoundNamesTheServers() {
        ResourceUse busyDriver = new ResourceUse(10, new HostCpu(2, 1.8, 0.15, 0, 0, 0.05),
                new HostActivity(20_000, 5.0, 0, 0, 0, null), new DriverUse(1.9, 50, 0.0, 0), null);

        assertThat(BoundJudge.judge(busyDriver, false, null, null, List.of(server(3.7, 0, 0.1, 800))).by())
                .isEqualTo(BoundBy.DRIVER_CPU);
        assertThat(judged(server(1.0, 0, 0.1, 800)).evidence()).endsWith("; server db1:9100: 1.00 of 4 cores busy, "
                + "disk vda busy 10 % of the window, await 5.00 ms, read 0 kB/s, wrote 3.0 MB/s");
    }

    @Test
    void withoutTheDriversHostTheServersAreJudgedAlone() {
        assertThat(ServerBounds.alone(List.of(server(1.0, 0, 0.95, 800))).by()).isEqualTo(BoundBy.SERVER_DISK);
        assertThat(ServerBounds.alone(List.of(server(3.8, 0, 0.1, 800))).by()).isEqualTo(BoundBy.SERVER_CPU);
        assertThat(ServerBounds.alone(List.of(server(1.0, 0, 0.1, 800))).by()).isEqualTo(BoundBy.NONE_FOUND);
    }
}
