package io.igen.oltp.shard;

/**
 * The database server a shard ran on, as its result records it.
 *
 * @param url     the shard's URL, redacted
 * @param product "PostgreSQL", "MySQL", "MariaDB", "H2"
 * @param version the server's version string
 */
public record ShardDatabase(int shard, String url, String product, String version) {

    /**
     * From the driver's metadata. MySQL Connector/J names MariaDB "MySQL" with a version such as
     * {@code 5.5.5-10.11.6-MariaDB}: that becomes product MariaDB, version 10.11.6-MariaDB.
     */
    public static ShardDatabase of(ShardTarget target, String product, String version) {
        String name = product;
        String number = version;
        if (version != null && version.contains("MariaDB")) {
            name = "MariaDB";
            number = version.startsWith("5.5.5-") ? version.substring("5.5.5-".length()) : version;
        }
        return new ShardDatabase(target.shard(), target.displayUrl(), name, number);
    }

    /** "PostgreSQL 15.20". */
    public String productAndVersion() {
        return product + " " + version;
    }
}
