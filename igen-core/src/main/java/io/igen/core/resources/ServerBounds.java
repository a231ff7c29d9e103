package io.igen.core.resources;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/**
 * What bounded a level on the servers' side, from their exporters ({@link ServerUse}): the rules {@link BoundJudge}
 * adds when the run reads them (docs/resources.md).
 * <ul>
 *   <li><b>server disk</b> when a server's busiest disk had a request in flight for at least {@value #DISK_BUSY_SHARE}
 *       of the window, or the server's CPUs waited for its disks for at least {@value BoundJudge#IO_WAIT_SHARE} of
 *       their time;</li>
 *   <li><b>server memory</b> when a server had less than {@value #MEMORY_AVAILABLE_SHARE} of its memory available,
 *       or some task waited for memory at least {@value #MEMORY_PRESSURE_PERCENT} % of the window;</li>
 *   <li><b>server CPU</b> when a server's CPUs were at least {@value BoundJudge#BUSY_SHARE} busy.</li>
 * </ul>
 * The disk rule comes before the driver host's own I/O rule, the memory rule before its CPU rules, and the CPU rule
 * after them: a server that shares the driver's host is told apart from the driver by its processes, which the
 * exporter does not see.
 */
final class ServerBounds {

    /** Share of the window a disk was busy from which a level counts as bound by the server's disk. */
    static final double DISK_BUSY_SHARE = 0.90;
    /** Share of the server's memory available below which a level counts as bound by it. */
    static final double MEMORY_AVAILABLE_SHARE = 0.05;
    /** Percent of the window in which some task waited for memory from which a level counts as bound by it. */
    static final double MEMORY_PRESSURE_PERCENT = 10;

    private ServerBounds() {
    }

    static Optional<Bound> disk(Collection<ServerUse> servers) {
        for (ServerUse server : busiestDiskFirst(servers)) {
            Optional<ServerUse.Disk> disk = server.busiestDisk();
            double cpus = server.cpus().orElse(0.0);
            boolean diskBusy = disk.isPresent() && disk.get().busy() >= DISK_BUSY_SHARE;
            boolean cpusWaited = cpus > 0 && server.cores("iowait") >= BoundJudge.IO_WAIT_SHARE * cpus;
            if (diskBusy || cpusWaited) {
                return Optional.of(new Bound(BoundBy.SERVER_DISK, String.format(Locale.ROOT,
                        "server %s: %s; iowait %.2f of %.2f cores", server.server(),
                        disk.map(ServerBounds::disk).orElse("no disk read"), server.cores("iowait"), cpus)));
            }
        }
        return Optional.empty();
    }

    static Optional<Bound> memory(Collection<ServerUse> servers) {
        for (ServerUse server : servers) {
            double available = server.memoryAvailableShare().orElse(1.0);
            double pressure = server.pressurePercent("memory").orElse(0.0);
            if (available < MEMORY_AVAILABLE_SHARE || pressure >= MEMORY_PRESSURE_PERCENT) {
                return Optional.of(new Bound(BoundBy.SERVER_MEMORY, String.format(Locale.ROOT,
                        "server %s: %.1f %% of its memory available, tasks waited for memory %.1f %% of the window, "
                                + "%.0f major page faults/s", server.server(), 100 * available, pressure,
                        server.rates().getOrDefault(ServerReading.MAJOR_FAULTS, 0.0))));
            }
        }
        return Optional.empty();
    }

    static Optional<Bound> cpu(Collection<ServerUse> servers) {
        return servers.stream().filter(server -> server.cpus().isPresent())
                .filter(server -> server.busyCores() >= BoundJudge.BUSY_SHARE * server.cpus().get())
                .max(Comparator.comparingDouble(server -> server.busyCores() / server.cpus().get()))
                .map(server -> new Bound(BoundBy.SERVER_CPU, String.format(Locale.ROOT,
                        "server %s: %.2f of %.0f cores busy (user %.2f, system %.2f, steal %.2f)", server.server(),
                        server.busyCores(), server.cpus().get(), server.cores("user"), server.cores("system"),
                        server.cores("steal"))));
    }

    /** The servers' judgment where the driver's host is not read: their disks, memory, CPU, else none found. */
    static Bound alone(Collection<ServerUse> servers) {
        return disk(servers).or(() -> memory(servers)).or(() -> cpu(servers))
                .orElseGet(() -> new Bound(BoundBy.NONE_FOUND, servers.stream()
                        .filter(server -> server.cpus().isPresent()).map(ServerBounds::summary)
                        .reduce((a, b) -> a + "; " + b).orElse("no host exporter read")));
    }

    /** One host exporter's server in a few figures, for the evidence of a level no rule bound. */
    static String summary(ServerUse server) {
        return String.format(Locale.ROOT, "server %s: %.2f of %.0f cores busy, %s", server.server(),
                server.busyCores(), server.cpus().orElse(0.0),
                server.busiestDisk().map(ServerBounds::disk).orElse("no disk read"));
    }

    private static String disk(ServerUse.Disk disk) {
        return String.format(Locale.ROOT, "disk %s busy %.0f %% of the window%s, read %s/s, wrote %s/s", disk.device(),
                100 * disk.busy(), disk.awaitMs() == null ? "" : String.format(Locale.ROOT, ", await %.2f ms",
                        disk.awaitMs()), BoundJudge.bytes(disk.readBytesPerSecond()),
                BoundJudge.bytes(disk.writeBytesPerSecond()));
    }

    private static java.util.List<ServerUse> busiestDiskFirst(Collection<ServerUse> servers) {
        return servers.stream().sorted(Comparator.comparingDouble((ServerUse server) ->
                server.busiestDisk().map(ServerUse.Disk::busy).orElse(0.0)).reversed()).toList();
    }
}
