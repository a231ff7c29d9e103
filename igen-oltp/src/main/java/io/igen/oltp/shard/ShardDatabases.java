package io.igen.oltp.shard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The database server behind every shard, as the run reports it: one line for the terminal, a list per shard and a
 * list per kind of server for the result.
 */
public record ShardDatabases(List<ShardDatabase> all) {

    public ShardDatabases {
        all = List.copyOf(all);
    }

    /**
     * The servers with their key settings and the shards on each: {@code H2 2.3.232 (2024-08-11) on all 28 shard(s)},
     * or {@code PostgreSQL 15.20 (shared_buffers 128MB, synchronous_commit on, fsync on) on shard(s) 0, 1;
     * PostgreSQL 16.4 (shared_buffers 1GB, synchronous_commit off, fsync on) on shard(s) 2}.
     */
    public String summary() {
        Map<String, List<ShardDatabase>> byServer = byServer();
        List<String> parts = new ArrayList<>();
        byServer.forEach((server, shards) -> parts.add(server + (byServer.size() == 1
                ? " on all " + shards.size() + " shard(s)"
                : " on shard(s) " + shards.stream().map(database -> String.valueOf(database.shard()))
                        .collect(Collectors.joining(", ")))));
        return String.join("; ", parts);
    }

    /** For the result's settings ({@code shardDatabases}): each shard's redacted URL, product and version. */
    public List<Map<String, Object>> settings() {
        List<Map<String, Object>> shards = new ArrayList<>();
        for (ShardDatabase database : all) {
            Map<String, Object> shard = new LinkedHashMap<>();
            shard.put("shard", database.shard());
            shard.put("url", database.url());
            shard.put("product", database.product());
            shard.put("version", database.version());
            shards.add(shard);
        }
        return shards;
    }

    /**
     * For the result's settings ({@code shardSettings}): one entry per kind of server (product, version and key
     * settings alike), with the shards on it, so 28 identical shards are one entry.
     */
    public List<Map<String, Object>> serverSettings() {
        List<Map<String, Object>> servers = new ArrayList<>();
        byServer().forEach((server, shards) -> {
            ShardDatabase first = shards.get(0);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("product", first.product());
            entry.put("version", first.version());
            entry.put("settings", first.settings());
            entry.put("shards", shards.stream().map(ShardDatabase::shard).toList());
            servers.add(entry);
        });
        return servers;
    }

    private Map<String, List<ShardDatabase>> byServer() {
        Map<String, List<ShardDatabase>> byServer = new LinkedHashMap<>();
        for (ShardDatabase database : all) {
            byServer.computeIfAbsent(database.server(), server -> new ArrayList<>()).add(database);
        }
        return byServer;
    }
}
