package io.igen.core.resources;

/**
 * The cumulative counters of the machine and of the processes that do the work, read at one instant. A counter this
 * host does not have is null.
 *
 * @param nanos              when it was read, on the runner's clock
 * @param host               the host's CPU time by kind
 * @param hostThreads        the host's hardware threads
 * @param contextSwitches    context switches since boot
 * @param cpuPressureMicros  {@code /proc/pressure/cpu} "some" total: microseconds during which some runnable task
 *                           waited for a CPU; null without pressure stall information
 * @param diskReadBytes      bytes read from the host's disks
 * @param diskWriteBytes     bytes written to them
 * @param networkBytes       bytes received and sent on the host's network interfaces (not loopback)
 * @param driverCpuNanos     CPU time of the driver's own process (this JVM)
 * @param driverThreads      live threads of the driver JVM
 * @param jitMillis          the JIT compilers' time so far; null when the JVM does not tell
 * @param gcMillis           garbage collections' time so far
 * @param serverCpuMillis    CPU time of the database server processes on this host (each listening process and its
 *                           descendants); null when the work has no server on this host
 * @param energyMicrojoules  energy the processor packages used (RAPL); null where the host does not tell
 */
public record ResourceReading(long nanos, CpuTimes host, int hostThreads, long contextSwitches, Long cpuPressureMicros,
                              long diskReadBytes, long diskWriteBytes, long networkBytes, long driverCpuNanos,
                              int driverThreads, Long jitMillis, long gcMillis, Long serverCpuMillis,
                              Long energyMicrojoules) {

    /** The counters at {@code at}, between this reading and a later one, assuming each grew evenly in between. */
    ResourceReading interpolate(ResourceReading later, long at) {
        double f = later.nanos == nanos ? 0 : (double) (at - nanos) / (later.nanos - nanos);
        return new ResourceReading(at,
                new CpuTimes(lerp(host.userMillis(), later.host.userMillis(), f),
                        lerp(host.systemMillis(), later.host.systemMillis(), f),
                        lerp(host.iowaitMillis(), later.host.iowaitMillis(), f),
                        lerp(host.stealMillis(), later.host.stealMillis(), f),
                        lerp(host.idleMillis(), later.host.idleMillis(), f)), later.hostThreads,
                lerp(contextSwitches, later.contextSwitches, f), lerp(cpuPressureMicros, later.cpuPressureMicros, f),
                lerp(diskReadBytes, later.diskReadBytes, f), lerp(diskWriteBytes, later.diskWriteBytes, f),
                lerp(networkBytes, later.networkBytes, f), lerp(driverCpuNanos, later.driverCpuNanos, f),
                f < 0.5 ? driverThreads : later.driverThreads, lerp(jitMillis, later.jitMillis, f),
                lerp(gcMillis, later.gcMillis, f), lerp(serverCpuMillis, later.serverCpuMillis, f),
                lerp(energyMicrojoules, later.energyMicrojoules, f));
    }

    private static long lerp(long a, long b, double f) {
        return a + Math.round((b - a) * f);
    }

    private static Long lerp(Long a, Long b, double f) {
        return a == null || b == null ? null : lerp(a.longValue(), b.longValue(), f);
    }
}
