package io.igen.core.resources;

import oshi.software.os.InternetProtocolStats.IPConnection;
import oshi.software.os.InternetProtocolStats.TcpState;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;
import oshi.software.os.OperatingSystem.ProcessFiltering;
import oshi.software.os.OperatingSystem.ProcessSorting;
import oshi.software.os.linux.LinuxOperatingSystem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The database server processes on this host: the process listening on each of the work's local ports (PostgreSQL's
 * postmaster, {@code mariadbd}, {@code mysqld}), found once through OSHI's TCP table, and everything it started
 * (PostgreSQL's backends and background workers). A port whose listener is a Docker engine's proxy
 * ({@code docker-proxy}) has its server in a container, whose processes are this host's too: the container's first
 * process is found by its address ({@link ContainerServer}). Another engine's proxy hides its container: that port is
 * left out, and said so. Each server's CPU limits ({@link ProcessCpuLimits}) are read from its root process, whose
 * affinity and cgroup the processes it starts for the work's connections inherit.
 */
final class ServerProcesses {

    /** Other engines' proxies, behind which the container is not followed. */
    private static final Set<String> PROXIES = Set.of("rootlessport", "slirp4netns", "conmon");

    private static final Path PROC = Path.of("/proc");
    private static final Path CGROUP = Path.of("/sys/fs/cgroup");

    private final OperatingSystem os;
    private final Map<Integer, String> roots;
    private final List<String> notFound;
    /** Linux's /proc, read directly; null elsewhere (OSHI's process queries then). */
    private final ProcessTreeCpu tree;

    private ServerProcesses(OperatingSystem os, Map<Integer, String> roots, List<String> notFound) {
        this.os = os;
        this.roots = roots;
        this.notFound = notFound;
        this.tree = Files.isReadable(PROC.resolve("self/stat")) ? new ProcessTreeCpu(PROC, LinuxOperatingSystem.getHz())
                : null;
    }

    /** No server on this host: readings have no server CPU. */
    static ServerProcesses none(OperatingSystem os) {
        return new ServerProcesses(os, Map.of(), List.of());
    }

    /** The processes listening on {@code ports}, each climbed up to the first ancestor of another name. */
    static ServerProcesses listeningOn(OperatingSystem os, Set<Integer> ports) {
        Map<Integer, String> roots = new LinkedHashMap<>();
        List<String> notFound = new ArrayList<>();
        Set<Integer> seen = new LinkedHashSet<>();
        for (IPConnection connection : os.getInternetProtocolStats().getConnections()) {
            if (connection.getState() != TcpState.LISTEN || !ports.contains(connection.getLocalPort())) {
                continue;
            }
            seen.add(connection.getLocalPort());
            String port = "port " + connection.getLocalPort();
            OSProcess process = connection.getowningProcessId() > 0 ? os.getProcess(connection.getowningProcessId())
                    : null;
            if (process == null) {
                notFound.add(port + ": its listening process is not visible here");
            } else if (process.getName().equals("docker-proxy")) {
                Optional<Integer> container = ContainerServer.behindProxy(PROC, process.getProcessID());
                if (container.isPresent()) {
                    roots.putIfAbsent(container.get(), port + " (a container)");
                } else {
                    notFound.add(port + ": docker-proxy listens, and the container it forwards to was not found");
                }
            } else if (PROXIES.contains(process.getName())) {
                notFound.add(port + ": " + process.getName() + " listens (the server is in a container)");
            } else {
                roots.putIfAbsent(topOfItsKind(os, process), port);
            }
        }
        for (int port : ports) {
            if (!seen.contains(port)) {
                notFound.add("port " + port + ": nothing listens on this host");
            }
        }
        return new ServerProcesses(os, Collections.unmodifiableMap(roots), List.copyOf(notFound));
    }

    /** Why some ports have no server process counted; empty when all have. */
    List<String> notFound() {
        return notFound;
    }

    /** CPU time of every server process and its descendants, in milliseconds; null when none was found. */
    Long cpuMillis() {
        if (roots.isEmpty()) {
            return null;
        }
        if (tree != null) {
            try {
                return tree.cpuMillis(roots.keySet());
            } catch (IOException | RuntimeException e) {
                // /proc unreadable or a line not as proc(5) says: OSHI's slower way below.
            }
        }
        long millis = 0;
        for (int root : roots.keySet()) {
            OSProcess process = os.getProcess(root);
            if (process == null) {
                continue;
            }
            millis += process.getKernelTime() + process.getUserTime();
            for (OSProcess descendant : os.getDescendantProcesses(root, ProcessFiltering.ALL_PROCESSES,
                    ProcessSorting.NO_SORTING, 0)) {
                millis += descendant.getKernelTime() + descendant.getUserTime();
            }
        }
        return millis;
    }

    /**
     * The CPU the servers may use, when their limits allow less than the host's {@code hostThreads}: the CPUs their
     * root processes may run on (together), or the sum of their limits when that is smaller. Empty when they may use
     * the whole host, off Linux, or without servers here.
     */
    Optional<CpuAllowance> allowance(int hostThreads) {
        BitSet cpus = new BitSet();
        double limited = 0;
        Set<String> bases = new LinkedHashSet<>();
        for (int root : roots.keySet()) {
            Optional<ProcessCpuLimits> limits = ProcessCpuLimits.read(PROC, CGROUP, root);
            if (limits.isEmpty()) {
                return Optional.empty(); // a root not readable: no claim about a limit
            }
            cpus.or(limits.get().cpus());
            limited += limits.get().cores();
            bases.add(limits.get().basis());
        }
        double cores = Math.min(cpus.cardinality(), limited);
        return roots.isEmpty() || cores >= hostThreads ? Optional.empty()
                : Optional.of(new CpuAllowance(cores, String.join("; ", bases)));
    }

    /**
     * Each server's CPU limits, a line each ("port 5432: postgres: CPU 0 (1 of 2, affinity), no CPU quota"); no process
     * id, which differs in every run and would make {@code compare} list a difference that is none.
     */
    List<String> limits(int hostThreads) {
        List<String> lines = new ArrayList<>();
        roots.forEach((root, port) -> ProcessCpuLimits.read(PROC, CGROUP, root).ifPresent(limits -> {
            OSProcess process = os.getProcess(root);
            lines.add(port + ": " + (process == null ? "" : process.getName() + ": ") + limits.describe(hostThreads));
        }));
        return lines;
    }

    private static int topOfItsKind(OperatingSystem os, OSProcess process) {
        OSProcess top = process;
        OSProcess parent = os.getProcess(top.getParentProcessID());
        while (parent != null && parent.getProcessID() != top.getProcessID() && parent.getName().equals(top.getName())) {
            top = parent;
            parent = os.getProcess(top.getParentProcessID());
        }
        return top.getProcessID();
    }
}
