package io.igen.core.resources;

import io.igen.core.workload.FigureKind;
import io.igen.core.workload.WaitClass;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A level's resource figures, from what its measurement window used: written beside the workload's own figures (JSON,
 * CSV, the level tables), declared here so that {@code merge} knows how to combine them. Host figures belong to
 * their host (two driver parts on two hosts do not add up to one host's CPU): a merged level keeps each part's.
 */
public final class WindowResources {

    private static final Map<String, FigureKind> FIGURES = figures();

    private WindowResources() {
    }

    /** The figures {@link #of} reports, their units and how parts combine them. */
    public static Map<String, FigureKind> declarations() {
        return FIGURES;
    }

    /**
     * The figures of one window, with what the work's database sessions waited for in it.
     *
     * @param waits           the sessions sampled in the window; null when they were not
     * @param throughput      operations per second in the window, for the CPU each operation took
     * @param serverInProcess whether the database (if any) runs inside the driver's process
     * @param serverAllowance what the servers on this host may use, when their limits allow less than the host; null
     *                        when they may use it all
     */
    public static Map<String, Object> of(ResourceUse use, SessionWaits waits, double throughput,
                                         boolean serverInProcess, CpuAllowance serverAllowance) {
        return of(use, waits, throughput, serverInProcess, serverAllowance, Map.of());
    }

    /**
     * As {@link #of(ResourceUse, SessionWaits, double, boolean, CpuAllowance)}, with what the servers did as their
     * exporters tell ({@code serverMetrics}, by exporter) and judged with it.
     */
    static Map<String, Object> of(ResourceUse use, SessionWaits waits, double throughput, boolean serverInProcess,
                                  CpuAllowance serverAllowance, Map<String, ServerUse> servers) {
        ResourceUse.HostCpu cpu = use.hostCpu();
        ResourceUse.HostActivity activity = use.hostActivity();
        ResourceUse.DriverUse driver = use.driver();
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("driverCores", round(driver.cores(), 3));
        if (throughput > 0) {
            figures.put("driverCpuMsPerOperation", round(1000 * driver.cores() / throughput, 4));
        }
        if (use.serverCores() != null) {
            figures.put("serverCores", round(use.serverCores(), 3));
            if (throughput > 0) {
                figures.put("serverCpuMsPerOperation", round(1000 * use.serverCores() / throughput, 4));
            }
            if (serverAllowance != null) {
                figures.put("serverCpuAllowedCores", round(serverAllowance.cores(), 2));
            }
        }
        figures.put("hostUserCores", round(cpu.userCores(), 3));
        figures.put("hostSystemCores", round(cpu.systemCores(), 3));
        figures.put("hostIowaitCores", round(cpu.iowaitCores(), 3));
        figures.put("hostStealCores", round(cpu.stealCores(), 3));
        figures.put("hostIdleCores", round(cpu.idleCores(), 3));
        figures.put("hostUnaccountedCores", round(cpu.unaccountedCores(), 3));
        figures.put("contextSwitchesPerSecond", Math.round(activity.contextSwitchesPerSecond()));
        if (activity.cpuPressurePercent() != null) {
            figures.put("cpuPressurePercent", round(activity.cpuPressurePercent(), 1));
        }
        figures.put("diskReadBytesPerSecond", Math.round(activity.diskReadBytesPerSecond()));
        figures.put("diskWriteBytesPerSecond", Math.round(activity.diskWriteBytesPerSecond()));
        figures.put("networkBytesPerSecond", Math.round(activity.networkBytesPerSecond()));
        figures.put("driverThreads", driver.threads());
        if (driver.jitMillis() != null) {
            figures.put("jitMsInWindow", Math.round(driver.jitMillis()));
        }
        figures.put("gcMsInWindow", Math.round(driver.gcMillis()));
        if (activity.watts() != null) {
            figures.put("energyJoules", round(activity.watts() * use.seconds(), 1));
            if (throughput > 0) {
                figures.put("energyMillijoulesPerOperation", round(1000 * activity.watts() / throughput, 4));
            }
        }
        if (waits != null) {
            figures.putAll(sessionFigures(waits));
        }
        putServers(figures, servers);
        Bound bound = BoundJudge.judge(use, serverInProcess, waits, serverAllowance, servers.values());
        figures.put("boundBy", bound.by().label());
        figures.put("boundEvidence", bound.evidence());
        BoundJudge.driverCost(use, serverInProcess).ifPresent(warning -> figures.put("driverCostWarning", warning));
        return figures;
    }

    /**
     * The figures of a window whose driver host was not read: the servers' as their exporters tell, and the judgment
     * made of them alone.
     */
    static Map<String, Object> ofServers(Map<String, ServerUse> servers) {
        Map<String, Object> figures = new LinkedHashMap<>();
        putServers(figures, servers);
        Bound bound = ServerBounds.alone(servers.values());
        figures.put("boundBy", bound.by().label());
        figures.put("boundEvidence", bound.evidence());
        return figures;
    }

    private static void putServers(Map<String, Object> figures, Map<String, ServerUse> servers) {
        if (!servers.isEmpty()) {
            Map<String, Object> byServer = new LinkedHashMap<>();
            servers.forEach((name, use) -> byServer.put(name, use.figures()));
            figures.put("serverMetrics", byServer);
        }
    }

    /** The wait breakdown of the sessions sampled in a window. */
    public static Map<String, Object> sessionFigures(SessionWaits waits) {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("sessionSamples", waits.samples());
        if (waits.failedSamples() > 0) {
            figures.put("sessionSamplesFailed", waits.failedSamples());
        }
        figures.put("sessionsPerSample", round(waits.sessionsPerSample(), 2));
        for (WaitClass waitClass : WaitClass.values()) {
            figures.put(waitClass.figure(), round(100 * waits.share(waitClass), 1));
        }
        figures.put("sessionTopWaits", waits.topEvents(5));
        return figures;
    }

    private static Map<String, FigureKind> figures() {
        Map<String, FigureKind> kinds = new LinkedHashMap<>();
        kinds.put("driverCores", FigureKind.sum("cores"));
        kinds.put("driverCpuMsPerOperation", FigureKind.mean("ms"));
        kinds.put("serverCores", FigureKind.perPart("cores"));
        kinds.put("serverCpuMsPerOperation", FigureKind.mean("ms"));
        kinds.put("serverCpuAllowedCores", FigureKind.perPart("cores"));
        for (String host : new String[]{"hostUserCores", "hostSystemCores", "hostIowaitCores", "hostStealCores",
                "hostIdleCores", "hostUnaccountedCores"}) {
            kinds.put(host, FigureKind.perPart("cores"));
        }
        kinds.put("contextSwitchesPerSecond", FigureKind.perPart("switches/s"));
        kinds.put("cpuPressurePercent", FigureKind.perPart("%"));
        kinds.put("diskReadBytesPerSecond", FigureKind.perPart("bytes/s"));
        kinds.put("diskWriteBytesPerSecond", FigureKind.perPart("bytes/s"));
        kinds.put("networkBytesPerSecond", FigureKind.perPart("bytes/s"));
        kinds.put("driverThreads", FigureKind.sum("threads"));
        kinds.put("jitMsInWindow", FigureKind.sum("ms"));
        kinds.put("gcMsInWindow", FigureKind.sum("ms"));
        kinds.put("energyJoules", FigureKind.perPart("J"));
        kinds.put("energyMillijoulesPerOperation", FigureKind.perPart("mJ"));
        kinds.put("sessionSamples", FigureKind.sum("samples"));
        kinds.put("sessionSamplesFailed", FigureKind.sum("samples"));
        kinds.put("sessionsPerSample", FigureKind.sum("sessions"));
        for (WaitClass waitClass : WaitClass.values()) {
            kinds.put(waitClass.figure(), FigureKind.mean("%"));
        }
        kinds.put("sessionTopWaits", FigureKind.perPart("text"));
        kinds.put("resourceSeries", FigureKind.perPart("series"));
        kinds.put("serverMetrics", FigureKind.perPart("figures"));
        kinds.put("boundBy", FigureKind.perPart("judgment"));
        kinds.put("boundEvidence", FigureKind.perPart("text"));
        kinds.put("driverCostWarning", FigureKind.perPart("text"));
        return Map.copyOf(kinds);
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
