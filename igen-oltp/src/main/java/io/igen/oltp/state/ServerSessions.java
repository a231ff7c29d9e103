package io.igen.oltp.state;

import io.igen.core.workload.SessionProbe;
import io.igen.core.workload.SessionState;
import io.igen.oltp.dialect.SessionSampling;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The work's sessions on every server this driver's shards live on: one connection of its own per server (outside the
 * pools, so it takes no load thread's connection), asked for the sessions on that server's shard databases. Shards are
 * on one server when their URLs name the same host and port. A server that does not answer fails the sample (the
 * sampler counts it); its connection is opened again at the next one.
 */
public final class ServerSessions implements SessionProbe {

    private final SessionSampling sampling;
    private final List<Server> servers;

    /** One server: its connection, and the work's databases on it. */
    private static final class Server {
        final ServerConnection connection;
        final List<String> databases = new ArrayList<>();

        Server(ServerConnection connection) {
            this.connection = connection;
        }
    }

    /** @param targets this driver's shards */
    public ServerSessions(ShardPools pools, SessionSampling sampling, List<ShardTarget> targets) {
        this.sampling = sampling;
        Map<String, Server> byAddress = new LinkedHashMap<>();
        for (ShardTarget target : targets) {
            Server server = byAddress.computeIfAbsent(address(target.jdbcUrl()),
                    key -> new Server(new ServerConnection(pools, target.shard())));
            server.databases.add(database(target.jdbcUrl()));
        }
        this.servers = List.copyOf(byAddress.values());
    }

    @Override
    public List<SessionState> sample() throws SQLException {
        List<SessionState> sessions = new ArrayList<>();
        for (Server server : servers) {
            try {
                sessions.addAll(sampling.sample(server.connection.get(), server.databases));
            } catch (SQLException unanswered) {
                server.connection.drop();
                throw unanswered;
            }
        }
        return sessions;
    }

    /** {@code host:port} of a JDBC URL ({@code jdbc:postgresql://h:5432/db?x=y}): what tells servers apart. */
    static String address(String jdbcUrl) {
        int scheme = jdbcUrl.indexOf("://");
        if (scheme < 0) {
            return jdbcUrl;
        }
        String rest = jdbcUrl.substring(scheme + 3);
        return rest.split("[/?;]", 2)[0].replaceAll(".*@", "");
    }

    /** The database a JDBC URL names: the path after the authority, before any parameters; empty when none. */
    static String database(String jdbcUrl) {
        int scheme = jdbcUrl.indexOf("://");
        String rest = scheme < 0 ? jdbcUrl : jdbcUrl.substring(scheme + 3);
        int slash = rest.indexOf('/');
        return slash < 0 ? "" : rest.substring(slash + 1).split("[?;]", 2)[0];
    }

    @Override
    public void close() {
        servers.forEach(server -> server.connection.drop());
    }
}
