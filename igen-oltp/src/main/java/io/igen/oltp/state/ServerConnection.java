package io.igen.oltp.state;

import io.igen.oltp.shard.ShardPools;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A connection of the driver's own to one database server, outside the pools (it takes no load thread's connection),
 * through the connector of a shard on that server: opened when first asked for, and again after it was dropped.
 */
final class ServerConnection {

    /** Opens a connection to the server, auto-commit on. */
    interface Opener {
        Connection open() throws SQLException;
    }

    private final Opener opener;
    private final int shard;
    private Connection connection;

    /** @param shard a shard on the server, whose connector reaches it */
    ServerConnection(ShardPools pools, int shard) {
        this(shard, () -> pools.connectOutsidePool(shard));
    }

    /** @param shard a shard on the server, whose connections {@code opener} opens */
    ServerConnection(int shard, Opener opener) {
        this.opener = opener;
        this.shard = shard;
    }

    /** The shard whose connector reaches the server. */
    int shard() {
        return shard;
    }

    /** The connection, opened now when there is none (auto-commit on). */
    Connection get() throws SQLException {
        if (connection == null) {
            connection = opener.open();
        }
        return connection;
    }

    /** Closes it, after it failed or at the end; the next {@link #get()} opens another. */
    void drop() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // dropped because it failed, or at the end; a second failure says nothing new
            }
            connection = null;
        }
    }
}
