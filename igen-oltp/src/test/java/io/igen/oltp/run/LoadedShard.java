package io.igen.oltp.run;

import io.igen.oltp.shard.ShardPools;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A fresh in-memory H2 shard for a test class, loaded before its first test and closed after its last:
 * {@code @RegisterExtension static final LoadedShard SHARD = new LoadedShard(20, 4);}
 */
public final class LoadedShard implements BeforeAllCallback, AfterAllCallback {

    private final long customers;
    private final int connections;
    private ShardPools pools;

    public LoadedShard(long customers, int connections) {
        this.customers = customers;
        this.connections = connections;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        pools = TestShards.loadedShard(customers, connections);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        pools.close();
    }

    /** A connection of the shard's pool; the caller closes it. */
    public Connection connection() throws SQLException {
        return pools.shard(0).getConnection();
    }
}
