package io.igen.oltp.run;

import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FailureNaming;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.ServerSide;
import io.igen.core.workload.SessionProbe;
import io.igen.core.workload.SettingRole;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.shard.FailureText;
import io.igen.oltp.shard.LocalServerPorts;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.ServerSessions;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What iGenOLTP tells the runner of its shards' databases: where they run, their sessions, what opening them found,
 * which settings are circumstances, how SQL failures are named, and the shards as the parts of the work.
 *
 * @param shards the open shards; null before they are opened, when only the settings' answers (roles, naming, parts)
 *               may be asked
 */
record OltpDatabase(OltpSettings settings, OpenShards shards, ShardStateKeeping state)
        implements DatabaseWork<OltpWorker> {

    /**
     * The embedded database runs in this process; a server's runs outside it, and those of this driver's shards on this
     * host are found by their ports.
     */
    @Override
    public ServerSide serverSide() {
        if (dialect().embedded()) {
            return ServerSide.IN_PROCESS;
        }
        return ServerSide.servers(LocalServerPorts.of(myTargets()));
    }

    /** The exporters of the servers of this driver's shards, as {@code --server-metrics} names them. */
    @Override
    public List<URI> serverExporters() {
        return settings.serverMetrics().urls(settings.drivenTargets());
    }

    /**
     * The sessions of this driver's shards, sampled on each server where the dialect can tell what they wait for
     * (PostgreSQL, MySQL, MariaDB); none for the embedded database, whose work is the load threads' own.
     */
    @Override
    public Optional<SessionProbe> sessionProbe() {
        if (dialect().embedded()) {
            return Optional.empty();
        }
        return dialect().sessionSampling()
                .map(sampling -> new ServerSessions(shards.pools(), sampling, myTargets()));
    }

    private List<ShardTarget> myTargets() {
        return targets(settings, shards);
    }

    /** This driver's shards, where they are. */
    static List<ShardTarget> targets(OltpSettings settings, OpenShards shards) {
        return shards.pools().shards().stream().map(settings.shards().locations().targets()::get).toList();
    }

    @Override
    public Map<String, SettingRole> settingRoles() {
        return settings.settingRoles();
    }

    /**
     * {@code shardDatabases}: each shard's redacted URL and its server's product and version; {@code shardSettings}:
     * per kind of server, its key settings and the shards on it. Both describe the servers, not the work.
     */
    @Override
    public Map<String, Object> discoveredSettings() {
        if (shards == null) {
            return Map.of();
        }
        Map<String, Object> found = new LinkedHashMap<>();
        found.put("shardDatabases", shards.databases().settings());
        found.put("shardSettings", shards.databases().serverSettings());
        found.putAll(state.discovered());
        return found;
    }

    /**
     * The shards: live metrics tell them apart as {@code shard="0"}, {@code shard="1"}, ... Embedded shards run on the
     * load threads, as many transactions at once as {@code --embedded-concurrency} (1 by default): a shard's other
     * clients wait for a thread, as in a server's queue. Without a limit H2's optimistic B-tree updates collide: when
     * two threads of a shard meet, the loser yields, then sleeps 1 ms and more ({@code MVMap.tryLock}); with dozens of
     * threads per core one is often descheduled mid-update, and on 2 cores the per-second throughput swung 20-40 % at
     * 2 and 4 threads per shard, and not at 1. Servers schedule their own work: a thread per client.
     */
    @Override
    public Optional<Partitioning<OltpWorker>> partitioning() {
        return Optional.of(new ShardParts<>(OltpWorker::shard, threadsPerShard(settings)));
    }

    /** How many of a shard's clients may run a transaction at once: embedded shards only; 0 for no limit. */
    static int threadsPerShard(OltpSettings settings) {
        return settings.shards().dialect().embedded() ? settings.load().embeddedConcurrency() : 0;
    }

    /**
     * SQL failures counted by SQLState class ({@code SQLState 40}, {@code SQLState 08}), as the dialect tells them;
     * a sample is the failure's class, SQLState and first line, with credentials removed from any URL the driver
     * quotes.
     */
    @Override
    public FailureNaming failureNaming() {
        return new FailureNaming() {
            @Override
            public String kind(Exception failure) {
                return dialect().errorKind(failure);
            }

            @Override
            public String message(Exception failure) {
                return FailureText.of(failure);
            }
        };
    }

    private Dialect dialect() {
        return settings.shards().dialect();
    }
}
