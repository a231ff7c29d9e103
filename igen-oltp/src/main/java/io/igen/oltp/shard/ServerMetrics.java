package io.igen.oltp.shard;

import io.igen.core.workload.BadConfigurationException;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where the shards' servers' Prometheus exporters answer ({@code --server-metrics}): URLs or templates with
 * {@code {shard}} (the shard's index) and {@code {host}} (the host of the shard's JDBC URL, {@code localhost} for an
 * embedded database), each resolved for every shard this driver drives and read once however many shards share it.
 *
 * @param templates the URLs or templates as given, in order
 */
public record ServerMetrics(List<String> templates) {

    /** No exporter: the servers are seen only where they run on the driver's host. */
    public static final ServerMetrics NONE = new ServerMetrics(List.of());

    static final String SHARD = "{shard}";
    static final String HOST = "{host}";

    /** @throws BadConfigurationException when a template does not make an http or https URL */
    public ServerMetrics {
        templates = List.copyOf(templates);
        for (String template : templates) {
            url(template.replace(SHARD, "0").replace(HOST, "localhost"), template);
        }
    }

    /** The distinct exporter URLs of {@code targets}' servers, in the order first met. */
    public List<URI> urls(List<ShardTarget> targets) {
        Set<URI> urls = new LinkedHashSet<>();
        for (String template : templates) {
            for (ShardTarget target : targets) {
                urls.add(url(template.replace(SHARD, Integer.toString(target.shard()))
                        .replace(HOST, host(target)), template));
                if (!template.contains(SHARD) && !template.contains(HOST)) {
                    break;
                }
            }
        }
        return List.copyOf(urls);
    }

    private static String host(ShardTarget target) {
        String url = target.jdbcUrl();
        int scheme = url.indexOf("://");
        if (scheme < 0) {
            return "localhost";
        }
        String authority = url.substring(scheme + 3).split("[/?]", 2)[0].split(",")[0];
        String host = LocalServerPorts.HostPort.parse(authority, -1).host();
        return host.contains(":") ? "[" + host + "]" : host.isEmpty() ? "localhost" : host;
    }

    private static URI url(String text, String template) {
        try {
            URI url = new URI(text);
            String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && url.getHost() != null) {
                return url;
            }
        } catch (URISyntaxException notAUrl) {
            // said below, naming the template without what it resolved to
        }
        throw new BadConfigurationException("--server-metrics " + RedactedUrl.of(template) + " is not an http or "
                + "https URL of an exporter's metrics (http://dbhost:9100/metrics; {shard} and {host} are replaced per "
                + "shard)");
    }
}
