package io.igen.core.resources;

/**
 * What the machine and the work's processes used between two readings, as rates. Cores are CPU seconds per second
 * (2.0 on a busy 2-core host); a figure the host does not have is null.
 *
 * @param seconds                   length of the span
 * @param hostThreads               the host's hardware threads: its capacity in cores
 * @param userCores                 host CPU in user mode (nice included)
 * @param systemCores               host CPU in the kernel (interrupts included)
 * @param iowaitCores               host CPU idle while a disk request was outstanding
 * @param stealCores                CPU the hypervisor gave to other guests
 * @param idleCores                 host CPU idle
 * @param contextSwitchesPerSecond  the host's context switches
 * @param cpuPressurePercent        share of the span in which some runnable task waited for a CPU
 * @param diskReadBytesPerSecond    bytes read from the host's disks
 * @param diskWriteBytesPerSecond   bytes written to them
 * @param networkBytesPerSecond     bytes in and out of the host's network interfaces (not loopback)
 * @param driverCores               the driver JVM's CPU
 * @param driverThreads             the driver JVM's live platform threads, the more of the span's two ends: a level's
 *                                  load threads have often ended when its window's last reading is taken
 * @param jitMillis                 JIT compilation time in the span (summed over compiler threads)
 * @param gcMillis                  garbage-collection time in the span
 * @param serverCores               the database server processes' CPU on this host
 * @param watts                     the processor packages' power (RAPL); null where the host does not tell
 */
public record ResourceUse(double seconds, int hostThreads, double userCores, double systemCores, double iowaitCores, double stealCores,
                          double idleCores, double contextSwitchesPerSecond, Double cpuPressurePercent,
                          double diskReadBytesPerSecond, double diskWriteBytesPerSecond, double networkBytesPerSecond,
                          double driverCores, int driverThreads, Double jitMillis, double gcMillis, Double serverCores,
                          Double watts) {

    /** The use from {@code earlier} to {@code later}. */
    public static ResourceUse between(ResourceReading earlier, ResourceReading later) {
        double seconds = (later.nanos() - earlier.nanos()) / 1e9;
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("readings must be apart in time, the later one last");
        }
        CpuTimes cpu = later.host().minus(earlier.host());
        double millis = 1000 * seconds;
        return new ResourceUse(seconds, later.hostThreads(), cpu.userMillis() / millis, cpu.systemMillis() / millis,
                cpu.iowaitMillis() / millis, cpu.stealMillis() / millis, cpu.idleMillis() / millis,
                (later.contextSwitches() - earlier.contextSwitches()) / seconds,
                earlier.cpuPressureMicros() == null || later.cpuPressureMicros() == null ? null
                        : Math.min(100, (later.cpuPressureMicros() - earlier.cpuPressureMicros()) / (1e4 * seconds)),
                (later.diskReadBytes() - earlier.diskReadBytes()) / seconds,
                (later.diskWriteBytes() - earlier.diskWriteBytes()) / seconds,
                (later.networkBytes() - earlier.networkBytes()) / seconds,
                (later.driverCpuNanos() - earlier.driverCpuNanos()) / (1e9 * seconds),
                Math.max(earlier.driverThreads(), later.driverThreads()),
                earlier.jitMillis() == null || later.jitMillis() == null ? null
                        : (double) (later.jitMillis() - earlier.jitMillis()),
                later.gcMillis() - earlier.gcMillis(),
                earlier.serverCpuMillis() == null || later.serverCpuMillis() == null ? null
                        : (later.serverCpuMillis() - earlier.serverCpuMillis()) / millis,
                earlier.energyMicrojoules() == null || later.energyMicrojoules() == null ? null
                        : (later.energyMicrojoules() - earlier.energyMicrojoules()) / (1e6 * seconds));
    }

    /** The host's capacity in cores: its hardware threads. */
    public double hostCores() {
        return hostThreads;
    }

    /**
     * CPU time the kernel counted for no kind: the hardware threads times the span, less every kind together. In a
     * virtual machine ticks go missing (this project's Firecracker VM: none with one CPU burner, 3 % of the host's
     * time with a burner beside a thread waking every millisecond); the guest cannot tell a virtual CPU the hypervisor
     * did not run from a tick its accounting lost, and counts it as CPU the work could not have, like steal.
     */
    public double unaccountedCores() {
        return Math.max(0, hostThreads - (userCores + systemCores + iowaitCores + stealCores + idleCores));
    }

    /** Host CPU neither the driver nor the servers used: other processes, and the kernel's work for nobody in particular. */
    public double otherCores() {
        double busy = userCores + systemCores;
        return Math.max(0, busy - driverCores - (serverCores == null ? 0 : serverCores));
    }
}
