package io.igen.core.metrics;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;

import java.io.IOException;

/**
 * The HTTP endpoint that serves a run's live series at {@code /metrics} (Prometheus and OpenMetrics text, as the
 * scraper asks), on every interface, from daemon threads of its own. Started before the run, closed after it.
 */
public final class MetricsServer implements AutoCloseable {

    private final HTTPServer server;

    private MetricsServer(HTTPServer server) {
        this.server = server;
    }

    /**
     * Starts serving.
     *
     * @param port the port to listen on; 0 for any free one ({@link #port()} tells which)
     * @throws IOException when the port cannot be bound (in use, or privileged)
     */
    public static MetricsServer start(int port, PrometheusMetrics metrics) throws IOException {
        return new MetricsServer(HTTPServer.builder().port(port).registry(metrics.registry()).buildAndStart());
    }

    /** The port it listens on. */
    public int port() {
        return server.getPort();
    }

    /** Where the series are, as a scraper on this machine would ask (the server listens on every interface). */
    public String url() {
        return "http://0.0.0.0:" + port() + "/metrics";
    }

    /** Stops serving; the port is free again when this returns. */
    @Override
    public void close() {
        server.close();
    }
}
