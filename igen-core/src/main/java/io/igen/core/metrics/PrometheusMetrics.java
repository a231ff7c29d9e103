package io.igen.core.metrics;

import io.igen.core.resources.ResourceUse;
import io.igen.core.resources.SessionWaits;
import io.igen.core.workload.Level;
import io.prometheus.metrics.core.datapoints.CounterDataPoint;
import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.core.metrics.StateSet;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Labels;

import java.util.Arrays;
import java.util.Locale;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A run's live series in a registry of their own (never the client's global default):
 * <ul>
 *   <li>{@code igen_operations_total}: successful operations, warm-up and priming included;</li>
 *   <li>{@code igen_errors_total}, label {@code kind}: failed operations by the workload's kind;</li>
 *   <li>{@code igen_response_time_seconds}: a classic histogram of response times (from the intended start under
 *       paced load) with the fixed {@link #RESPONSE_TIME_BUCKETS_SECONDS}, so histograms of shards, drivers and runs
 *       sum bucket by bucket;</li>
 *   <li>{@code igen_level}, {@code igen_level_threads}: the level running and its threads;</li>
 *   <li>{@code igen_phase}: a state set, 1 for the phase the run is in ({@link RunPhase}), 0 for the others;</li>
 *   <li>{@code igen_driver_cpu_cores}, {@code igen_server_cpu_cores}, {@code igen_host_cpu_cores} (label {@code mode}:
 *       user, system, iowait, steal, idle, unaccounted), {@code igen_cpu_pressure_ratio}: what the last second used
 *       (docs/resources.md); the server gauge only while servers on this host are watched;</li>
 *   <li>{@code igen_db_sessions_total}, label {@code class} (cpu, lock, io, client, other): the work's database
 *       sessions seen inside a transaction, counted at every sample (ten a second); its rate by class over the
 *       rate of all is the share the levels report.</li>
 * </ul>
 * Every series carries the label {@code benchmark}; the three per-operation series also the workload's partition
 * label (iGenOLTP's {@code shard}) when it has one.
 */
public final class PrometheusMetrics implements RunMetrics {

    /**
     * The histogram's upper bounds in seconds, 0.5 ms to 10 s in steps of 2 and 2.5 (1-2-5): fixed, never derived
     * from a run, because only histograms with the same buckets can be added up.
     */
    public static final double[] RESPONSE_TIME_BUCKETS_SECONDS = {
            0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10};

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Counter operations;
    private final Counter errors;
    private final Histogram responseTime;
    private final Gauge level;
    private final Gauge levelThreads;
    private final StateSet phase;
    private final Gauge driverCores;
    private final Gauge serverCores;
    private final Gauge hostCores;
    private final Gauge cpuPressure;
    private final Counter sessions;
    private final boolean partitioned;
    private RunPhase current;

    /**
     * @param benchmark      {@code cpu}, {@code ram}, {@code oltp}: the value of the {@code benchmark} label
     * @param partitionLabel the name of the label that tells the workers' partitions apart ({@code shard}); empty for
     *                       a workload whose threads all do the same work
     */
    public PrometheusMetrics(String benchmark, String partitionLabel) {
        Labels constant = Labels.of("benchmark", benchmark);
        partitioned = !partitionLabel.isEmpty();
        String[] perOperation = partitioned ? new String[] {partitionLabel} : new String[0];
        String[] perError = partitioned ? new String[] {partitionLabel, "kind"} : new String[] {"kind"};
        operations = Counter.builder().name("igen_operations_total").constLabels(constant).labelNames(perOperation)
                .help("Operations that succeeded, warm-up and priming included (igen_phase tells which)")
                .withoutExemplars().register(registry);
        errors = Counter.builder().name("igen_errors_total").constLabels(constant).labelNames(perError)
                .help("Operations that failed, by kind").withoutExemplars().register(registry);
        responseTime = Histogram.builder().name("igen_response_time_seconds").constLabels(constant)
                .labelNames(perOperation).classicOnly().classicUpperBounds(RESPONSE_TIME_BUCKETS_SECONDS)
                .help("Response time of successful operations, from the intended start under paced load")
                .withoutExemplars().register(registry);
        level = Gauge.builder().name("igen_level").constLabels(constant)
                .help("The level running: the x-axis value of the curves (threads, or active shards)").withoutExemplars()
                .register(registry);
        levelThreads = Gauge.builder().name("igen_level_threads").constLabels(constant)
                .help("The load threads of the level running").withoutExemplars().register(registry);
        phase = StateSet.builder().name("igen_phase").constLabels(constant)
                .states(Arrays.stream(RunPhase.values()).map(RunPhase::label).toArray(String[]::new))
                .help("What the run is doing: opening, priming, warmup, measure, drain, checking")
                .withoutExemplars().register(registry);
        driverCores = Gauge.builder().name("igen_driver_cpu_cores").constLabels(constant)
                .help("CPU the driver's JVM used in the last second, in cores").withoutExemplars().register(registry);
        serverCores = Gauge.builder().name("igen_server_cpu_cores").constLabels(constant)
                .help("CPU the database servers on this host used in the last second, in cores").withoutExemplars()
                .register(registry);
        hostCores = Gauge.builder().name("igen_host_cpu_cores").constLabels(constant).labelNames("mode")
                .help("The host's CPU in the last second by mode, in cores").withoutExemplars().register(registry);
        cpuPressure = Gauge.builder().name("igen_cpu_pressure_ratio").constLabels(constant)
                .help("Share of the last second in which some runnable task waited for a CPU (Linux PSI)")
                .withoutExemplars().register(registry);
        sessions = Counter.builder().name("igen_db_sessions_total").constLabels(constant).labelNames("class")
                .help("The work's database sessions inside a transaction, counted at each sample, by what they did")
                .withoutExemplars().register(registry);
    }

    @Override
    public void sessions(SessionWaits sample) {
        sample.byClass().forEach((waitClass, count) ->
                sessions.labelValues(waitClass.name().toLowerCase(Locale.ROOT)).inc(count));
    }

    @Override
    public void resources(ResourceUse lastSecond) {
        ResourceUse.HostCpu cpu = lastSecond.hostCpu();
        driverCores.set(lastSecond.driver().cores());
        if (lastSecond.serverCores() != null) {
            serverCores.set(lastSecond.serverCores());
        }
        hostCores.labelValues("user").set(cpu.userCores());
        hostCores.labelValues("system").set(cpu.systemCores());
        hostCores.labelValues("iowait").set(cpu.iowaitCores());
        hostCores.labelValues("steal").set(cpu.stealCores());
        hostCores.labelValues("idle").set(cpu.idleCores());
        hostCores.labelValues("unaccounted").set(cpu.unaccountedCores());
        Double pressurePercent = lastSecond.hostActivity().cpuPressurePercent();
        if (pressurePercent != null) {
            cpuPressure.set(pressurePercent / 100);
        }
    }

    /** The registry holding the series, for the server and for a snapshot. */
    public PrometheusRegistry registry() {
        return registry;
    }

    @Override
    public synchronized void phase(RunPhase next) {
        phase.setTrue(next.label());
        if (current != null && current != next) {
            phase.setFalse(current.label());
        }
        current = next;
    }

    @Override
    public void level(Level running) {
        level.set(running.level());
        levelThreads.set(running.threads());
    }

    @Override
    public WorkerMetrics worker(String partition, Function<Exception, String> errorKind) {
        if (partitioned && partition.isEmpty()) {
            throw new IllegalArgumentException("the workload is partitioned, but a worker names no partition");
        }
        String[] labels = partitioned ? new String[] {partition} : new String[0];
        return new Worker(operations.labelValues(labels), responseTime.labelValues(labels), errorKind,
                kind -> errors.labelValues(partitioned ? new String[] {partition, kind} : new String[] {kind}));
    }

    /** One thread's series, resolved once; error kinds are resolved at their first failure and kept. */
    private static final class Worker implements WorkerMetrics {

        private final CounterDataPoint operations;
        private final DistributionDataPoint responseSeconds;
        private final Function<Exception, String> errorKind;
        private final Function<String, CounterDataPoint> errorsOfKind;
        private final Map<String, CounterDataPoint> errors = new HashMap<>();

        Worker(CounterDataPoint operations, DistributionDataPoint responseSeconds,
               Function<Exception, String> errorKind, Function<String, CounterDataPoint> errorsOfKind) {
            this.operations = operations;
            this.responseSeconds = responseSeconds;
            this.errorKind = errorKind;
            this.errorsOfKind = errorsOfKind;
        }

        @Override
        public void succeeded(long responseNanos) {
            operations.inc();
            responseSeconds.observe(responseNanos / 1e9);
        }

        @Override
        public void failed(Exception failure) {
            errors.computeIfAbsent(errorKind.apply(failure), errorsOfKind).inc();
        }
    }
}
