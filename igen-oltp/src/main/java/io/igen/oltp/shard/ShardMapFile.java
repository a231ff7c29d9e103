package io.igen.oltp.shard;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * A shard-map file: every shard's JDBC URL, for deployments where the shards are not one URL pattern
 * apart. JSON, shard k being the k-th entry of {@code shards}:
 * <pre>{@code
 * {
 *   "shards": [
 *     { "url": "jdbc:postgresql://db-a:5432/igen" },
 *     { "url": "jdbc:postgresql://db-b:5432/igen", "maxPoolSize": 40 }
 *   ]
 * }
 * }</pre>
 * {@code maxPoolSize} is optional (default: the most threads the run routes to the shard, plus one), and
 * so is {@code connectionTimeoutMs}, how long a load thread waits for a connection before its transaction
 * counts as failed (default 3000; at least 250).
 * Credentials do not belong in the file; any found in a URL are still redacted wherever it is shown.
 */
public final class ShardMapFile {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> SHARD_FIELDS = Set.of("url", "maxPoolSize", "connectionTimeoutMs");

    private ShardMapFile() {
    }

    /**
     * Reads the targets from a file.
     *
     * @throws IllegalArgumentException saying what is wrong and where
     */
    public static List<ShardTarget> read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the shard map '" + file + "' (" + e.getClass().getSimpleName()
                    + "); give a readable file to --shard-map");
        }
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("shard map '" + file + "': " + e.getMessage(), e);
        }
    }

    /** Parses a shard map's text. */
    public static List<ShardTarget> parse(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not valid JSON (" + e.getOriginalMessage() + ")");
        }
        JsonNode shards = root == null ? null : root.get("shards");
        if (shards == null || !shards.isArray() || shards.isEmpty()) {
            throw new IllegalArgumentException("needs a \"shards\" array with one {\"url\": ...} per shard");
        }
        List<ShardTarget> targets = new ArrayList<>();
        for (int shard = 0; shard < shards.size(); shard++) {
            JsonNode entry = shards.get(shard);
            JsonNode url = entry.get("url");
            if (url == null || !url.isTextual() || url.asText().isBlank()) {
                throw new IllegalArgumentException("shard " + shard + " has no \"url\"");
            }
            for (Iterator<String> names = entry.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!SHARD_FIELDS.contains(name)) {
                    throw new IllegalArgumentException("shard " + shard + ": unknown field \"" + name
                            + "\" (accepted: url, maxPoolSize, connectionTimeoutMs)");
                }
            }
            JsonNode poolSize = entry.get("maxPoolSize");
            if (poolSize != null && !(poolSize.canConvertToInt() && poolSize.isIntegralNumber() && poolSize.asInt() >= 1)) {
                throw new IllegalArgumentException("shard " + shard + ": maxPoolSize must be a whole number of 1 or more");
            }
            JsonNode timeout = entry.get("connectionTimeoutMs");
            if (timeout != null && !(timeout.isIntegralNumber() && timeout.canConvertToLong())) {
                throw new IllegalArgumentException("shard " + shard + ": connectionTimeoutMs must be a whole number of ms");
            }
            targets.add(new ShardTarget(shard, url.asText(), poolSize == null ? null : poolSize.asInt(),
                    timeout == null ? null : timeout.asLong()));
        }
        return List.copyOf(targets);
    }
}
