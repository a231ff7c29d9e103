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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The database server processes on this host: the process listening on each of the work's local ports (PostgreSQL's
 * postmaster, {@code mariadbd}, {@code mysqld}), found once through OSHI's TCP table, and everything it started
 * (PostgreSQL's backends and background workers). A port whose listener is a container engine's proxy
 * ({@code docker-proxy}) has its server in a container, whose processes this host's table does not name: it is left
 * out, and said so.
 */
final class ServerProcesses {

    private static final Set<String> PROXIES = Set.of("docker-proxy", "rootlessport", "slirp4netns", "conmon");

    private static final Path PROC = Path.of("/proc");

    private final OperatingSystem os;
    private final List<Integer> roots;
    private final List<String> notFound;
    /** Linux's /proc, read directly; null elsewhere (OSHI's process queries then). */
    private final ProcessTreeCpu tree;

    private ServerProcesses(OperatingSystem os, List<Integer> roots, List<String> notFound) {
        this.os = os;
        this.roots = roots;
        this.notFound = notFound;
        this.tree = Files.isReadable(PROC.resolve("self/stat")) ? new ProcessTreeCpu(PROC, LinuxOperatingSystem.getHz())
                : null;
    }

    /** No server on this host: readings have no server CPU. */
    static ServerProcesses none(OperatingSystem os) {
        return new ServerProcesses(os, List.of(), List.of());
    }

    /** The processes listening on {@code ports}, each climbed up to the first ancestor of another name. */
    static ServerProcesses listeningOn(OperatingSystem os, Set<Integer> ports) {
        Set<Integer> roots = new LinkedHashSet<>();
        List<String> notFound = new ArrayList<>();
        Set<Integer> seen = new LinkedHashSet<>();
        for (IPConnection connection : os.getInternetProtocolStats().getConnections()) {
            if (connection.getState() != TcpState.LISTEN || !ports.contains(connection.getLocalPort())) {
                continue;
            }
            seen.add(connection.getLocalPort());
            OSProcess process = connection.getowningProcessId() > 0 ? os.getProcess(connection.getowningProcessId())
                    : null;
            if (process == null) {
                notFound.add("port " + connection.getLocalPort() + ": its listening process is not visible here");
            } else if (PROXIES.contains(process.getName())) {
                notFound.add("port " + connection.getLocalPort() + ": " + process.getName()
                        + " listens (the server is in a container)");
            } else {
                roots.add(topOfItsKind(os, process));
            }
        }
        for (int port : ports) {
            if (!seen.contains(port)) {
                notFound.add("port " + port + ": nothing listens on this host");
            }
        }
        return new ServerProcesses(os, List.copyOf(roots), List.copyOf(notFound));
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
                return tree.cpuMillis(roots);
            } catch (IOException | RuntimeException e) {
                // /proc unreadable or a line not as proc(5) says: OSHI's slower way below.
            }
        }
        long millis = 0;
        for (int root : roots) {
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
