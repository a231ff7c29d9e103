package io.igen.core.resources;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Linux's pressure stall information for the CPU ({@code /proc/pressure/cpu}, kernels from 4.20 with PSI on): the
 * "some" line's {@code total} counts the microseconds in which at least one runnable task waited for a CPU.
 */
final class CpuPressure {

    static final Path FILE = Path.of("/proc/pressure/cpu");

    private CpuPressure() {
    }

    /** The "some" total in microseconds, or null when the file is absent or unreadable (no PSI here). */
    static Long someTotalMicros(Path file) {
        try {
            return someTotalMicros(Files.readAllLines(file));
        } catch (IOException | RuntimeException unavailable) {
            return null;
        }
    }

    /** The "some" total of the file's lines, or null when there is none. */
    static Long someTotalMicros(List<String> lines) {
        for (String line : lines) {
            if (!line.startsWith("some ")) {
                continue;
            }
            for (String field : line.split("\\s+")) {
                if (field.startsWith("total=")) {
                    return Long.parseLong(field.substring("total=".length()));
                }
            }
        }
        return null;
    }
}
