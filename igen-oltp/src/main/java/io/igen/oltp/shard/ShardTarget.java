package io.igen.oltp.shard;

/**
 * Where one shard's database is: its index, JDBC URL and, optionally, the most connections its pool
 * may hold. Built from a URL template ({@code {shard}} replaced by the index) or read from a shard-map
 * file ({@link ShardMapFile}).
 *
 * @param shard       0-based shard index
 * @param jdbcUrl     the JDBC URL; credentials belong in {@link Credentials}, and are redacted from it anyway
 *                    wherever it is shown ({@link #displayUrl()})
 * @param maxPoolSize the pool's size limit; null to size it to the threads the run routes to the shard
 * @param connectionTimeoutMs how long taking a connection may wait; null for {@link ShardPools#CONNECTION_TIMEOUT_MS}
 */
public record ShardTarget(int shard, String jdbcUrl, Integer maxPoolSize, Long connectionTimeoutMs) {

    /** Where a template's {@code {shard}} placeholder goes. */
    public static final String PLACEHOLDER = "{shard}";

    public ShardTarget {
        if (shard < 0 || jdbcUrl == null || jdbcUrl.isBlank()) {
            throw new IllegalArgumentException("a shard target needs an index >= 0 and a URL");
        }
        if (maxPoolSize != null && maxPoolSize < 1) {
            throw new IllegalArgumentException("shard " + shard + ": a pool size must be 1 or more, got " + maxPoolSize);
        }
        if (connectionTimeoutMs != null && connectionTimeoutMs < ShardPools.MIN_CONNECTION_TIMEOUT_MS) {
            throw new IllegalArgumentException("shard " + shard + ": a connection timeout must be "
                    + ShardPools.MIN_CONNECTION_TIMEOUT_MS + " ms or more, got " + connectionTimeoutMs);
        }
    }

    public ShardTarget(int shard, String jdbcUrl) {
        this(shard, jdbcUrl, null, null);
    }

    /** Shard k's target from a URL template with {@code {shard}} replaced by k. */
    public static ShardTarget fromTemplate(String template, int shard) {
        return new ShardTarget(shard, template.replace(PLACEHOLDER, Integer.toString(shard)));
    }

    /** The URL as it may be printed and recorded: without user or password. */
    public String displayUrl() {
        return RedactedUrl.of(jdbcUrl);
    }

    /** "shard 3 (jdbc:postgresql://db3:5432/igen)": how messages name the shard. */
    public String describe() {
        return "shard " + shard + " (" + displayUrl() + ")";
    }
}
