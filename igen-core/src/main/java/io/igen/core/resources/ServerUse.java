package io.igen.core.resources;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What one server did in a window, from its exporter's readings ({@link ServerReading}): each counter's rate and each
 * gauge's mean, and the seconds of the window its exporter did not answer.
 *
 * <p>A rate is the counter's increase over the window divided by the time the readings cover. Each pair of readings
 * that straddles an edge adds the share of its increase that falls inside the window (the counter assumed to grow
 * evenly between them), so a 10 s window is not rounded to whole seconds. A counter that fell between two readings
 * was reset (its exporter's host restarted): its increase over that pair is the later value. Seconds without a
 * reading lose only their detail: the counters' increase across them is still counted.
 *
 * @param server  the exporter's name ({@code host:port})
 * @param seconds the length of the window
 * @param rates   counter name -> increase per second
 * @param gauges  gauge name -> mean over the readings in the window
 * @param missing the spans of the window, in seconds from its start, in which the exporter gave no reading, with
 *                why; empty when it answered every second
 */
record ServerUse(String server, double seconds, Map<String, Double> rates, Map<String, Double> gauges,
                 List<String> missing) {

    /** A gap between two readings longer than this many periods is a span without readings. */
    private static final double MISSING_PERIODS = 1.5;

    ServerUse {
        // sorted, so that the figures built from them come out in the same order in every result
        rates = Collections.unmodifiableSortedMap(new TreeMap<>(rates));
        gauges = Collections.unmodifiableSortedMap(new TreeMap<>(gauges));
        missing = List.copyOf(missing);
    }

    /**
     * The window [{@code startNanos}, {@code endNanos}] from a server's readings, oldest first.
     *
     * @param periodNanos how often the exporter is read
     * @param lastFailure why the last read failed, if one did: said with the spans without readings
     */
    static ServerUse between(String server, List<ServerReading> readings, long startNanos, long endNanos,
                             long periodNanos, String lastFailure) {
        Map<String, Double> increases = new TreeMap<>();
        long covered = 0;
        List<String> missing = new ArrayList<>();
        ServerReading previous = null;
        for (ServerReading reading : readings) {
            if (previous != null) {
                long overlap = Math.min(reading.nanos(), endNanos) - Math.max(previous.nanos(), startNanos);
                if (overlap > 0) {
                    covered += overlap;
                    double share = (double) overlap / (reading.nanos() - previous.nanos());
                    for (Map.Entry<String, Double> counter : reading.counters().entrySet()) {
                        Double before = previous.counters().get(counter.getKey());
                        if (before != null) {
                            double now = counter.getValue();
                            increases.merge(counter.getKey(), share * (now >= before ? now - before : now), Double::sum);
                        }
                    }
                    if (reading.nanos() - previous.nanos() > MISSING_PERIODS * periodNanos) {
                        missing.add(span(previous.nanos(), reading.nanos(), startNanos, endNanos));
                    }
                }
            }
            previous = reading;
        }
        long first = readings.isEmpty() ? endNanos : readings.get(0).nanos();
        long last = readings.isEmpty() ? startNanos : readings.get(readings.size() - 1).nanos();
        if (first > startNanos + periodNanos) {
            missing.add(0, span(startNanos, first, startNanos, endNanos));
        }
        if (last < endNanos - periodNanos) {
            missing.add(span(Math.max(last, startNanos), endNanos, startNanos, endNanos));
        }
        if (!missing.isEmpty() && lastFailure != null) {
            missing.add("last error: " + lastFailure);
        }
        Map<String, Double> rates = new TreeMap<>();
        double coveredSeconds = covered / 1e9;
        if (coveredSeconds > 0) {
            increases.forEach((name, increase) -> rates.put(name, increase / coveredSeconds));
        }
        return new ServerUse(server, (endNanos - startNanos) / 1e9, rates, gauges(readings, startNanos, endNanos),
                missing);
    }

    private static Map<String, Double> gauges(List<ServerReading> readings, long startNanos, long endNanos) {
        Map<String, double[]> sums = new TreeMap<>();
        List<ServerReading> inside = readings.stream()
                .filter(reading -> reading.nanos() >= startNanos && reading.nanos() <= endNanos).toList();
        if (inside.isEmpty() && !readings.isEmpty()) {
            inside = List.of(readings.get(readings.size() - 1));
        }
        for (ServerReading reading : inside) {
            reading.gauges().forEach((name, value) -> {
                double[] sum = sums.computeIfAbsent(name, any -> new double[2]);
                sum[0] += value;
                sum[1]++;
            });
        }
        Map<String, Double> means = new TreeMap<>();
        sums.forEach((name, sum) -> means.put(name, sum[0] / sum[1]));
        return means;
    }

    private static String span(long fromNanos, long toNanos, long startNanos, long endNanos) {
        return String.format(Locale.ROOT, "no reading %.1f-%.1f s", (Math.max(fromNanos, startNanos) - startNanos) / 1e9,
                (Math.min(toNanos, endNanos) - startNanos) / 1e9);
    }

    /** Whether the readings gave any rate: not when the exporter answered neither before nor after the window. */
    boolean measured() {
        return !rates.isEmpty();
    }

    /** The server's CPUs, as its exporter counts them; empty when it is not a node exporter. */
    Optional<Double> cpus() {
        return Optional.ofNullable(gauges.get(ServerReading.CPUS));
    }

    /** Cores in one of the kernel's CPU modes ({@code user}, {@code iowait}...); 0 when not read. */
    double cores(String mode) {
        return rates.getOrDefault(ServerReading.CPU + mode, 0.0);
    }

    /** Cores busy: every mode but idle and iowait, steal included (CPU the hypervisor gave to another guest). */
    double busyCores() {
        return rates.entrySet().stream().filter(rate -> rate.getKey().startsWith(ServerReading.CPU))
                .filter(rate -> !rate.getKey().endsWith(".idle") && !rate.getKey().endsWith(".iowait"))
                .mapToDouble(Map.Entry::getValue).sum();
    }

    /** The disk busy the largest share of the window, if the exporter reads disks. */
    Optional<Disk> busiestDisk() {
        Disk busiest = null;
        for (Map.Entry<String, Double> rate : rates.entrySet()) {
            String name = rate.getKey();
            if (name.startsWith(ServerReading.DISK) && name.endsWith(ServerReading.DISK_BUSY)) {
                String device = name.substring(ServerReading.DISK.length(), name.length()
                        - ServerReading.DISK_BUSY.length());
                if (busiest == null || rate.getValue() > busiest.busy()) {
                    busiest = new Disk(device, rate.getValue(), diskRate(device, ServerReading.DISK_READ_BYTES),
                            diskRate(device, ServerReading.DISK_WRITE_BYTES), await(device));
                }
            }
        }
        return Optional.ofNullable(busiest);
    }

    /**
     * One disk in a window.
     *
     * @param busy    the share of the window in which it had a request in flight (iostat's %util, as a fraction)
     * @param awaitMs the mean time a request completed in the window took, queueing included; null without requests
     */
    record Disk(String device, double busy, double readBytesPerSecond, double writeBytesPerSecond, Double awaitMs) {
    }

    private double diskRate(String device, String figure) {
        return rates.getOrDefault(ServerReading.DISK + device + figure, 0.0);
    }

    private Double await(String device) {
        double ios = diskRate(device, ServerReading.DISK_IOS);
        return ios > 0 ? 1000 * diskRate(device, ServerReading.DISK_IO_SECONDS) / ios : null;
    }

    /** The share of the window in which some task waited for {@code resource} (cpu, io, memory); empty if not read. */
    Optional<Double> pressurePercent(String resource) {
        return Optional.ofNullable(rates.get(ServerReading.PRESSURE + resource)).map(share -> 100 * share);
    }

    /** The share of the server's memory available to new work, if read. */
    Optional<Double> memoryAvailableShare() {
        Double available = gauges.get(ServerReading.MEMORY_AVAILABLE);
        Double total = gauges.get(ServerReading.MEMORY_TOTAL);
        return available == null || total == null || total <= 0 ? Optional.empty() : Optional.of(available / total);
    }

    /** The figures a level's JSON holds for this server. */
    Map<String, Object> figures() {
        Map<String, Object> figures = new LinkedHashMap<>();
        cpus().ifPresent(cpus -> {
            figures.put("cpus", Math.round(cpus));
            figures.put("busyCores", round(busyCores(), 3));
            for (String mode : List.of("user", "system", "iowait", "steal", "idle")) {
                figures.put(mode + "Cores", round(cores(mode), 3));
            }
        });
        for (String resource : List.of("cpu", "io", "memory")) {
            pressurePercent(resource).ifPresent(percent -> figures.put(resource + "PressurePercent", round(percent, 1)));
        }
        Optional.ofNullable(gauges.get(ServerReading.MEMORY_AVAILABLE))
                .ifPresent(bytes -> figures.put("memoryAvailableBytes", Math.round(bytes)));
        Optional.ofNullable(rates.get(ServerReading.MAJOR_FAULTS))
                .ifPresent(faults -> figures.put("majorFaultsPerSecond", round(faults, 1)));
        busiestDisk().ifPresent(disk -> {
            figures.put("busiestDisk", disk.device());
            figures.put("diskBusyPercent", round(100 * disk.busy(), 1));
            if (disk.awaitMs() != null) {
                figures.put("diskAwaitMs", round(disk.awaitMs(), 2));
            }
            figures.put("diskReadBytesPerSecond", Math.round(disk.readBytesPerSecond()));
            figures.put("diskWriteBytesPerSecond", Math.round(disk.writeBytesPerSecond()));
        });
        Optional.ofNullable(rates.get(ServerReading.NETWORK_BYTES))
                .ifPresent(bytes -> figures.put("networkBytesPerSecond", Math.round(bytes)));
        rates.forEach((name, rate) -> {
            if (name.startsWith(ServerReading.DB)) {
                figures.put(name.substring(ServerReading.DB.length()) + "PerSecond", round(rate, 1));
            }
        });
        Optional.ofNullable(gauges.get(ServerReading.DB_LOCKS_HELD))
                .ifPresent(locks -> figures.put("locksHeld", round(locks, 1)));
        if (!missing.isEmpty()) {
            figures.put("missing", missing);
        }
        return figures;
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}
