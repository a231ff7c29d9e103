package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.LinkedHashMap;

/**
 * The limits the driver's process ran under: the CPU quota and memory limit of its cgroup (a container's or a
 * Kubernetes pod's limits, or a quota set by hand). A run capped at 1.8 of 2 cores is a different measurement from an
 * uncapped one, and {@code compare} must say so.
 *
 * @param cgroup           the process's cgroup path (of the {@code cpu} controller under v1)
 * @param cpuQuotaCores    the CPU quota in cores (quota / period); absent when there is none
 * @param memoryLimitBytes the memory limit; absent when there is none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProcessLimits(String cgroup, Double cpuQuotaCores, Long memoryLimitBytes) {

    /** A v1 "no limit" memory value is a page-rounded Long.MAX_VALUE; anything at or above this is no limit. */
    private static final long UNLIMITED_MEMORY = 1L << 60;

    /** This process's limits, read from {@code /proc/self/cgroup} under {@code /sys/fs/cgroup}; empty off Linux. */
    public static ProcessLimits capture() {
        return read(Path.of("/proc/self/cgroup"), Path.of("/sys/fs/cgroup"));
    }

    /**
     * The limits of the process whose cgroup file is {@code cgroupFile}, the hierarchy mounted at {@code root}:
     * cgroup v1 ({@code cpu/<path>/cpu.cfs_quota_us}, {@code cpu.cfs_period_us}, {@code memory/<path>/
     * memory.limit_in_bytes}) or v2 ({@code <path>/cpu.max}, {@code <path>/memory.max}).
     */
    static ProcessLimits read(Path cgroupFile, Path root) {
        Map<String, String> paths = new LinkedHashMap<>();
        for (String line : lines(cgroupFile)) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3) {
                for (String controller : fields[1].split(",")) {
                    paths.put(controller, fields[2]);
                }
            }
        }
        if (paths.containsKey("cpu") || paths.containsKey("memory")) {
            String cpu = paths.getOrDefault("cpu", "/");
            String memory = paths.getOrDefault("memory", "/");
            Double quota = cores(first(root.resolve("cpu" + cpu).resolve("cpu.cfs_quota_us")),
                    first(root.resolve("cpu" + cpu).resolve("cpu.cfs_period_us")));
            Long limit = bytes(first(root.resolve("memory" + memory).resolve("memory.limit_in_bytes")));
            return new ProcessLimits(cpu, quota, limit);
        }
        String unified = paths.get("");
        if (unified == null) {
            return new ProcessLimits(null, null, null);
        }
        Path group = root.resolve(unified.substring(1));
        String[] max = first(group.resolve("cpu.max")).split(" ");
        Double quota = max.length == 2 ? cores(max[0], max[1]) : null;
        return new ProcessLimits(unified, quota, bytes(first(group.resolve("memory.max"))));
    }

    /** One line for reports and compare: "1.8 cores, 4.0 GiB", "no CPU quota, no memory limit". */
    public String describe() {
        return (cpuQuotaCores == null ? "no CPU quota" : String.format(Locale.ROOT, "CPU quota %.2f cores", cpuQuotaCores))
                + ", " + (memoryLimitBytes == null ? "no memory limit"
                : String.format(Locale.ROOT, "memory limit %.1f GiB", memoryLimitBytes / (double) (1L << 30)));
    }

    private static Double cores(String quota, String period) {
        try {
            long q = Long.parseLong(quota.trim());
            long p = Long.parseLong(period.trim());
            return q > 0 && p > 0 ? Math.round(100.0 * q / p) / 100.0 : null;
        } catch (NumberFormatException e) {
            return null; // "max", -1 or unreadable: no quota
        }
    }

    private static Long bytes(String value) {
        try {
            long bytes = Long.parseLong(value.trim());
            return bytes > 0 && bytes < UNLIMITED_MEMORY ? bytes : null;
        } catch (NumberFormatException e) {
            return null; // "max" or unreadable: no limit
        }
    }

    private static String first(Path file) {
        List<String> lines = lines(file);
        return lines.isEmpty() ? "" : lines.get(0);
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | SecurityException e) {
            return List.of();
        }
    }
}
