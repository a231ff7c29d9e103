package io.igen.core.workload;

import java.util.Map;
import java.util.Optional;

/**
 * What a workload on databases tells the runner of them ({@link Workload#database()}): where they run, their sessions,
 * what opening them found, which of its settings are circumstances, how its failures are named and how its work divides
 * into parts. Every answer has a default, for the work that has none of these; each is asked once, after
 * {@link Workload#open()}, except {@link #partitioning()}, which is asked before it too.
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
