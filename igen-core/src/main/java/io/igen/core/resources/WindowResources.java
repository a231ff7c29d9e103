package io.igen.core.resources;

import io.igen.core.workload.FigureKind;

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
     * The figures of one window.
     *
     * @param throughput      operations per second in the window, for the CPU each operation took
     * @param serverInProcess whether the database (if any) runs inside the driver's process
     */
    public static Map<String, Object> of(ResourceUse use, double throughput, boolean serverInProcess) {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("driverCores", round(use.driverCores(), 3));
        if (throughput > 0) {
            figures.put("driverCpuMsPerOperation", round(1000 * use.driverCores() / throughput, 4));
        }
        if (use.serverCores() != null) {
            figures.put("serverCores", round(use.serverCores(), 3));
            if (throughput > 0) {
                figures.put("serverCpuMsPerOperation", round(1000 * use.serverCores() / throughput, 4));
            }
        }
        figures.put("hostUserCores", round(use.userCores(), 3));
        figures.put("hostSystemCores", round(use.systemCores(), 3));
        figures.put("hostIowaitCores", round(use.iowaitCores(), 3));
        figures.put("hostStealCores", round(use.stealCores(), 3));
        figures.put("hostIdleCores", round(use.idleCores(), 3));
        figures.put("hostUnaccountedCores", round(use.unaccountedCores(), 3));
        figures.put("contextSwitchesPerSecond", Math.round(use.contextSwitchesPerSecond()));
        if (use.cpuPressurePercent() != null) {
            figures.put("cpuPressurePercent", round(use.cpuPressurePercent(), 1));
        }
        figures.put("diskReadBytesPerSecond", Math.round(use.diskReadBytesPerSecond()));
        figures.put("diskWriteBytesPerSecond", Math.round(use.diskWriteBytesPerSecond()));
        figures.put("networkBytesPerSecond", Math.round(use.networkBytesPerSecond()));
        figures.put("driverThreads", use.driverThreads());
        if (use.jitMillis() != null) {
            figures.put("jitMsInWindow", Math.round(use.jitMillis()));
        }
        figures.put("gcMsInWindow", Math.round(use.gcMillis()));
        Bound bound = BoundJudge.judge(use, serverInProcess);
        figures.put("boundBy", bound.by());
        figures.put("boundEvidence", bound.evidence());
        return figures;
    }

    private static Map<String, FigureKind> figures() {
        Map<String, FigureKind> kinds = new LinkedHashMap<>();
        kinds.put("driverCores", FigureKind.sum("cores"));
        kinds.put("driverCpuMsPerOperation", FigureKind.mean("ms"));
        kinds.put("serverCores", FigureKind.perPart("cores"));
        kinds.put("serverCpuMsPerOperation", FigureKind.mean("ms"));
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
        kinds.put("boundBy", FigureKind.perPart("judgment"));
        kinds.put("boundEvidence", FigureKind.perPart("text"));
        return Map.copyOf(kinds);
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
