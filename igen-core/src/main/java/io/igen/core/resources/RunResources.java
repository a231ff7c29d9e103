package io.igen.core.resources;

import io.igen.core.workload.ServerSide;
import io.igen.core.workload.SessionProbe;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * What a run watches besides its own measurement: the machine's resources ({@link ResourceMonitor}), the servers' side
 * from their exporters where the work names them ({@link ServerExporters}) and, where the work has database sessions,
 * what they wait for ({@link SessionSampler}). Started once the workload is open; gives
 * each level's window its figures, its judgment and its per-second CPU split; closes both when the run ends.
 */
public final class RunResources implements AutoCloseable {

    private final ResourceMonitor monitor;
    private final LongSupplier clock;
    private final Map<String, Object> settings = new LinkedHashMap<>();
    private final List<String> notes = new ArrayList<>();
    private SessionSampler sessions;
    private ServerExporters exporters;
    private boolean serverInProcess = true;

    /** @param clock the runner's clock in nanoseconds, on which the windows are given */
    public RunResources(ResourceMonitor monitor, LongSupplier clock) {
        this.monitor = monitor;
        this.clock = clock;
    }

    /**
     * Reads the servers' exporters once, before anything runs, so that one that does not answer stops the run there;
     * {@link #start} then reads them once a second.
     *
     * @throws io.igen.core.workload.BadConfigurationException naming the first that did not answer
     */
    public void connectExporters(List<URI> urls) throws InterruptedException {
        if (!urls.isEmpty()) {
            exporters = ServerExporters.connect(urls, clock);
            settings.put("serverHosts", exporters.hosts());
        }
    }

    /**
     * Starts watching.
     *
     * @param servers     where the work's database runs
     * @param probe       the work's sessions, when it has any to look at
     * @param everySecond told what each second used (live metrics)
     * @param everySample told what the sessions were doing at each sample (live metrics)
     */
    public void start(ServerSide servers, Optional<SessionProbe> probe, Consumer<ResourceUse> everySecond,
                      Consumer<SessionWaits> everySample) {
        serverInProcess = servers.inProcess();
        List<String> serversNotFound = monitor.start(servers, everySecond);
        if (!serversNotFound.isEmpty()) {
            settings.put("serverCpuNotRecorded", serversNotFound);
            serversNotFound.forEach(missing -> notes.add("server CPU not recorded for " + missing));
        }
        if (!monitor.serverLimits().isEmpty()) {
            settings.put("serverCpuLimits", monitor.serverLimits());
        }
        monitor.energyUnavailable().ifPresent(why -> settings.put("energy", "not available: " + why));
        if (exporters != null) {
            exporters.start();
        }
        probe.ifPresent(found -> {
            sessions = new SessionSampler(found, clock, everySample);
            sessions.start();
        });
    }

    /**
     * What the run's configuration records of the watching: servers not found, the servers' CPU limits, energy not
     * available.
     */
    public Map<String, Object> settings() {
        return Map.copyOf(settings);
    }

    /** What the user should hear about the watching, a line each. */
    public List<String> notes() {
        return List.copyOf(notes);
    }

    /**
     * A window's figures: its resources, its sessions' waits, its judgment, and the CPU split of each second of the
     * level; empty when nothing was watched.
     *
     * @param throughput         operations per second in the window
     * @param secondStartSeconds the start of each second of the level's time series, in seconds from the window's
     *                           start (negative in the warm-up)
     */
    public Window window(long startNanos, long endNanos, double throughput, List<Double> secondStartSeconds) {
        Optional<ResourceUse> used = monitor.between(startNanos, endNanos);
        Optional<SessionWaits> waits = sessions == null ? Optional.empty() : sessions.between(startNanos, endNanos);
        Map<String, ServerUse> servers = servers(startNanos, endNanos);
        Map<String, Object> figures = new LinkedHashMap<>();
        if (used.isPresent()) {
            figures.putAll(WindowResources.of(used.get(), waits.orElse(null), throughput, serverInProcess,
                    serverInProcess ? null : monitor.serverAllowance().orElse(null), servers));
            List<Map<String, Object>> series = CpuSplit.series(monitor, startNanos, secondStartSeconds);
            if (!series.isEmpty()) {
                figures.put("resourceSeries", series);
            }
        } else {
            if (!servers.isEmpty()) {
                figures.putAll(WindowResources.ofServers(servers));
            }
            waits.ifPresent(sampled -> figures.putAll(WindowResources.sessionFigures(sampled)));
        }
        return new Window(figures, used.flatMap(use -> BoundJudge.driverSaturation(use, serverInProcess)));
    }

    private Map<String, ServerUse> servers(long startNanos, long endNanos) {
        if (exporters == null) {
            return Map.of();
        }
        try {
            return exporters.between(startNanos, endNanos);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return Map.of();
        }
    }

    /**
     * The host's CPU pressure in each of {@code seconds} whole seconds from {@code startNanos}: the share of the second
     * in which some runnable task waited for a CPU; null when it was not recorded (nothing watched, or a kernel without
     * pressure stall information).
     */
    public double[] cpuPressurePercents(long startNanos, int seconds) {
        double[] percents = new double[seconds];
        for (int second = 0; second < seconds; second++) {
            long from = startNanos + second * 1_000_000_000L;
            Double percent = monitor.between(from, from + 1_000_000_000L)
                    .map(use -> use.hostActivity().cpuPressurePercent()).orElse(null);
            if (percent == null) {
                return null;
            }
            percents[second] = percent;
        }
        return percents;
    }

    /**
     * A window's figures, and why it measured its own driver, if it did.
     *
     * @param figures    the level's resource figures ({@link WindowResources#declarations()})
     * @param saturation the problem to record when the driver itself took more than half the host
     */
    public record Window(Map<String, Object> figures, Optional<String> saturation) {
    }

    @Override
    public void close() {
        if (sessions != null) {
            sessions.close();
        }
        if (exporters != null) {
            exporters.close();
        }
        monitor.close();
    }
}
