package io.igen.core.result;

import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.CentralProcessor.ProcessorCache;
import oshi.hardware.HardwareAbstractionLayer;
import oshi.hardware.PhysicalMemory;
import oshi.software.os.OperatingSystem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the {@link Machine} through OSHI, and on Linux the two kernel settings OSHI does not read (the frequency
 * governor and transparent huge pages) from {@code /sys}. Never fails a run: a probe that cannot read something
 * leaves it out, and one that cannot run at all gives no machine.
 */
public final class MachineProbe {

    private static final long HZ_PER_MHZ = 1_000_000;

    private MachineProbe() {
    }

    /** This machine, or empty when OSHI cannot read it (an unsupported OS, a missing native library). */
    public static Optional<Machine> capture() {
        try {
            SystemInfo system = new SystemInfo();
            HardwareAbstractionLayer hardware = system.getHardware();
            return Optional.of(new Machine(cpu(hardware.getProcessor()), memory(hardware),
                    osSettings(system.getOperatingSystem())));
        } catch (RuntimeException | LinkageError unreadable) {
            return Optional.empty();
        }
    }

    private static Machine.Cpu cpu(CentralProcessor cpu) {
        int numaNodes = (int) cpu.getLogicalProcessors().stream()
                .mapToInt(CentralProcessor.LogicalProcessor::getNumaNode).distinct().count();
        return new Machine.Cpu(cpu.getPhysicalPackageCount(), cpu.getPhysicalProcessorCount(),
                cpu.getLogicalProcessorCount(), numaNodes, mhz(cpu.getProcessorIdentifier().getVendorFreq()),
                mhz(cpu.getMaxFreq()));
    }

    private static Machine.Memory memory(HardwareAbstractionLayer hardware) {
        return new Machine.Memory(linuxCaches(Path.of("/sys/devices/system/cpu/cpu0/cache"))
                .orElseGet(() -> caches(hardware.getProcessor().getProcessorCaches())),
                hardware.getMemory().getPhysicalMemory().stream().map(MachineProbe::module).toList());
    }

    private static Machine.OsSettings osSettings(OperatingSystem os) {
        return new Machine.OsSettings(os.getFamily() + " " + os.getVersionInfo(), System.getProperty("os.version"),
                firstLine(Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")).orElse(null),
                firstLine(Path.of("/sys/kernel/mm/transparent_hugepage/enabled")).map(MachineProbe::selected)
                        .orElse(null));
    }

    /** The bracketed choice of a Linux setting file: {@code always [madvise] never} gives {@code madvise}. */
    static String selected(String setting) {
        int open = setting.indexOf('[');
        int close = setting.indexOf(']', open + 1);
        return open >= 0 && close > open ? setting.substring(open + 1, close) : setting.trim();
    }

    /**
     * CPU 0's caches as Linux describes them in sysfs ({@code index0/level}, {@code type}, {@code size} such as
     * {@code 32K}): read directly because OSHI 6.6 gives those sizes in KiB where its API promises bytes.
     */
    static Optional<Map<String, Long>> linuxCaches(Path cacheDirectory) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (int index = 0; Files.isDirectory(cacheDirectory.resolve("index" + index)); index++) {
            Path cache = cacheDirectory.resolve("index" + index);
            Optional<String> level = firstLine(cache.resolve("level"));
            Optional<String> type = firstLine(cache.resolve("type"));
            Optional<Long> size = firstLine(cache.resolve("size")).flatMap(MachineProbe::bytes);
            if (level.isPresent() && type.isPresent() && size.isPresent()) {
                String suffix = switch (type.get()) {
                    case "Data" -> "d";
                    case "Instruction" -> "i";
                    default -> "";
                };
                sizes.putIfAbsent("L" + level.get() + suffix, size.get());
            }
        }
        return sizes.isEmpty() ? Optional.empty() : Optional.of(sizes);
    }

    /** {@code 32K}, {@code 1M} or a plain number of bytes, as sysfs writes sizes. */
    static Optional<Long> bytes(String size) {
        try {
            char unit = Character.toUpperCase(size.charAt(size.length() - 1));
            long multiplier = unit == 'K' ? 1L << 10 : unit == 'M' ? 1L << 20 : unit == 'G' ? 1L << 30 : 1;
            String digits = multiplier == 1 ? size : size.substring(0, size.length() - 1);
            return Optional.of(Long.parseLong(digits.trim()) * multiplier);
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /** One size per cache name, the way lscpu names them; OSHI lists a cache once per level and type. */
    static Map<String, Long> caches(List<ProcessorCache> caches) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        caches.stream()
                .sorted((a, b) -> a.getLevel() != b.getLevel() ? Byte.compare(a.getLevel(), b.getLevel())
                        : a.getType().compareTo(b.getType()))
                .forEach(cache -> sizes.putIfAbsent(name(cache), (long) cache.getCacheSize()));
        return sizes;
    }

    private static String name(ProcessorCache cache) {
        String suffix = switch (cache.getType()) {
            case DATA -> "d";
            case INSTRUCTION -> "i";
            case TRACE -> "t";
            case UNIFIED -> "";
        };
        return "L" + cache.getLevel() + suffix;
    }

    private static String module(PhysicalMemory memory) {
        return String.format(Locale.ROOT, "%s %d MT/s %s", memory.getMemoryType(), memory.getClockSpeed() / HZ_PER_MHZ,
                Machine.size(memory.getCapacity()));
    }

    private static Long mhz(long hertz) {
        return hertz > 0 ? hertz / HZ_PER_MHZ : null;
    }

    private static Optional<String> firstLine(Path file) {
        try {
            return Files.readAllLines(file).stream().findFirst().map(String::trim);
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }
}
