package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The machine beyond its CPU model and core count: what comparisons between machines stand or fall with. Read
 * through OSHI ({@link MachineProbe}); a figure the OS does not expose is absent (null, or an empty list). In JSON one
 * flat object: each group's figures in turn.
 *
 * @param cpu        the processors' topology and frequencies
 * @param memory     the CPU caches and the memory modules
 * @param osSettings the OS release and the kernel settings a measurement depends on
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Machine(@JsonUnwrapped Cpu cpu, @JsonUnwrapped Memory memory, @JsonUnwrapped OsSettings osSettings) {

    /** One readable line per property, in a fixed order: the rows of the report and of compare's differences. */
    public Map<String, String> describe() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("cpu topology", cpu.sockets() + " socket(s), " + cpu.physicalCores() + " cores, "
                + cpu.logicalProcessors() + " hardware threads, " + cpu.numaNodes() + " NUMA node(s)");
        lines.put("cpu frequency", "base " + mhz(cpu.baseFrequencyMhz()) + ", max " + mhz(cpu.maxFrequencyMhz()));
        Map<String, Long> caches = memory.cachesBytes();
        lines.put("cpu caches", caches.isEmpty() ? "not exposed" : caches.entrySet().stream()
                .map(cache -> cache.getKey() + " " + size(cache.getValue())).collect(Collectors.joining(", ")));
        lines.put("memory modules", memory.memoryModules().isEmpty() ? "not exposed"
                : String.join(", ", memory.memoryModules()));
        lines.put("os release", orUnknown(osSettings.os()));
        lines.put("kernel", orUnknown(osSettings.kernel()));
        lines.put("frequency governor", orUnknown(osSettings.frequencyGovernor()));
        lines.put("transparent huge pages", orUnknown(osSettings.transparentHugePages()));
        return lines;
    }

    /** The lines of {@link #describe()} for a result that recorded no machine (written before it was, or unreadable). */
    public static Map<String, String> describeUnrecorded() {
        Map<String, String> lines = new LinkedHashMap<>();
        new Machine(new Cpu(0, 0, 0, 0, null, null), new Memory(null, null), new OsSettings(null, null, null, null))
                .describe().keySet().forEach(name -> lines.put(name, "not recorded"));
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

    /**
     * The processors.
     *
     * @param sockets           CPU packages
     * @param physicalCores     cores, all packages together
     * @param logicalProcessors hardware threads the OS sees
     * @param numaNodes         NUMA nodes the logical processors belong to
     * @param baseFrequencyMhz  the CPU's nominal frequency
     * @param maxFrequencyMhz   the highest frequency the OS reports for it
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Cpu(int sockets, int physicalCores, int logicalProcessors, int numaNodes, Long baseFrequencyMhz,
                      Long maxFrequencyMhz) {
    }

    /**
     * The memory hierarchy below the cores.
     *
     * @param cachesBytes   per cache ({@code L1d}, {@code L1i}, {@code L2}, {@code L3}), the size of one
     * @param memoryModules each installed module: type, speed, size ({@code DDR4 3200 MT/s 16 GiB})
     */
    public record Memory(Map<String, Long> cachesBytes, List<String> memoryModules) {

        public Memory {
            cachesBytes = cachesBytes == null ? Map.of() : new LinkedHashMap<>(cachesBytes);
            memoryModules = memoryModules == null ? List.of() : List.copyOf(memoryModules);
        }
    }

    /**
     * The operating system.
     *
     * @param os                   the OS release ({@code Debian GNU/Linux 12 (bookworm)})
     * @param kernel               the kernel release
     * @param frequencyGovernor    the Linux CPU frequency governor of CPU 0
     * @param transparentHugePages the Linux transparent huge page mode ({@code always}, {@code madvise},
     *                             {@code never})
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record OsSettings(String os, String kernel, String frequencyGovernor, String transparentHugePages) {
    }

}
