package io.igen.core.resources;

import io.igen.core.workload.BadConfigurationException;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The database servers' side, read from the Prometheus exporters their operators run (node_exporter for the host,
 * postgres_exporter or mysqld_exporter for the database): each distinct URL read once at the start, where one that
 * does not answer stops the run before anything is measured, then once a second on a daemon thread of its own. Each
 * window gets every server's figures ({@link ServerUse}); a read that fails mid-run costs only that second's detail,
 * and the window says which seconds went without.
 */
public final class ServerExporters implements AutoCloseable {

    private static final long PERIOD_NANOS = 1_000_000_000L;
    /** A read's limit: well inside the period, so that one slow exporter does not hold up the others' seconds. */
    private static final Duration READ_TIMEOUT = Duration.ofMillis(800);

    private final ExporterClient client;
    private final LongSupplier clock;
    private final Map<String, URI> urls = new LinkedHashMap<>();
    private final Map<String, List<ServerReading>> readings = new LinkedHashMap<>();
    private final Map<String, String> lastFailure = new LinkedHashMap<>();
    private final Map<String, Map<String, Object>> hosts = new LinkedHashMap<>();
    private volatile Thread thread;

    private ServerExporters(ExporterClient client, LongSupplier clock) {
        this.client = client;
        this.clock = clock;
    }

    /**
     * Reads every exporter once.
     *
     * @throws BadConfigurationException naming the first exporter that did not answer, or did not answer as one
     */
    public static ServerExporters connect(List<URI> urls, LongSupplier clock) throws InterruptedException {
        return connect(new ExporterClient(READ_TIMEOUT), urls, clock);
    }

    static ServerExporters connect(ExporterClient client, List<URI> urls, LongSupplier clock)
            throws InterruptedException {
        ServerExporters exporters = new ServerExporters(client, clock);
        for (URI url : urls) {
            String name = ExporterClient.name(url);
            if (exporters.urls.putIfAbsent(name, url) != null) {
                continue;
            }
            long before = clock.getAsLong();
            try {
                ExporterSamples samples = client.read(url);
                exporters.readings.put(name, new ArrayList<>(List.of(
                        ServerReading.of(midway(before, clock.getAsLong()), samples))));
                exporters.hosts.put(name, ServerHost.of(samples));
            } catch (ExporterClient.ReadFailed failed) {
                String why = failed.getMessage().startsWith("answered") ? failed.getMessage()
                        : "did not answer (" + failed.getMessage() + ")";
                throw new BadConfigurationException("--server-metrics: the exporter at " + name + " " + why
                        + "; start it there, or leave it out of --server-metrics");
            }
        }
        return exporters;
    }

    private static long midway(long before, long after) {
        return before + (after - before) / 2;
    }

    /** The exporters' names ({@code host:port}), in the order given. */
    public synchronized List<String> names() {
        return List.copyOf(urls.keySet());
    }

    /** Each server's hardware, kernel and database as its exporters told at the start, by exporter, as given. */
    public synchronized Map<String, Map<String, Object>> hosts() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(hosts));
    }

    /** Reads every exporter once a second until closed. */
    public void start() {
        thread = DaemonThread.periodic("igen-server-exporters", clock, PERIOD_NANOS, PERIOD_NANOS, () -> {
            for (String name : names()) {
                readNow(name);
            }
        });
    }

    private void readNow(String name) throws InterruptedException {
        URI url;
        synchronized (this) {
            url = urls.get(name);
        }
        long before = clock.getAsLong();
        try {
            ExporterSamples samples = client.read(url);
            ServerReading reading = ServerReading.of(midway(before, clock.getAsLong()), samples);
            synchronized (this) {
                // the sampler and a window's end may read at once: keep the readings in the order they were taken
                List<ServerReading> own = readings.get(name);
                own.add(reading);
                own.sort(Comparator.comparingLong(ServerReading::nanos));
            }
        } catch (ExporterClient.ReadFailed failed) {
            synchronized (this) {
                lastFailure.put(name, failed.getMessage());
            }
        }
    }

    /**
     * What each server did between two instants of the runner's clock, by exporter. Reads the exporters once more when
     * the span ended after their last reading. Asked of spans in the order they began: the readings before this one's
     * start are let go.
     */
    public Map<String, ServerUse> between(long startNanos, long endNanos) throws InterruptedException {
        for (String name : names()) {
            boolean behind;
            synchronized (this) {
                List<ServerReading> own = readings.get(name);
                behind = own.get(own.size() - 1).nanos() < endNanos;
            }
            if (behind) {
                readNow(name);
            }
        }
        Map<String, ServerUse> uses = new LinkedHashMap<>();
        synchronized (this) {
            for (Map.Entry<String, List<ServerReading>> server : readings.entrySet()) {
                List<ServerReading> own = server.getValue();
                uses.put(server.getKey(), ServerUse.between(server.getKey(), own, startNanos, endNanos, PERIOD_NANOS,
                        lastFailure.get(server.getKey())));
                int keepFrom = 0;
                while (keepFrom + 1 < own.size() && own.get(keepFrom + 1).nanos() <= startNanos) {
                    keepFrom++;
                }
                own.subList(0, keepFrom).clear();
            }
        }
        return uses;
    }

    @Override
    public void close() {
        DaemonThread.stop(thread);
    }
}
