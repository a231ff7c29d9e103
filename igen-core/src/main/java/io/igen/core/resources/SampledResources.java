package io.igen.core.resources;

import io.igen.core.workload.ServerSide;
import oshi.SystemInfo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * A {@link ResourceMonitor} that reads every counter once a second on a daemon thread of its own and keeps the
 * readings; a window's use comes from the counters interpolated at its two edges (each counter assumed to grow evenly
 * within the second around an edge), so a 10 s window is not rounded to whole seconds. A reading is taken on demand
 * when the window ended after the last one.
 */
public final class SampledResources implements ResourceMonitor {

    private static final long PERIOD_NANOS = 1_000_000_000L;

    private final Function<ServerSide, ProbeWithServers> probes;
    private final LongSupplier clock;
    private final List<ResourceReading> readings = new ArrayList<>();
    private ResourceProbe probe;
    private Optional<String> energyUnavailable = Optional.empty();
    private ServerLimits serverLimits = ServerLimits.NONE;
    private volatile Thread thread;

    /** What {@link #start} builds: the probe, the ports whose server was not found, and the servers' CPU limits. */
    record ProbeWithServers(ResourceProbe probe, List<String> notFound, Optional<String> energyUnavailable,
                            ServerLimits serverLimits) {
    }

    SampledResources(Function<ServerSide, ProbeWithServers> probes, LongSupplier clock) {
        this.probes = probes;
        this.clock = clock;
    }

    /** Reads this host through OSHI and this JVM through JMX, on {@code System.nanoTime()}. */
    public static SampledResources ofThisHost() {
        return new SampledResources(servers -> {
            SystemInfo system = new SystemInfo();
            ServerProcesses processes = servers.localPorts().isEmpty()
                    ? ServerProcesses.none(system.getOperatingSystem())
                    : ServerProcesses.listeningOn(system.getOperatingSystem(), servers.localPorts());
            RaplEnergy energy = RaplEnergy.under(RaplEnergy.POWERCAP);
            int hostThreads = system.getHardware().getProcessor().getLogicalProcessorCount();
            return new ProbeWithServers(new HostProbe(system, processes, energy), processes.notFound(),
                    energy.unavailable(), new ServerLimits(() -> processes.allowance(hostThreads),
                    processes.limits(hostThreads)));
        }, System::nanoTime);
    }

    @Override
    public synchronized List<String> start(ServerSide servers, Consumer<ResourceUse> everySecond) {
        if (probe != null) {
            throw new IllegalStateException("already started");
        }
        ProbeWithServers built = probes.apply(servers);
        probe = built.probe();
        energyUnavailable = built.energyUnavailable();
        serverLimits = built.serverLimits();
        readings.add(probe.read(clock.getAsLong()));
        thread = DaemonThread.periodic("igen-resources", clock, PERIOD_NANOS, PERIOD_NANOS,
                () -> sampleOnce(everySecond));
        return built.notFound();
    }

    private void sampleOnce(Consumer<ResourceUse> everySecond) {
        ResourceReading before = lastReading();
        ResourceReading now = readNow();
        if (now.nanos() > before.nanos()) {
            everySecond.accept(ResourceUse.between(before, now));
        }
    }

    private synchronized ResourceReading lastReading() {
        return readings.get(readings.size() - 1);
    }

    private synchronized ResourceReading readNow() {
        ResourceReading reading = probe.read(clock.getAsLong());
        readings.add(reading);
        return reading;
    }

    @Override
    public Optional<ResourceUse> between(long startNanos, long endNanos) {
        synchronized (this) {
            if (probe == null || readings.isEmpty() || endNanos <= startNanos) {
                return Optional.empty();
            }
            if (readings.get(readings.size() - 1).nanos() < endNanos) {
                readNow();
            }
            return Optional.of(ResourceUse.between(at(startNanos), at(endNanos)));
        }
    }

    @Override
    public synchronized Optional<String> energyUnavailable() {
        return energyUnavailable;
    }

    @Override
    public synchronized List<String> serverLimits() {
        return serverLimits.atStart();
    }

    @Override
    public Optional<CpuAllowance> serverAllowance() {
        ServerLimits limits;
        synchronized (this) {
            limits = serverLimits;
        }
        return limits.allowance().get();
    }

    /** The readings so far, oldest first. */
    synchronized List<ResourceReading> readings() {
        return List.copyOf(readings);
    }

    /** The counters at {@code nanos}, interpolated between the readings around it (clamped to the first and last). */
    private ResourceReading at(long nanos) {
        ResourceReading before = readings.get(0);
        if (nanos <= before.nanos()) {
            return before;
        }
        for (ResourceReading after : readings) {
            if (after.nanos() >= nanos) {
                return before.interpolate(after, nanos);
            }
            before = after;
        }
        return before;
    }

    @Override
    public void close() {
        DaemonThread.stop(thread);
    }
}
