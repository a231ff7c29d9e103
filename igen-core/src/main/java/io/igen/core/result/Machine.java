package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The machine beyond its CPU model and core count: what comparisons between machines stand or fall with. Read
 * through OSHI ({@link MachineProbe}); a figure the OS does not expose is absent (null, or an empty list).
 *
 * @param sockets               CPU packages
 * @param physicalCores         cores, all packages together
 * @param logicalProcessors     hardware threads the OS sees
 * @param numaNodes             NUMA nodes the logical processors belong to
 * @param baseFrequencyMhz      the CPU's nominal frequency
 * @param maxFrequencyMhz       the highest frequency the OS reports for it
 * @param cachesBytes           per cache ({@code L1d}, {@code L1i}, {@code L2}, {@code L3}), the size of one
 * @param memoryModules         each installed module: type, speed, size ({@code DDR4 3200 MT/s 16 GiB})
 * @param os                    the OS release ({@code Debian GNU/Linux 12 (bookworm)})
 * @param kernel                the kernel release
 * @param frequencyGovernor     the Linux CPU frequency governor of CPU 0
 * @param transparentHugePages  the Linux transparent huge page mode ({@code always}, {@code madvise}, {@code never})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Machine(
        int sockets,
        int physicalCores,
        int logicalProcessors,
        int numaNodes,
        Long baseFrequencyMhz,
        Long maxFrequencyMhz,
        Map<String, Long> cachesBytes,
        List<String> memoryModules,
        String os,
        String kernel,
        String frequencyGovernor,
        String transparentHugePages) {

    public Machine {
        cachesBytes = cachesBytes == null ? Map.of() : new LinkedHashMap<>(cachesBytes);
        memoryModules = memoryModules == null ? List.of() : List.copyOf(memoryModules);
    }

    /** One readable line per property, in a fixed order: the rows of the report and of compare's differences. */
    public Map<String, String> describe() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("cpu topology", sockets + " socket(s), " + physicalCores + " cores, " + logicalProcessors
                + " hardware threads, " + numaNodes + " NUMA node(s)");
        lines.put("cpu frequency", "base " + mhz(baseFrequencyMhz) + ", max " + mhz(maxFrequencyMhz));
        lines.put("cpu caches", cachesBytes.isEmpty() ? "not exposed" : cachesBytes.entrySet().stream()
                .map(cache -> cache.getKey() + " " + size(cache.getValue())).collect(Collectors.joining(", ")));
        lines.put("memory modules", memoryModules.isEmpty() ? "not exposed" : String.join(", ", memoryModules));
        lines.put("os release", orUnknown(os));
        lines.put("kernel", orUnknown(kernel));
        lines.put("frequency governor", orUnknown(frequencyGovernor));
        lines.put("transparent huge pages", orUnknown(transparentHugePages));
        return lines;
    }

    /** The lines of {@link #describe()} for a result that recorded no machine (written before it was, or unreadable). */
    public static Map<String, String> describeUnrecorded() {
        Map<String, String> lines = new LinkedHashMap<>();
        new Machine(0, 0, 0, 0, null, null, null, null, null, null, null, null).describe().keySet()
                .forEach(name -> lines.put(name, "not recorded"));
        return lines;
    }

    /** {@code 32 KiB}, {@code 512 KiB}, {@code 32 MiB}. */
    static String size(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return bytes / (1 << 20) + " MiB";
        }
        if (bytes >= 1 << 10) {
            return String.format(Locale.ROOT, "%.0f KiB", bytes / 1024.0);
        }
        return bytes + " B";
    }

    private static String mhz(Long value) {
        return value == null ? "unknown" : value + " MHz";
    }

    private static String orUnknown(String value) {
        return value == null ? "not readable" : value;
    }
}
