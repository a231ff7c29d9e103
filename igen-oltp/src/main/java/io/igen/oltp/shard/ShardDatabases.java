package io.igen.oltp.shard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The database server behind every shard, as the run reports it: one line for the terminal, a list for the result. */
public record ShardDatabases(List<ShardDatabase> all) {

    public ShardDatabases {
        all = List.copyOf(all);
    }

    /**
     * The servers and the shards on each: {@code H2 2.3.232 (2024-08-11) on all 28 shard(s)}, or
     * {@code PostgreSQL 15.20 on shard(s) 0, 1; PostgreSQL 16.4 on shard(s) 2}.
     */
    public String summary() {
        Map<String, List<Integer>> shardsByServer = new LinkedHashMap<>();
        for (ShardDatabase database : all) {
            shardsByServer.computeIfAbsent(database.productAndVersion(), server -> new ArrayList<>())
                    .add(database.shard());
        }
        List<String> parts = new ArrayList<>();
        shardsByServer.forEach((server, shards) -> parts.add(server + (shardsByServer.size() == 1
                ? " on all " + shards.size() + " shard(s)"
                : " on shard(s) " + shards.stream().map(String::valueOf).collect(Collectors.joining(", ")))));
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
}
