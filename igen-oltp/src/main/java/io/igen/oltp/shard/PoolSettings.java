package io.igen.oltp.shard;

import io.igen.oltp.dialect.Dialect;

import java.util.Map;

/**
 * What every shard's pool is opened with.
 *
 * @param dialect     the database: its driver, its driver properties and what its connect failures mean
 * @param credentials user and password, kept out of the URLs
 */
public record PoolSettings(Dialect dialect, Credentials credentials) {

    /** The JDBC driver class. */
    public String driverClassName() {
        return dialect.driverClassName();
    }

    /** The dialect's driver properties (for example MySQL's TLS settings). */
    public Map<String, String> driverProperties() {
        return dialect.driverProperties();
    }
}
