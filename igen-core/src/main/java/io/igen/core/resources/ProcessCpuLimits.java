package io.igen.core.resources;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The CPUs one process may use, read from {@code /proc/<pid>/status} ({@code Cpus_allowed_list}: its affinity, which
 * the kernel narrows to its cpuset) and its cgroup under {@code /sys/fs/cgroup}: the CPU quota (v1
 * {@code cpu.cfs_quota_us} / {@code cpu.cfs_period_us}, v2 {@code cpu.max}) of its group and of every group above it,
 * the smallest counting, and the cpuset (v1 {@code cpuset.effective_cpus}, v2 {@code cpuset.cpus.effective}) only to
 * say whether it, rather than {@code taskset}, narrowed the affinity.
 *
 * @param cpus        the CPUs it may run on
 * @param cpusetGroup the cgroup whose cpuset narrowed them to these, or null when its affinity did (or nothing did)
 * @param quotaCores  the smallest CPU quota on its cgroup's path, in cores; null when there is none
 * @param quotaGroup  the cgroup that sets that quota
 */
record ProcessCpuLimits(BitSet cpus, String cpusetGroup, Double quotaCores, String quotaGroup) {

    /** The limits of process {@code pid}; empty when it has ended or {@code /proc} does not say. */
    static Optional<ProcessCpuLimits> read(Path proc, Path cgroupRoot, int pid) {
        Path process = proc.resolve(Integer.toString(pid));
        BitSet cpus;
        List<String> cgroups;
        try {
            cpus = allowedCpus(Files.readAllLines(process.resolve("status")));
            cgroups = Files.readAllLines(process.resolve("cgroup"));
        } catch (IOException | RuntimeException ended) {
            return Optional.empty();
        }
        if (cpus == null) {
            return Optional.empty();
        }
        Map<String, String> groups = new LinkedHashMap<>();
        for (String line : cgroups) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3) {
                for (String controller : fields[1].split(",")) {
                    groups.put(controller, fields[2]);
                }
            }
        }
        boolean v1 = groups.containsKey("cpu") || groups.containsKey("cpuset");
        String cpuGroup = v1 ? groups.get("cpu") : groups.get("");
        String cpusetGroup = v1 ? groups.get("cpuset") : groups.get("");
        Quota quota = cpuGroup == null ? null : smallestQuota(v1 ? cgroupRoot.resolve("cpu") : cgroupRoot, cpuGroup, v1);
        BitSet cpuset = cpusetGroup == null ? null : cpuset(cgroupRoot, cpusetGroup, v1);
        // A cpuset narrowed the CPUs when they are its own and fewer than the root group's (the machine's).
        BitSet everyCpu = cpuset(cgroupRoot, "/", v1);
        boolean narrowedByCpuset = cpuset != null && cpuset.equals(cpus) && !cpusetGroup.equals("/")
                && (everyCpu == null || !everyCpu.equals(cpuset));
        return Optional.of(new ProcessCpuLimits(cpus, narrowedByCpuset ? cpusetGroup : null,
                quota == null ? null : quota.cores, quota == null ? null : quota.group));
    }

    /** The cores it may use: its CPUs, or its quota when that is smaller. */
    double cores() {
        return quotaCores == null ? cpus.cardinality() : Math.min(cpus.cardinality(), quotaCores);
    }

    /** What limits it to {@link #cores()}, for the evidence line: its quota, its cpuset or its affinity. */
    String basis() {
        if (quotaCores != null && quotaCores < cpus.cardinality()) {
            return "the CPU quota of cgroup " + quotaGroup;
        }
        return (cpusetGroup == null ? "affinity (" : "the cpuset of cgroup " + cpusetGroup + " (") + describe(cpus) + ")";
    }

    /** One line for the result: "CPUs 0-1 (2 of 4, cpuset of cgroup /x), CPU quota 1.50 cores (cgroup /x)". */
    String describe(int hostThreads) {
        return describe(cpus) + " (" + cpus.cardinality() + " of " + hostThreads
                + (cpusetGroup == null ? ", affinity)" : ", cpuset of cgroup " + cpusetGroup + ")")
                + (quotaCores == null ? ", no CPU quota"
                : String.format(Locale.ROOT, ", CPU quota %.2f cores (cgroup %s)", quotaCores, quotaGroup));
    }

    /** "CPU 0", "CPUs 0-1,3" as the kernel writes the list. */
    static String describe(BitSet cpus) {
        StringBuilder list = new StringBuilder();
        for (int start = cpus.nextSetBit(0); start >= 0; start = cpus.nextSetBit(cpus.nextClearBit(start))) {
            int end = cpus.nextClearBit(start) - 1;
            list.append(list.isEmpty() ? "" : ",").append(start).append(end > start ? "-" + end : "");
        }
        return (cpus.cardinality() == 1 ? "CPU " : "CPUs ") + list;
    }

    /** The kernel's CPU list format ("0-3,8,10-11"), null when the text is not one. */
    static BitSet cpuList(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        BitSet cpus = new BitSet();
        try {
            for (String range : text.strip().split(",")) {
                String[] ends = range.split("-", 2);
                int from = Integer.parseInt(ends[0].strip());
                int to = ends.length == 2 ? Integer.parseInt(ends[1].strip()) : from;
                cpus.set(from, to + 1);
            }
        } catch (NumberFormatException | IndexOutOfBoundsException notAList) {
            return null;
        }
        return cpus;
    }

    private static BitSet cpuset(Path cgroupRoot, String group, boolean v1) {
        return v1 ? cpuList(firstOf(cgroupRoot.resolve("cpuset").resolve(relative(group)), "cpuset.effective_cpus",
                "cpuset.cpus")) : cpuList(first(cgroupRoot.resolve(relative(group)).resolve("cpuset.cpus.effective")));
    }

    static BitSet allowedCpus(List<String> status) {
        for (String line : status) {
            if (line.startsWith("Cpus_allowed_list:")) {
                return cpuList(line.substring(line.indexOf(':') + 1));
            }
        }
        return null;
    }

    private record Quota(double cores, String group) {
    }

    /** The smallest quota on the path from the group up to the hierarchy's root. */
    private static Quota smallestQuota(Path hierarchy, String group, boolean v1) {
        Quota smallest = null;
        for (String path = group; path != null; path = parent(path)) {
            Path directory = hierarchy.resolve(relative(path));
            Double cores = v1 ? cores(first(directory.resolve("cpu.cfs_quota_us")), first(directory.resolve("cpu.cfs_period_us")))
                    : cpuMax(first(directory.resolve("cpu.max")));
            if (cores != null && (smallest == null || cores < smallest.cores)) {
                smallest = new Quota(cores, path);
            }
        }
        return smallest;
    }

    private static Double cpuMax(String line) {
        if (line == null) {
            return null;
        }
        String[] fields = line.strip().split(" ");
        return fields.length == 2 ? cores(fields[0], fields[1]) : null;
    }

    private static Double cores(String quota, String period) {
        try {
            long q = Long.parseLong(quota.strip());
            long p = Long.parseLong(period.strip());
            return q > 0 && p > 0 ? Math.round(100.0 * q / p) / 100.0 : null;
        } catch (NumberFormatException | NullPointerException none) {
            return null; // "max", -1 or unreadable: no quota
        }
    }

    private static String parent(String path) {
        if (path.equals("/") || path.isEmpty()) {
            return null;
        }
        int slash = path.lastIndexOf('/');
        return slash <= 0 ? "/" : path.substring(0, slash);
    }

    private static String relative(String path) {
        return path.startsWith("/") ? path.substring(1) : path;
    }

    /** The first line of the first of the files that can be read (older kernels lack v1's effective_cpus). */
    private static String firstOf(Path directory, String... files) {
        for (String file : files) {
            String line = first(directory.resolve(file));
            if (line != null) {
                return line;
            }
        }
        return null;
    }

    private static String first(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return lines.isEmpty() ? null : lines.get(0);
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }
}
