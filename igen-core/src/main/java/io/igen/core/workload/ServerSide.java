package io.igen.core.workload;

import java.util.Set;

/**
 * Where a workload's database runs, so that the resources of each level can be told apart: inside the driver's own
 * process (an embedded database, or a benchmark without one), or in servers, some of them perhaps on this host,
 * listening on the given ports.
 *
 * @param inProcess  the work is done inside the driver's process
 * @param localPorts ports on this host where the work's servers listen (their processes are found by these)
 */
public record ServerSide(boolean inProcess, Set<Integer> localPorts) {

    /** The work is done in the driver's process. */
    public static final ServerSide IN_PROCESS = new ServerSide(true, Set.of());

    public ServerSide {
        localPorts = Set.copyOf(localPorts);
    }

    /** Servers outside the driver, those on this host listening on {@code localPorts}. */
    public static ServerSide servers(Set<Integer> localPorts) {
        return new ServerSide(false, localPorts);
    }
}
