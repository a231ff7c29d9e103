package io.igen.core.resources;

import com.sun.management.OperatingSystemMXBean;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.CentralProcessor.TickType;
import oshi.hardware.HWDiskStore;
import oshi.hardware.NetworkIF;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * Reads this host and this JVM: OSHI for the host's CPU ticks, context switches, disks and network interfaces,
 * {@code /proc/pressure/cpu} for CPU pressure (OSHI has no PSI), JMX for the JVM's CPU, threads and GC time, {@link CompilerCpu} for its JIT compilers' CPU, and
 * {@link ServerProcesses} for the database servers on this host, {@link RaplEnergy} for the processors' energy.
 */
final class HostProbe implements ResourceProbe {

    private final CentralProcessor processor;
    private final List<HWDiskStore> disks;
    private final List<NetworkIF> interfaces;
    private final OperatingSystemMXBean jvmOs;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    private final ServerProcesses servers;
    private final RaplEnergy energy;

    HostProbe(SystemInfo system, ServerProcesses servers, RaplEnergy energy) {
        this.processor = system.getHardware().getProcessor();
        this.disks = system.getHardware().getDiskStores();
        this.interfaces = system.getHardware().getNetworkIFs(false);
        this.jvmOs = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        this.servers = servers;
        this.energy = energy;
    }

    @Override
    public ResourceReading read(long nanos) {
        long[] ticks = processor.getSystemCpuLoadTicks();
        CpuTimes cpu = new CpuTimes(ticks[TickType.USER.getIndex()] + ticks[TickType.NICE.getIndex()],
                ticks[TickType.SYSTEM.getIndex()] + ticks[TickType.IRQ.getIndex()] + ticks[TickType.SOFTIRQ.getIndex()],
                ticks[TickType.IOWAIT.getIndex()], ticks[TickType.STEAL.getIndex()], ticks[TickType.IDLE.getIndex()]);
        long read = 0;
        long written = 0;
        for (HWDiskStore disk : disks) {
            disk.updateAttributes();
            read += disk.getReadBytes();
            written += disk.getWriteBytes();
        }
        long network = 0;
        for (NetworkIF nic : interfaces) {
            nic.updateAttributes();
            network += nic.getBytesRecv() + nic.getBytesSent();
        }
        long gc = 0;
        for (GarbageCollectorMXBean collector : collectors) {
            gc += Math.max(0, collector.getCollectionTime());
        }
        Long jit = CompilerCpu.JVM.totalMillis();
        ResourceReading.HostCounters host = new ResourceReading.HostCounters(processor.getContextSwitches(),
                CpuPressure.someTotalMicros(CpuPressure.FILE), read, written, network, energy.totalMicrojoules());
        ResourceReading.DriverCounters driver = new ResourceReading.DriverCounters(jvmOs.getProcessCpuTime(),
                threads.getThreadCount(), jit, gc);
        return new ResourceReading(nanos, processor.getLogicalProcessorCount(), cpu, host, driver, servers.cpuMillis());
    }
}
