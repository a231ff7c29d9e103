package io.igen.core.resources;

import io.igen.core.resources.ResourceUse.HostCpu;
import io.igen.core.workload.WaitClass;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Judges what bounded a level from what its window used. The rules, in this order (docs/resources.md):
 * <ol>
 *   <li><b>server disk</b>, where the servers' exporters are read ({@link ServerBounds}).</li>
 *   <li><b>I/O</b> when the host's CPUs waited for the disks (iowait) for at least {@value #IO_WAIT_SHARE} of their
 *       time: the work was waiting for storage, whoever asked for it; or when the work's database sessions, sampled,
 *       waited for storage in at least {@value #SESSION_IO_SHARE} of the samples (a server on another host).</li>
 *   <li><b>lock waits</b> when the work's sessions waited for a lock in at least {@value #SESSION_LOCK_SHARE} of the
 *       samples: transactions queued behind each other, whatever the CPUs did meanwhile.</li>
 *   <li><b>server memory</b>, where the servers' exporters are read ({@link ServerBounds}).</li>
 *   <li><b>server CPU</b> when the database servers on this host may use fewer CPUs than it has (their affinity or
 *       cpuset, their cgroup's CPU quota: {@link CpuAllowance}) and used at least {@value #BUSY_SHARE} of what they
 *       may: a server pinned to one of two CPUs is saturated while the host looks half idle.</li>
 *   <li><b>CPU</b> when the host's CPUs were at least {@value #BUSY_SHARE} busy (user, system, steal and unaccounted):
 *       <b>server CPU</b> when the database servers on this host used more of it than the driver, <b>driver CPU</b>
 *       otherwise (with an embedded database, the driver's process is the database).</li>
 *   <li><b>server CPU</b> when a server's own CPUs were busy, where its exporter is read ({@link ServerBounds}).</li>
 *   <li><b>none found</b> otherwise: the host had CPU to spare and did not wait for its disks, so the level waited on
 *       something else (locks, the network, a server on another host, think time).</li>
 * </ol>
 * Steal is counted as busy: CPU the hypervisor gave to another guest is CPU this level could not have; so is CPU time
 * the kernel counted for no kind ({@link ResourceUse.HostCpu#unaccountedCores()}).
 */
public final class BoundJudge {

    /** Share of the host's CPU time in iowait from which a level counts as bound by I/O. */
    public static final double IO_WAIT_SHARE = 0.10;
    /** Share of the host's CPU time busy from which a level counts as bound by CPU. */
    public static final double BUSY_SHARE = 0.90;
    /** Share of the sampled sessions waiting for storage from which a level counts as bound by I/O. */
    public static final double SESSION_IO_SHARE = 0.20;
    /** Share of the sampled sessions waiting for a lock from which a level counts as bound by lock waits. */
    public static final double SESSION_LOCK_SHARE = 0.10;

    /**
     * The driver's CPU per operation, as a share of the database servers' on the same host, above which a level says
     * that the driver costs more than it should. On this project's 2-core VM (PostgreSQL 15, the order-entry
     * transaction, 16 clients) pgbench's C client cost 0.25-0.29 of the server's CPU per transaction and iGenOLTP's
     * driver 0.32-0.40; above half, the driver takes a third or more of the CPU the two share, and a level measures
     * the driver's appetite as much as the server's throughput (lab note 2026-11-25-driver-cost).
     */
    public static final double DRIVER_COST_SHARE = 0.5;

    private BoundJudge() {
    }

    /**
     * @param serverInProcess whether the database runs inside the driver's process (an embedded database, or a
     *                        benchmark without one)
     * @param waits           what the work's database sessions waited for in the same span; null when they were not
     *                        sampled
     * @param serverAllowance what the servers on this host may use, when their limits allow less than the host; null
     *                        when they may use it all
     */
    public static Bound judge(ResourceUse use, boolean serverInProcess, SessionWaits waits,
                              CpuAllowance serverAllowance) {
        return judge(use, serverInProcess, waits, serverAllowance, List.of());
    }

    /**
     * As {@link #judge(ResourceUse, boolean, SessionWaits, CpuAllowance)}, with the servers' side read from their
     * exporters ({@link ServerBounds}): their disks first, their memory after the lock waits, their CPU last.
     */
    static Bound judge(ResourceUse use, boolean serverInProcess, SessionWaits waits, CpuAllowance serverAllowance,
                       Collection<ServerUse> servers) {
        Optional<Bound> serverDisk = ServerBounds.disk(servers);
        if (serverDisk.isPresent()) {
            return serverDisk.get();
        }
        HostCpu cpu = use.hostCpu();
        double cores = cpu.cores();
        double busy = cpu.busyCores();
        String sessions = waits == null || waits.sessions() == 0 ? ""
                : "; sessions: " + waits.topEvents(3);
        if (cores > 0 && cpu.iowaitCores() >= IO_WAIT_SHARE * cores || share(waits, WaitClass.IO) >= SESSION_IO_SHARE) {
            return new Bound(BoundBy.IO, String.format(Locale.ROOT, "iowait %.2f of %.2f cores; disks read %s/s, wrote "
                            + "%s/s%s", cpu.iowaitCores(), cores, bytes(use.hostActivity().diskReadBytesPerSecond()),
                    bytes(use.hostActivity().diskWriteBytesPerSecond()), sessions));
        }
        if (share(waits, WaitClass.LOCK) >= SESSION_LOCK_SHARE) {
            return new Bound(BoundBy.LOCK_WAITS, String.format(Locale.ROOT, "%.1f %% of the sampled sessions waited for "
                    + "a lock%s", 100 * share(waits, WaitClass.LOCK), sessions));
        }
        Optional<Bound> serverMemory = ServerBounds.memory(servers);
        if (serverMemory.isPresent()) {
            return serverMemory.get();
        }
        String split = split(use, serverInProcess);
        if (!serverInProcess && serverAllowance != null && use.serverCores() != null
                && use.serverCores() >= BUSY_SHARE * serverAllowance.cores()) {
            return new Bound(BoundBy.SERVER_CPU, String.format(Locale.ROOT, "servers %.2f of the %.2f cores allowed "
                            + "them by %s; host %.2f of %.2f cores busy: %s%s", use.serverCores(),
                    serverAllowance.cores(), serverAllowance.basis(), busy, cores, split, sessions));
        }
        if (cores > 0 && busy >= BUSY_SHARE * cores) {
            boolean server = !serverInProcess && use.serverCores() != null && use.serverCores() > use.driver().cores();
            return new Bound(server ? BoundBy.SERVER_CPU : BoundBy.DRIVER_CPU, String.format(Locale.ROOT,
                    "%.2f of %.2f cores busy: %s%s", busy, cores, split, sessions));
        }
        return ServerBounds.cpu(servers).orElseGet(() -> new Bound(BoundBy.NONE_FOUND, String.format(Locale.ROOT,
                "%.2f of %.2f cores idle, iowait %.2f: %s%s%s", cpu.idleCores(), cores, cpu.iowaitCores(), split,
                servers.stream().filter(server -> server.cpus().isPresent())
                        .map(server -> "; " + ServerBounds.summary(server)).reduce("", String::concat),
                sessions)));
    }

    private static double share(SessionWaits waits, WaitClass waitClass) {
        return waits == null ? 0 : waits.share(waitClass);
    }

    /**
     * Why the run measures its own driver at this level, if it does: the database is elsewhere, yet the driver's work
     * took more than half of the host's CPU. JIT compilation inside the window is not the driver's work per operation
     * but the end of its warm-up (shown as {@code jitMsInWindow}), so it does not count: without priming, a 1 s window
     * of a cold JVM spent 0.78 of its 1.29 driver cores compiling.
     */
    public static Optional<String> driverSaturation(ResourceUse use, boolean serverInProcess) {
        double cores = use.hostCpu().cores();
        double compiling = use.driver().compilingCores(use.seconds());
        double working = Math.max(0, use.driver().cores() - compiling);
        if (serverInProcess || !(cores > 0) || working <= cores / 2) {
            return Optional.empty();
        }
        Double pressure = use.hostActivity().cpuPressurePercent();
        return Optional.of(String.format(Locale.ROOT, "the driver itself took %.2f of the host's %.2f cores%s%s: the "
                        + "level measures the driver as much as the database; run it from another host, or with fewer "
                        + "threads per core", use.driver().cores(), cores,
                compiling < 0.005 ? "" : String.format(Locale.ROOT, " (%.2f of them compiling)", compiling),
                pressure == null ? "" : String.format(Locale.ROOT,
                        ", and runnable threads waited for a CPU %.0f %% of the time", pressure)));
    }

    /**
     * Why the driver cost more than it should at this level, if it did: the servers run on this host, the host's CPUs
     * were busy (at least {@value #BUSY_SHARE}, so that the driver's CPU was taken from the servers), and the driver's
     * CPU, JIT compilation left out as in {@link #driverSaturation}, came to more than {@value #DRIVER_COST_SHARE} of
     * theirs. With CPU to spare it costs the servers nothing: with 1 client pgbench itself costs 0.6 of the server's CPU
     * per transaction, as every round trip wakes its one thread. Nothing to say either for an embedded database (the
     * driver is the server), for servers elsewhere (their CPU is not seen), or for a window without work.
     */
    public static Optional<String> driverCost(ResourceUse use, boolean serverInProcess) {
        if (serverInProcess || use.serverCores() == null || !(use.serverCores() > 0)
                || use.hostCpu().busyCores() < BUSY_SHARE * use.hostCpu().cores()) {
            return Optional.empty();
        }
        double working = Math.max(0, use.driver().cores() - use.driver().compilingCores(use.seconds()));
        double share = working / use.serverCores();
        if (share <= DRIVER_COST_SHARE) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "the driver took %.2f of the servers' CPU per operation (%.2f "
                + "against %.2f cores), above %.2f, more than a C client costs on this workload: fewer load threads "
                + "per core, --load-threads virtual with many threads per core (Java 21+), or the driver on another "
                + "host", share, working, use.serverCores(), DRIVER_COST_SHARE));
    }

    private static String split(ResourceUse use, boolean serverInProcess) {
        String driver = String.format(Locale.ROOT, "driver %.2f%s", use.driver().cores(),
                serverInProcess ? " (the work runs in it)" : "");
        String server = use.serverCores() == null ? serverInProcess ? "" : ", servers not on this host or not found"
                : String.format(Locale.ROOT, ", servers %.2f", use.serverCores());
        HostCpu cpu = use.hostCpu();
        return driver + server + String.format(Locale.ROOT, ", other %.2f, steal %.2f", use.otherCores(),
                cpu.stealCores()) + (cpu.unaccountedCores() < 0.005 ? ""
                : String.format(Locale.ROOT, ", unaccounted %.2f", cpu.unaccountedCores()));
    }

    static String bytes(double perSecond) {
        if (perSecond >= 1e6) {
            return String.format(Locale.ROOT, "%.1f MB", perSecond / 1e6);
        }
        return String.format(Locale.ROOT, "%.0f kB", perSecond / 1e3);
    }
}
