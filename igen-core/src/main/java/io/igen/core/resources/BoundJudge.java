package io.igen.core.resources;

import java.util.Locale;
import java.util.Optional;

/**
 * Judges what bounded a level from what its window used. The rules, in this order (docs/resources.md):
 * <ol>
 *   <li><b>I/O</b> when the host's CPUs waited for the disks (iowait) for at least {@value #IO_WAIT_SHARE} of their
 *       time: the work was waiting for storage, whoever asked for it.</li>
 *   <li><b>CPU</b> when the host's CPUs were at least {@value #BUSY_SHARE} busy (user, system, steal and unaccounted):
 *       <b>server CPU</b> when the database servers on this host used more of it than the driver, <b>driver CPU</b>
 *       otherwise (with an embedded database, the driver's process is the database).</li>
 *   <li><b>none found</b> otherwise: the host had CPU to spare and did not wait for its disks, so the level waited on
 *       something else (locks, the network, a server on another host, think time).</li>
 * </ol>
 * Steal is counted as busy: CPU the hypervisor gave to another guest is CPU this level could not have; so is CPU time
 * the kernel counted for no kind ({@link ResourceUse#unaccountedCores()}).
 */
public final class BoundJudge {

    /** Share of the host's CPU time in iowait from which a level counts as bound by I/O. */
    public static final double IO_WAIT_SHARE = 0.10;
    /** Share of the host's CPU time busy from which a level counts as bound by CPU. */
    public static final double BUSY_SHARE = 0.90;

    private BoundJudge() {
    }

    /**
     * @param serverInProcess whether the database runs inside the driver's process (an embedded database, or a
     *                        benchmark without one)
     */
    public static Bound judge(ResourceUse use, boolean serverInProcess) {
        double cores = use.hostCores();
        double busy = use.userCores() + use.systemCores() + use.stealCores() + use.unaccountedCores();
        if (cores > 0 && use.iowaitCores() >= IO_WAIT_SHARE * cores) {
            return new Bound(Bound.IO, String.format(Locale.ROOT, "iowait %.2f of %.2f cores; disks read %s/s, wrote %s/s",
                    use.iowaitCores(), cores, bytes(use.diskReadBytesPerSecond()), bytes(use.diskWriteBytesPerSecond())));
        }
        String split = split(use, serverInProcess);
        if (cores > 0 && busy >= BUSY_SHARE * cores) {
            boolean server = !serverInProcess && use.serverCores() != null && use.serverCores() > use.driverCores();
            return new Bound(server ? Bound.SERVER_CPU : Bound.DRIVER_CPU, String.format(Locale.ROOT,
                    "%.2f of %.2f cores busy: %s", busy, cores, split));
        }
        return new Bound(Bound.NONE_FOUND, String.format(Locale.ROOT, "%.2f of %.2f cores idle, iowait %.2f: %s",
                use.idleCores(), cores, use.iowaitCores(), split));
    }

    /**
     * Why the run measures its own driver at this level, if it does: the database is elsewhere, yet the driver took
     * more than half of the host's CPU.
     */
    public static Optional<String> driverSaturation(ResourceUse use, boolean serverInProcess) {
        double cores = use.hostCores();
        if (serverInProcess || !(cores > 0) || use.driverCores() <= cores / 2) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "the driver itself took %.2f of the host's %.2f cores%s: the level "
                        + "measures the driver as much as the database; run it from another host, or with fewer threads "
                        + "per core", use.driverCores(), cores,
                use.cpuPressurePercent() == null ? "" : String.format(Locale.ROOT,
                        ", and runnable threads waited for a CPU %.0f %% of the time", use.cpuPressurePercent())));
    }

    private static String split(ResourceUse use, boolean serverInProcess) {
        String driver = String.format(Locale.ROOT, "driver %.2f%s", use.driverCores(),
                serverInProcess ? " (database inside)" : "");
        String server = use.serverCores() == null ? serverInProcess ? "" : ", servers not on this host or not found"
                : String.format(Locale.ROOT, ", servers %.2f", use.serverCores());
        return driver + server + String.format(Locale.ROOT, ", other %.2f, steal %.2f", use.otherCores(),
                use.stealCores()) + (use.unaccountedCores() < 0.005 ? ""
                : String.format(Locale.ROOT, ", unaccounted %.2f", use.unaccountedCores()));
    }

    private static String bytes(double perSecond) {
        if (perSecond >= 1e6) {
            return String.format(Locale.ROOT, "%.1f MB", perSecond / 1e6);
        }
        return String.format(Locale.ROOT, "%.0f kB", perSecond / 1e3);
    }
}
