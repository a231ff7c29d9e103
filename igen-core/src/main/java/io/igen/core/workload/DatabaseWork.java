package io.igen.core.workload;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a workload on databases tells the runner of them ({@link Workload#database()}): where they run, their sessions,
 * what opening them found, which of its settings are circumstances, how its failures are named and how its work divides
 * into parts. Every answer has a default, for the work that has none of these; each is asked once, after
 * {@link Workload#open()}, except {@link #partitioning()} and {@link #serverExporters()}, which are asked before it
 * too.
 *
 * @param <W> the workload's worker type
 */
public interface DatabaseWork<W extends Worker> {

    /**
     * Where the work's database runs: in this process (the default), or in servers, with the ports of those on this
     * host, whose processes' CPU each level then records.
     */
    default ServerSide serverSide() {
        return ServerSide.IN_PROCESS;
    }

    /**
     * The metrics URLs of the Prometheus exporters on the servers' hosts (node_exporter; postgres_exporter or
     * mysqld_exporter for the databases), read once a second so that each level records what the servers did, judges
     * their disks, memory and CPU, and the run records their hardware; empty (the default) when none is given. Asked
     * before {@link Workload#open()} too: an exporter that does not answer stops the run before anything is loaded.
     */
    default List<URI> serverExporters() {
        return List.of();
    }

    /**
     * Looks at the work's database sessions while the run goes on, so that each level records what they waited for
     * ({@link SessionProbe}); empty when the servers will not tell. The runner samples it about ten times a second and
     * closes it.
     */
    default Optional<SessionProbe> sessionProbe() {
        return Optional.empty();
    }

    /**
     * What opening the work found out that the result should record beside the benchmark's own settings (for
     * iGenOLTP, each shard's database product and version): added to the run configuration's {@code workload}
     * settings, marked found.
     */
    default Map<String, Object> discoveredSettings() {
        return Map.of();
    }

    /**
     * Which of the benchmark's own settings are circumstances of the work rather than the work
     * ({@link SettingRole#CIRCUMSTANCE}): a limit the run is judged by, where the databases are. {@code compare} lists
     * those beside its verdict instead of calling two runs different work. Every setting not named is the work.
     */
    default Map<String, SettingRole> settingRoles() {
        return Map.of();
    }

    /** How failed operations are counted and sampled; by default by the exception's class ({@link FailureNaming}). */
    default FailureNaming failureNaming() {
        return FailureNaming.BY_CLASS;
    }

    /**
     * How the work divides into parts the threads are bound to ({@link Partitioning}: iGenOLTP's shards); empty (the
     * default) when every thread does the same work.
     */
    default Optional<Partitioning<W>> partitioning() {
        return Optional.empty();
    }

    /** The answers of work without databases: every default. */
    static <W extends Worker> DatabaseWork<W> none() {
        return new DatabaseWork<>() {
        };
    }
}
