package io.igen.core.resources;

/**
 * What the machine and the work's processes used between two readings, as rates. Cores are CPU seconds per second
 * (2.0 on a busy 2-core host); a figure the host does not have is null.
 *
 * @param seconds      length of the span
 * @param hostCpu      the host's CPU by kind
 * @param hostActivity the host's scheduler, disks, network and power
 * @param driver       the driver JVM's CPU, threads, JIT and GC
 * @param serverCores  the database server processes' CPU on this host; null when the work has none here
 */
public record ResourceUse(double seconds, HostCpu hostCpu, HostActivity hostActivity, DriverUse driver,
                          Double serverCores) {

    /** The use from {@code earlier} to {@code later}. */
    public static ResourceUse between(ResourceReading earlier, ResourceReading later) {
        double seconds = (later.nanos() - earlier.nanos()) / 1e9;
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("readings must be apart in time, the later one last");
        }
        return new ResourceUse(seconds, HostCpu.between(earlier, later, seconds),
                HostActivity.between(earlier.hostCounters(), later.hostCounters(), seconds),
                DriverUse.between(earlier.driver(), later.driver(), seconds),
                growth(earlier.serverCpuMillis(), later.serverCpuMillis(), 1000 * seconds));
    }

    /** How much a counter grew, divided by {@code per}; null when either reading lacks it. */
    private static Double growth(Long earlier, Long later, double per) {
        return earlier == null || later == null ? null : (later - earlier) / per;
    }

    /** Host CPU neither the driver nor the servers used: other processes, and the kernel's work for nobody in particular. */
    public double otherCores() {
        double busy = hostCpu.userCores() + hostCpu.systemCores();
        return Math.max(0, busy - driver.cores() - (serverCores == null ? 0 : serverCores));
    }

    /**
     * The host's CPU time by kind, in cores.
     *
     * @param threads     the host's hardware threads: its capacity in cores
     * @param userCores   CPU in user mode (nice included)
     * @param systemCores CPU in the kernel (interrupts included)
     * @param iowaitCores CPU idle while a disk request was outstanding
     * @param stealCores  CPU the hypervisor gave to other guests
     * @param idleCores   CPU idle
     */
    public record HostCpu(int threads, double userCores, double systemCores, double iowaitCores, double stealCores,
                          double idleCores) {

        static HostCpu between(ResourceReading earlier, ResourceReading later, double seconds) {
            CpuTimes cpu = later.hostCpu().minus(earlier.hostCpu());
            double millis = 1000 * seconds;
            return new HostCpu(later.hostThreads(), cpu.userMillis() / millis, cpu.systemMillis() / millis,
                    cpu.iowaitMillis() / millis, cpu.stealMillis() / millis, cpu.idleMillis() / millis);
        }

        /** The host's capacity in cores: its hardware threads. */
        public double cores() {
            return threads;
        }

        /**
         * CPU time the kernel counted for no kind: the hardware threads times the span, less every kind together. In a
         * virtual machine ticks go missing (this project's Firecracker VM: none with one CPU burner, 3 % of the host's
         * time with a burner beside a thread waking every millisecond); the guest cannot tell a virtual CPU the
         * hypervisor did not run from a tick its accounting lost, and counts it as CPU the work could not have, like
         * steal.
         */
        public double unaccountedCores() {
            return Math.max(0, threads - (userCores + systemCores + iowaitCores + stealCores + idleCores));
        }

        /** The CPU that did work or was taken from the work: user, system, steal and unaccounted. */
        public double busyCores() {
            return userCores + systemCores + stealCores + unaccountedCores();
        }
    }

    /**
     * What the host did besides computing, per second.
     *
     * @param contextSwitchesPerSecond the host's context switches
     * @param cpuPressurePercent       share of the span in which some runnable task waited for a CPU; null without
     *                                 pressure stall information
     * @param diskReadBytesPerSecond   bytes read from the host's disks
     * @param diskWriteBytesPerSecond  bytes written to them
     * @param networkBytesPerSecond    bytes in and out of the host's network interfaces (not loopback)
     * @param watts                    the processor packages' power (RAPL); null where the host does not tell
     */
    public record HostActivity(double contextSwitchesPerSecond, Double cpuPressurePercent,
                               double diskReadBytesPerSecond, double diskWriteBytesPerSecond,
                               double networkBytesPerSecond, Double watts) {

        static HostActivity between(ResourceReading.HostCounters earlier, ResourceReading.HostCounters later,
                                    double seconds) {
            Double pressurePercent = growth(earlier.cpuPressureMicros(), later.cpuPressureMicros(), 1e4 * seconds);
            return new HostActivity((later.contextSwitches() - earlier.contextSwitches()) / seconds,
                    pressurePercent == null ? null : Math.min(100, pressurePercent),
                    (later.diskReadBytes() - earlier.diskReadBytes()) / seconds,
                    (later.diskWriteBytes() - earlier.diskWriteBytes()) / seconds,
                    (later.networkBytes() - earlier.networkBytes()) / seconds,
                    growth(earlier.energyMicrojoules(), later.energyMicrojoules(), 1e6 * seconds));
        }
    }

    /**
     * What the driver JVM used.
     *
     * @param cores     its CPU
     * @param threads   its live platform threads, the more of the span's two ends: a level's load threads have often
     *                  ended when its window's last reading is taken
     * @param jitMillis JIT compilation time in the span (summed over compiler threads); null when the JVM does not tell
     * @param gcMillis  garbage-collection time in the span
     */
    public record DriverUse(double cores, int threads, Double jitMillis, double gcMillis) {

        static DriverUse between(ResourceReading.DriverCounters earlier, ResourceReading.DriverCounters later,
                                 double seconds) {
            return new DriverUse((later.cpuNanos() - earlier.cpuNanos()) / (1e9 * seconds),
                    Math.max(earlier.threads(), later.threads()),
                    growth(earlier.jitMillis(), later.jitMillis(), 1),
                    later.gcMillis() - earlier.gcMillis());
        }

        /** The cores the JIT compilers took in a span this long: the end of the warm-up, not work per operation. */
        public double compilingCores(double seconds) {
            return jitMillis == null ? 0 : Math.max(0, jitMillis / (1000 * seconds));
        }
    }
}
