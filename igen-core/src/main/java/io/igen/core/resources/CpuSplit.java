package io.igen.core.resources;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A level's CPU split second by second ({@code resourceSeries}): for each second of its time series, the cores the
 * driver, the database servers on this host and everything else used, and those lost (steal and unaccounted), in
 * iowait and idle. Together they make the host's hardware threads, so the report draws them stacked.
 */
final class CpuSplit {

    /** The series' fields, bottom of the stack first; each second also has {@code startSeconds}. */
    static final List<String> PARTS = List.of("driverCores", "serverCores", "otherCores", "lostCores", "iowaitCores",
            "idleCores");

    private CpuSplit() {
    }

    /**
     * @param windowStartNanos   the window's start on the runner's clock
     * @param secondStartSeconds each second's start, in seconds from the window's start
     */
    static List<Map<String, Object>> series(ResourceMonitor monitor, long windowStartNanos,
                                            List<Double> secondStartSeconds) {
        List<Map<String, Object>> series = new ArrayList<>(secondStartSeconds.size());
        for (double start : secondStartSeconds) {
            long from = windowStartNanos + Math.round(start * 1e9);
            Optional<ResourceUse> second = monitor.between(from, from + 1_000_000_000L);
            second.ifPresent(use -> series.add(point(start, use)));
        }
        return series;
    }

    static Map<String, Object> point(double startSeconds, ResourceUse use) {
        ResourceUse.HostCpu cpu = use.hostCpu();
        Map<String, Object> point = new LinkedHashMap<>();
        point.put("startSeconds", startSeconds);
        point.put("driverCores", round(use.driver().cores()));
        point.put("serverCores", round(use.serverCores() == null ? 0 : use.serverCores()));
        point.put("otherCores", round(use.otherCores()));
        point.put("lostCores", round(cpu.stealCores() + cpu.unaccountedCores()));
        point.put("iowaitCores", round(cpu.iowaitCores()));
        point.put("idleCores", round(cpu.idleCores()));
        return point;
    }

    private static double round(double cores) {
        return Math.round(cores * 1000) / 1000.0;
    }
}
