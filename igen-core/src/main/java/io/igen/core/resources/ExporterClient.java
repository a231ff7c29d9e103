package io.igen.core.resources;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Locale;

/**
 * Reads a Prometheus exporter over HTTP, asking for the protobuf exposition format, which every exporter built on
 * Prometheus' Go client serves when asked (node_exporter, postgres_exporter, mysqld_exporter). A user and password in
 * the URL are sent as basic authentication and never named: an exporter is named by its host and port.
 */
final class ExporterClient {

    static final String PROTOBUF = "application/vnd.google.protobuf";
    private static final String ACCEPT = PROTOBUF + "; proto=io.prometheus.client.MetricFamily; encoding=delimited";

    private final HttpClient http;
    private final Duration timeout;

    /** @param timeout how long a read may take, connecting included */
    ExporterClient(Duration timeout) {
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
        this.timeout = timeout;
    }

    /** What a read failed for, in words that name the exporter by its host and port only. */
    static final class ReadFailed extends Exception {
        ReadFailed(String message) {
            super(message);
        }
    }

    /** {@code host:port}: how output names an exporter, without its credentials, path or query. */
    static String name(URI url) {
        int port = url.getPort() >= 0 ? url.getPort() : "https".equalsIgnoreCase(url.getScheme()) ? 443 : 80;
        return url.getHost() + ":" + port;
    }

    ExporterSamples read(URI url) throws ReadFailed, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(withoutUser(url)).timeout(timeout).header("Accept", ACCEPT);
        if (url.getRawUserInfo() != null) {
            request.header("Authorization", "Basic " + Base64.getEncoder()
                    .encodeToString(decoded(url.getRawUserInfo()).getBytes(StandardCharsets.UTF_8)));
        }
        HttpResponse<InputStream> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException failed) {
            throw new ReadFailed(why(failed));
        }
        try (InputStream body = response.body()) {
            if (response.statusCode() != 200) {
                throw new ReadFailed("answered HTTP " + response.statusCode());
            }
            String type = response.headers().firstValue("Content-Type").orElse("no content type");
            if (!type.toLowerCase(Locale.ROOT).startsWith(PROTOBUF)) {
                throw new ReadFailed("answered " + type + " where a Prometheus exporter answers " + PROTOBUF
                        + ": is it a Prometheus exporter's metrics URL?");
            }
            return ExporterSamples.parse(body);
        } catch (IOException failed) {
            throw new ReadFailed("answered, but its answer could not be read: " + why(failed));
        }
    }

    private static String why(IOException failed) {
        String message = failed.getMessage();
        String kind = failed.getClass().getSimpleName();
        return message == null || message.isBlank() ? kind : kind + ": " + message;
    }

    private static URI withoutUser(URI url) {
        if (url.getRawUserInfo() == null) {
            return url;
        }
        String text = url.toString();
        return URI.create(text.replaceFirst("//[^@/]*@", "//"));
    }

    private static String decoded(String rawUserInfo) {
        return java.net.URLDecoder.decode(rawUserInfo.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
