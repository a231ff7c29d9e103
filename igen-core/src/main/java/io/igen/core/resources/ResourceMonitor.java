package io.igen.core.resources;

import io.igen.core.workload.ServerSide;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Watches the machine's resources while a run goes on; the runner asks it what each level's window used. Started
 * once the workload is open (its servers are known then), closed when the run ends.
 */
public interface ResourceMonitor extends AutoCloseable {

    /** Watches nothing: for tests, and runs that want no resource figures. */
    ResourceMonitor OFF = new ResourceMonitor() {
        @Override
        public List<String> start(ServerSide servers, Consumer<ResourceUse> everySecond) {
            return List.of();
        }

        @Override
        public Optional<ResourceUse> between(long startNanos, long endNanos) {
            return Optional.empty();
        }

        @Override
        public void close() {
        }
    };

    /**
     * Starts watching, the work's servers as given.
     *
     * @param everySecond told what each second used, on the monitor's own thread (live metrics)
     * @return what could not be found (a port without a server process on this host), one line each
     */
    List<String> start(ServerSide servers, Consumer<ResourceUse> everySecond);

    /**
     * Why the levels have no energy figure, once started: no RAPL counters on this host. Empty when they have one, or
     * when nothing is watched.
     */
    default Optional<String> energyUnavailable() {
        return Optional.empty();
    }

    /**
     * Each database server's CPU limits as the run started ({@code port 5432: postgres: CPU 0 (1 of 2, affinity),
     * no CPU quota}), a line each; empty without servers on this host, or when nothing is watched.
     */
    default List<String> serverLimits() {
        return List.of();
    }

    /**
     * What the database servers on this host may use now, when it is less than the host: read at each window's
     * judgment. Empty when they may use the whole host, or when nothing is watched.
     */
    default Optional<CpuAllowance> serverAllowance() {
        return Optional.empty();
    }

    /** What was used between two instants of the runner's clock; empty when nothing was watched then. */
    Optional<ResourceUse> between(long startNanos, long endNanos);

    @Override
    void close();
}
