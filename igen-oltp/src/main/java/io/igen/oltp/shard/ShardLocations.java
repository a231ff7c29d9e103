package io.igen.oltp.shard;

import io.igen.oltp.dialect.Dialect;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where all the shards are: from a URL template ({@code {shard}} replaced by each index) or from a
 * shard-map file.
 *
 * @param urlTemplate  the template, or null for a shard map
 * @param shardMapFile the shard map, or null for a template
 * @param targets      shard k's target at index k
 */
public record ShardLocations(String urlTemplate, Path shardMapFile, List<ShardTarget> targets) {

    /** Shards when neither {@code --shards} nor a shard map says (the run and {@code servers start}). */

    public ShardLocations {
        targets = List.copyOf(targets);
        for (int shard = 0; shard < targets.size(); shard++) {
            if (targets.get(shard).shard() != shard) {
                throw new IllegalArgumentException("shard " + shard + "'s target has index " + targets.get(shard).shard());
            }
        }
    }

    /**
     * {@code shards} targets from a template.
     *
     * @throws IllegalArgumentException when several shards would share one database (no {@code {shard}})
     */
    public static ShardLocations fromTemplate(String template, int shards) {
        if (shards > 1 && !template.contains(ShardTarget.PLACEHOLDER)) {
            throw new IllegalArgumentException("the URL template '" + RedactedUrl.of(template) + "' has no "
                    + ShardTarget.PLACEHOLDER + ", so all " + shards + " shards would be one database; put "
                    + ShardTarget.PLACEHOLDER + " where the shard number goes (host, port or database name)");
        }
        List<ShardTarget> targets = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            targets.add(ShardTarget.fromTemplate(template, shard));
        }
        return new ShardLocations(template, null, targets);
    }

    /** The targets a shard-map file lists. */
    public static ShardLocations fromMap(Path file, List<ShardTarget> targets) {
        return new ShardLocations(null, file, targets);
    }

    public int shardCount() {
        return targets.size();
    }

    /** Whether a shard lives in this process's memory only, and so is gone with it. */
    public boolean anyInMemory(Dialect dialect) {
        return targets.stream().map(ShardTarget::jdbcUrl).anyMatch(dialect::inMemory);
    }

    /** The targets of the shards one driver drives. */
    public List<ShardTarget> targetsOf(DriverSlice slice) {
        return targets.subList(slice.firstShard(), slice.lastShard() + 1);
    }

    /** What a result records: the redacted template, or the map file's name and every redacted URL. */
    public Map<String, Object> describe() {
        Map<String, Object> description = new LinkedHashMap<>();
        if (urlTemplate != null) {
            description.put("urlTemplate", RedactedUrl.of(urlTemplate));
        } else {
            description.put("shardMap", shardMapFile.toString());
            description.put("urls", targets.stream().map(ShardTarget::displayUrl).toList());
        }
        return description;
    }
}
