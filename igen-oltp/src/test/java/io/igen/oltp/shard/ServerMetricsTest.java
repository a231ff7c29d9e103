package io.igen.oltp.shard;

import io.igen.core.workload.BadConfigurationException;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServerMetricsTest {

    private static final List<ShardTarget> FOUR_ON_TWO_HOSTS = List.of(
            new ShardTarget(0, "jdbc:postgresql://db1:5432/igen0"),
            new ShardTarget(1, "jdbc:postgresql://db1:5433/igen1"),
            new ShardTarget(2, "jdbc:postgresql://igen:secret@db2.example.org/igen2?sslmode=require"),
            new ShardTarget(3, "jdbc:mysql://[fd00::7]:3306/igen3"));

    @Test
    void aHostTemplateGivesEachServersHostOnceInTheOrderFirstMet() {
        ServerMetrics metrics = new ServerMetrics(List.of("http://{host}:9100/metrics"));

        assertThat(metrics.urls(FOUR_ON_TWO_HOSTS)).containsExactly(URI.create("http://db1:9100/metrics"),
                URI.create("http://db2.example.org:9100/metrics"), URI.create("http://[fd00::7]:9100/metrics"));
    }

    @Test
    void aShardTemplateGivesAnExporterPerShardAndAPlainUrlOneForAll() {
        ServerMetrics metrics = new ServerMetrics(List.of("http://pg-exporter-{shard}:9187/metrics",
                "http://monitor:9100/metrics"));

        assertThat(metrics.urls(FOUR_ON_TWO_HOSTS.subList(0, 2))).containsExactly(
                URI.create("http://pg-exporter-0:9187/metrics"), URI.create("http://pg-exporter-1:9187/metrics"),
                URI.create("http://monitor:9100/metrics"));
        assertThat(ServerMetrics.NONE.urls(FOUR_ON_TWO_HOSTS)).isEmpty();
        assertThat(new ServerMetrics(List.of("http://{host}:9100/metrics"))
                .urls(List.of(new ShardTarget(0, "jdbc:h2:mem:igen0")))).as("an embedded database is this host")
                .containsExactly(URI.create("http://localhost:9100/metrics"));
    }

    @Test
    void whatIsNotAnHttpUrlIsRefusedWithoutItsCredentials() {
        assertThatThrownBy(() -> new ServerMetrics(List.of("db1:9100/metrics")))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessage("--server-metrics db1:9100/metrics is not an http or https URL of an exporter's metrics "
                        + "(http://dbhost:9100/metrics; {shard} and {host} are replaced per shard)");
        assertThatThrownBy(() -> new ServerMetrics(List.of("ftp://scraper:s3cret@db1/metrics")))
                .hasMessageStartingWith("--server-metrics ftp://db1/metrics is not").hasMessageNotContaining("s3cret");
    }
}
