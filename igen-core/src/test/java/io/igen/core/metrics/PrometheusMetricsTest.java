package io.igen.core.metrics;

import io.igen.core.resources.ResourceUse;
import io.igen.core.resources.ResourceUse.DriverUse;
import io.igen.core.resources.ResourceUse.HostActivity;
import io.igen.core.resources.ResourceUse.HostCpu;
import io.igen.core.resources.SessionWaits;
import io.igen.core.workload.Level;
import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBucket;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.DataPointSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.StateSetSnapshot;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class PrometheusMetricsTest {

    @Test
    void responseTimesFallIntoTheFixedBucketsAndCountAsOperations() {
        PrometheusMetrics metrics = new PrometheusMetrics("cpu", "");
        WorkerMetrics worker = metrics.worker("", exception -> exception.getClass().getSimpleName());

        worker.succeeded(300_000);        // 0.3 ms: the first bucket
        worker.succeeded(500_000);        // 0.5 ms: on the first bound, which is inclusive
        worker.succeeded(3_000_000);      // 3 ms: le 0.005
        worker.succeeded(40_000_000);     // 40 ms: le 0.05
        worker.succeeded(20_000_000_000L); // 20 s: past the last bound, +Inf only

        HistogramSnapshot.HistogramDataPointSnapshot histogram = only(metrics, "igen_response_time_seconds",
                HistogramSnapshot.HistogramDataPointSnapshot.class);
        assertThat((Object) histogram.getLabels()).isEqualTo(Labels.of("benchmark", "cpu"));
        assertThat(histogram.getCount()).isEqualTo(5);
        assertThat(histogram.getSum()).isCloseTo(20.0438, within(1e-9));
        Map<Double, Long> buckets = new LinkedHashMap<>();
        for (ClassicHistogramBucket bucket : histogram.getClassicBuckets()) {
            buckets.put(bucket.getUpperBound(), bucket.getCount());
        }
        assertThat(buckets.keySet()).containsExactly(0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5,
                1.0, 2.0, 5.0, 10.0, Double.POSITIVE_INFINITY);
        assertThat(buckets).containsEntry(0.0005, 2L).containsEntry(0.005, 1L).containsEntry(0.05, 1L)
                .containsEntry(Double.POSITIVE_INFINITY, 1L);
        assertThat(buckets.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(5);
        assertThat(histogram.hasNativeHistogramData()).isFalse();
        assertThat(only(metrics, "igen_operations", CounterSnapshot.CounterDataPointSnapshot.class).getValue())
                .isEqualTo(5.0);
    }

    @Test
    void failuresCountByKindAndLeaveNoResponseTime() {
        PrometheusMetrics metrics = new PrometheusMetrics("ram", "");
        WorkerMetrics worker = metrics.worker("", exception -> exception.getClass().getSimpleName());

        worker.failed(new TimeoutException());
        worker.failed(new TimeoutException());
        worker.failed(new IllegalStateException());
        worker.succeeded(1_000_000);

        assertThat(values(metrics, "igen_errors")).containsOnly(
                Map.entry(Labels.of("benchmark", "ram", "kind", "TimeoutException"), 2.0),
                Map.entry(Labels.of("benchmark", "ram", "kind", "IllegalStateException"), 1.0));
        assertThat(only(metrics, "igen_response_time_seconds", HistogramSnapshot.HistogramDataPointSnapshot.class)
                .getCount()).isEqualTo(1);
        assertThat(only(metrics, "igen_operations", CounterSnapshot.CounterDataPointSnapshot.class).getValue())
                .isEqualTo(1.0);
    }

    @Test
    void aPartitionedWorkloadHasASeriesPerPartitionAndThreadsOfOnePartitionAddUp() {
        PrometheusMetrics metrics = new PrometheusMetrics("oltp", "shard");
        WorkerMetrics shard0a = metrics.worker("0", exception -> "SQLState 40");
        WorkerMetrics shard0b = metrics.worker("0", exception -> "SQLState 40");
        WorkerMetrics shard1 = metrics.worker("1", exception -> "SQLState 08");

        shard0a.succeeded(1_000_000);
        shard0b.succeeded(1_000_000);
        shard0b.succeeded(1_000_000);
        shard1.succeeded(7_000_000);
        shard1.failed(new SQLException("gone"));

        assertThat(values(metrics, "igen_operations")).containsOnly(
                Map.entry(Labels.of("benchmark", "oltp", "shard", "0"), 3.0),
                Map.entry(Labels.of("benchmark", "oltp", "shard", "1"), 1.0));
        assertThat(values(metrics, "igen_errors")).containsOnly(
                Map.entry(Labels.of("benchmark", "oltp", "kind", "SQLState 08", "shard", "1"), 1.0));
        assertThat(metrics.registry().scrape().stream()
                .filter(snapshot -> snapshot.getMetadata().getName().equals("igen_response_time_seconds"))
                .flatMap(snapshot -> snapshot.getDataPoints().stream())
                .map(point -> (HistogramSnapshot.HistogramDataPointSnapshot) point)
                .map(point -> point.getLabels().get("shard") + ":" + point.getCount()))
                .containsExactlyInAnyOrder("0:3", "1:1");
        assertThatThrownBy(() -> metrics.worker("", exception -> "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the workload is partitioned, but a worker names no partition");
    }

    @Test
    void theLevelAndExactlyOnePhaseAreShown() {
        PrometheusMetrics metrics = new PrometheusMetrics("cpu", "");

        metrics.phase(RunPhase.OPENING);
        metrics.level(new Level(3, 12));
        metrics.phase(RunPhase.WARMUP);
        metrics.phase(RunPhase.MEASURE);

        StateSetSnapshot.StateSetDataPointSnapshot phase = only(metrics, "igen_phase",
                StateSetSnapshot.StateSetDataPointSnapshot.class);
        assertThat(phase.stream().filter(StateSetSnapshot.State::isTrue).map(StateSetSnapshot.State::getName))
                .containsExactly("measure");
        assertThat(phase.stream().map(StateSetSnapshot.State::getName)).containsExactlyInAnyOrder("opening",
                "priming", "waiting", "warmup", "maintenance", "measure", "drain", "checking");
        assertThat(values(metrics, "igen_level")).containsOnly(Map.entry(Labels.of("benchmark", "cpu"), 3.0));
        assertThat(values(metrics, "igen_level_threads")).containsOnly(Map.entry(Labels.of("benchmark", "cpu"), 12.0));
    }

    @Test
    void eachSecondsResourcesAreGauges() throws IOException {
        PrometheusMetrics metrics = new PrometheusMetrics("oltp", "shard");
        metrics.resources(new ResourceUse(1, new HostCpu(2, 1.25, 0.5, 0, 0, 0.125),
                new HostActivity(20_000, 37.5, 0, 0, 0, null),
                new DriverUse(0.5, 30, 2.0, 0), 1.25));


        assertThat(scrapedText(metrics)).contains(
                "igen_driver_cpu_cores{benchmark=\"oltp\"} 0.5",
                "igen_server_cpu_cores{benchmark=\"oltp\"} 1.25",
                "igen_host_cpu_cores{benchmark=\"oltp\",mode=\"user\"} 1.25",
                "igen_host_cpu_cores{benchmark=\"oltp\",mode=\"idle\"} 0.125",
                "igen_host_cpu_cores{benchmark=\"oltp\",mode=\"unaccounted\"} 0.125",
                "igen_cpu_pressure_ratio{benchmark=\"oltp\"} 0.375");
    }

    @Test
    void theDatabaseSessionsOfEverySampleAreCountedByClass() throws IOException {
        PrometheusMetrics metrics = new PrometheusMetrics("oltp", "shard");
        SessionState locked = new SessionState(WaitClass.LOCK, "Lock:relation");
        SessionState running = new SessionState(WaitClass.CPU, "CPU");
        metrics.sessions(SessionWaits.ofSample(List.of(locked, running, running)));
        metrics.sessions(SessionWaits.ofSample(List.of(locked, running)));

        assertThat(scrapedText(metrics)).contains(
                "igen_db_sessions_total{benchmark=\"oltp\",class=\"lock\"} 2.0",
                "igen_db_sessions_total{benchmark=\"oltp\",class=\"cpu\"} 3.0");
    }

    @Test
    void theTextAScraperReadsUsesPrometheusNames() throws IOException {
        PrometheusMetrics metrics = new PrometheusMetrics("oltp", "shard");
        metrics.worker("1", exception -> "SQLState 40").succeeded(750_000);
        metrics.phase(RunPhase.MEASURE);


        assertThat(scrapedText(metrics)).contains(
                "# TYPE igen_operations_total counter",
                "igen_operations_total{benchmark=\"oltp\",shard=\"1\"} 1.0",
                "# TYPE igen_response_time_seconds histogram",
                // the client writes the bounds as Java prints a double
                "igen_response_time_seconds_bucket{benchmark=\"oltp\",shard=\"1\",le=\"5.0E-4\"} 0",
                "igen_response_time_seconds_bucket{benchmark=\"oltp\",shard=\"1\",le=\"0.001\"} 1",
                "igen_response_time_seconds_bucket{benchmark=\"oltp\",shard=\"1\",le=\"+Inf\"} 1",
                "igen_response_time_seconds_count{benchmark=\"oltp\",shard=\"1\"} 1",
                "igen_phase{benchmark=\"oltp\",igen_phase=\"measure\"} 1");
    }

    @Test
    void offRecordsNothingAndHandsOutTheSilentWorker() {
        assertThat(RunMetrics.OFF.worker("0", exception -> "x")).isSameAs(WorkerMetrics.OFF);
    }

    /** Each data point of the series, by its labels, with its value (counters and gauges). */
    private static Map<Labels, Double> values(PrometheusMetrics metrics, String name) {
        Map<Labels, Double> values = new LinkedHashMap<>();
        for (DataPointSnapshot point : snapshot(metrics, name).getDataPoints()) {
            double value = point instanceof CounterSnapshot.CounterDataPointSnapshot counter ? counter.getValue()
                    : ((io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot) point).getValue();
            values.put(point.getLabels(), value);
        }
        return values;
    }

    private static <P extends DataPointSnapshot> P only(PrometheusMetrics metrics, String name, Class<P> type) {
        List<? extends DataPointSnapshot> points = snapshot(metrics, name).getDataPoints();
        assertThat(points).hasSize(1);
        return type.cast(points.get(0));
    }

    private static MetricSnapshot snapshot(PrometheusMetrics metrics, String name) {
        return metrics.registry().scrape().stream().filter(snapshot -> snapshot.getMetadata().getName().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no series " + name));
    }

    /** The registry's series as the text a scraper reads, a line each. */
    private static List<String> scrapedText(PrometheusMetrics metrics) throws IOException {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrometheusTextFormatWriter.create().write(text, metrics.registry().scrape());
        return text.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
