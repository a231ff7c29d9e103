package io.igen.core.resources;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The energy the host's processor packages used, from Intel's RAPL counters as Linux's powercap class shows them
 * ({@code /sys/class/powercap/intel-rapl:N/energy_uj}; AMD processors report through the same files). Only the
 * top-level zones are summed: a package's sub-zones ({@code intel-rapl:0:0}, its cores) are inside its own count.
 * A counter wraps at its {@code max_energy_range_uj}; readings are unwrapped so the total only grows. Read by one
 * thread at a time.
 */
final class RaplEnergy {

    /** Where Linux shows power-capping zones. */
    static final Path POWERCAP = Path.of("/sys/class/powercap");

    private static final Pattern PACKAGE_ZONE = Pattern.compile("intel-rapl:\\d+");

    private final List<Zone> zones;
    private final String unavailable;

    private RaplEnergy(List<Zone> zones, String unavailable) {
        this.zones = zones;
        this.unavailable = unavailable;
    }

    /** The package zones under {@code powercap} whose counters can be read. */
    static RaplEnergy under(Path powercap) {
        if (!Files.isDirectory(powercap)) {
            return new RaplEnergy(List.of(), "no " + powercap + " (no RAPL on this host, or not exposed to it)");
        }
        List<Zone> zones = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(powercap)) {
            for (Path entry : entries) {
                if (PACKAGE_ZONE.matcher(entry.getFileName().toString()).matches()) {
                    Zone.open(entry).ifPresent(zones::add);
                }
            }
        } catch (IOException unreadable) {
            return new RaplEnergy(List.of(), powercap + " unreadable: " + unreadable.getMessage());
        }
        return zones.isEmpty()
                ? new RaplEnergy(List.of(), "no readable RAPL package zone under " + powercap)
                : new RaplEnergy(List.copyOf(zones), null);
    }

    /** Why there is no energy figure; empty when the counters are read. */
    Optional<String> unavailable() {
        return Optional.ofNullable(unavailable);
    }

    /** Microjoules used by all packages since the first reading, unwrapped; null when there are no counters. */
    Long totalMicrojoules() {
        if (zones.isEmpty()) {
            return null;
        }
        long total = 0;
        for (Zone zone : zones) {
            Long used = zone.readTotal();
            if (used == null) {
                return null;
            }
            total += used;
        }
        return total;
    }

    /** One package's counter, with what it had counted before its last wrap. */
    private static final class Zone {
        private final Path energy;
        private final long range;
        private long last = -1;
        private long total;

        private Zone(Path energy, long range) {
            this.energy = energy;
            this.range = range;
        }

        static Optional<Zone> open(Path zone) {
            try {
                long range = Long.parseLong(Files.readString(zone.resolve("max_energy_range_uj")).trim());
                Zone opened = new Zone(zone.resolve("energy_uj"), range);
                return opened.readTotal() == null ? Optional.empty() : Optional.of(opened);
            } catch (IOException | RuntimeException unreadable) {
                return Optional.empty();
            }
        }

        Long readTotal() {
            long now;
            try {
                now = Long.parseLong(Files.readString(energy).trim());
            } catch (IOException | RuntimeException unreadable) {
                return null;
            }
            if (last >= 0) {
                total += now >= last ? now - last : range - last + now;
            }
            last = now;
            return total;
        }
    }
}
