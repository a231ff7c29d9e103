package io.igen.core.resources;

/**
 * The cumulative counters of the machine and of the processes that do the work, read at one instant. A counter this
 * host does not have is null.
 *
 * @param nanos           when it was read, on the runner's clock
 * @param hostThreads     the host's hardware threads
 * @param hostCpu         the host's CPU time by kind
 * @param hostCounters    the host's scheduler, disk, network and energy counters
 * @param driver          the driver's own process (this JVM)
 * @param serverCpuMillis CPU time of the database server processes on this host (each listening process and its
 *                        descendants); null when the work has no server on this host
 */
public record ResourceReading(long nanos, int hostThreads, CpuTimes hostCpu, HostCounters hostCounters,
                              DriverCounters driver, Long serverCpuMillis) {

    /**
     * The host's counters besides CPU time, each since boot (or since the counter started).
     *
     * @param contextSwitches   context switches
     * @param cpuPressureMicros {@code /proc/pressure/cpu} "some" total: microseconds during which some runnable task
     *                          waited for a CPU; null without pressure stall information
     * @param diskReadBytes     bytes read from the host's disks
     * @param diskWriteBytes    bytes written to them
     * @param networkBytes      bytes received and sent on the host's network interfaces (not loopback)
     * @param energyMicrojoules energy the processor packages used (RAPL); null where the host does not tell
     */
    public record HostCounters(long contextSwitches, Long cpuPressureMicros, long diskReadBytes, long diskWriteBytes,
                               long networkBytes, Long energyMicrojoules) {

        HostCounters interpolate(HostCounters later, double f) {
            return new HostCounters(lerp(contextSwitches, later.contextSwitches, f),
                    lerp(cpuPressureMicros, later.cpuPressureMicros, f), lerp(diskReadBytes, later.diskReadBytes, f),
                    lerp(diskWriteBytes, later.diskWriteBytes, f), lerp(networkBytes, later.networkBytes, f),
                    lerp(energyMicrojoules, later.energyMicrojoules, f));
        }
    }

    /**
     * The driver JVM's counters.
     *
     * @param cpuNanos  CPU time of the driver's process
     * @param threads   its live threads (not a counter: the number at the instant)
     * @param jitMillis the JIT compilers' time so far; null when the JVM does not tell
     * @param gcMillis  garbage collections' time so far
     */
    public record DriverCounters(long cpuNanos, int threads, Long jitMillis, long gcMillis) {

        DriverCounters interpolate(DriverCounters later, double f) {
            return new DriverCounters(lerp(cpuNanos, later.cpuNanos, f), f < 0.5 ? threads : later.threads,
                    lerp(jitMillis, later.jitMillis, f), lerp(gcMillis, later.gcMillis, f));
        }
    }

    /** The counters at {@code at}, between this reading and a later one, assuming each grew evenly in between. */
    ResourceReading interpolate(ResourceReading later, long at) {
        double f = later.nanos == nanos ? 0 : (double) (at - nanos) / (later.nanos - nanos);
        CpuTimes cpu = new CpuTimes(lerp(hostCpu.userMillis(), later.hostCpu.userMillis(), f),
                lerp(hostCpu.systemMillis(), later.hostCpu.systemMillis(), f),
                lerp(hostCpu.iowaitMillis(), later.hostCpu.iowaitMillis(), f),
                lerp(hostCpu.stealMillis(), later.hostCpu.stealMillis(), f),
                lerp(hostCpu.idleMillis(), later.hostCpu.idleMillis(), f));
        return new ResourceReading(at, later.hostThreads, cpu, hostCounters.interpolate(later.hostCounters, f),
                driver.interpolate(later.driver, f), lerp(serverCpuMillis, later.serverCpuMillis, f));
    }

    private static long lerp(long a, long b, double f) {
        return a + Math.round((b - a) * f);
    }

    private static Long lerp(Long a, Long b, double f) {
        return a == null || b == null ? null : lerp(a.longValue(), b.longValue(), f);
    }
}
