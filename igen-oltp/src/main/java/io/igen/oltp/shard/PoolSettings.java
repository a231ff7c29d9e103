package io.igen.oltp.shard;

import java.util.Map;

/**
 * What every shard's pool is opened with.
 *
 * @param driverClassName  the JDBC driver class
 * @param driverProperties the dialect's driver properties (for example MySQL's batch rewriting)
 * @param credentials      user and password, kept out of the URLs
 */
public record PoolSettings(String driverClassName, Map<String, String> driverProperties, Credentials credentials) {

    public PoolSettings {
        driverProperties = Map.copyOf(driverProperties);
    }
}
