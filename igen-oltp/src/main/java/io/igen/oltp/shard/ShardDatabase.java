package io.igen.oltp.shard;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The database server a shard ran on, as its result records it.
 *
 * @param url      the shard's URL, redacted
 * @param product  "PostgreSQL", "MySQL", "MariaDB", "H2"
 * @param version  the server's version string
 * @param settings the dialect's key settings the server told ({@code synchronous_commit -> on}), in the dialect's
 *                 order; one it would not tell is absent
 */
public record ShardDatabase(int shard, String url, String product, String version, Map<String, String> settings) {

    public ShardDatabase {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /**
     * From the driver's metadata. MySQL Connector/J names MariaDB "MySQL" with a version such as
     * {@code 5.5.5-10.11.6-MariaDB}: that becomes product MariaDB, version 10.11.6-MariaDB.
     */
    public static ShardDatabase of(ShardTarget target, String product, String version, Map<String, String> settings) {
        String name = product;
        String number = version;
        if (version != null && version.contains("MariaDB")) {
            name = "MariaDB";
            number = version.startsWith("5.5.5-") ? version.substring("5.5.5-".length()) : version;
        }
        return new ShardDatabase(target.shard(), target.displayUrl(), name, number, settings);
    }

    /** "PostgreSQL 15.20". */
    public String productAndVersion() {
        return product + " " + version;
    }

    /** "PostgreSQL 15.20 (shared_buffers 128MB, synchronous_commit on, fsync on)", or without settings none. */
    public String server() {
        if (settings.isEmpty()) {
            return productAndVersion();
        }
        StringBuilder text = new StringBuilder(productAndVersion()).append(" (");
        settings.forEach((name, value) -> text.append(text.charAt(text.length() - 1) == '(' ? "" : ", ")
                .append(name).append(' ').append(value));
        return text.append(')').toString();
    }
}
