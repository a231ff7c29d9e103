package io.igen.oltp.state;

import io.igen.core.workload.RunEvent;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The checkpoints of the PostgreSQL servers this driver's shards live on, as events on the runner's clock for each
 * level's tail. PostgreSQL counts a checkpoint, and the milliseconds it spent writing and syncing, when it ends
 * ({@code pg_stat_checkpointer} from 17, {@code pg_stat_bgwriter} before): asked every {@value #PERIOD_MILLIS} ms on a
 * connection of its own per server, a count that grew marks a checkpoint that ended since the last reading, and began
 * its write and sync time before. Shards are on one server when their URLs name the same host and port
 * ({@link ServerSessions#address}); a checkpoint is an event of each shard on its server, or of all when every shard is
 * on it. A server that does not answer is asked again at the next reading.
 */
public final class CheckpointWatch implements AutoCloseable {

    /** Between two readings. */
    static final long PERIOD_MILLIS = 100;
    private static final String SINCE_17 = "select num_timed + num_requested, write_time + sync_time, num_requested "
            + "from pg_stat_checkpointer";
    private static final String BEFORE_17 = "select checkpoints_timed + checkpoints_req, "
            + "checkpoint_write_time + checkpoint_sync_time, checkpoints_req from pg_stat_bgwriter";

    private static final String UNDEFINED_TABLE = "42P01";

    private final LongSupplier clock;
    private final List<Server> servers;
    private final boolean oneServer;
    private final List<RunEvent> events = new ArrayList<>();
    private volatile boolean closed;
    private final Thread thread;

    /** One server: the shard whose connector reaches it, the shards on it, and what it had counted at the last reading. */
    private static final class Server {
        final String address;
        final ServerConnection connection;
        final List<Integer> shards = new ArrayList<>();
        String query = SINCE_17;
        long count = -1;
        double millis;
        long requested;
        long readNanos;

        Server(String address, ServerConnection connection) {
            this.address = address;
            this.connection = connection;
        }
    }

    /**
     * Starts reading.
     *
     * @param targets this driver's shards
     * @param clock   the runner's clock, in nanoseconds
     */
    public CheckpointWatch(ShardPools pools, List<ShardTarget> targets, LongSupplier clock) {
        this.clock = clock;
        Map<String, Server> byAddress = new LinkedHashMap<>();
        for (ShardTarget target : targets) {
            String address = ServerSessions.address(target.jdbcUrl());
            byAddress.computeIfAbsent(address, key -> new Server(key, new ServerConnection(pools, target.shard())))
                    .shards.add(target.shard());
        }
        this.servers = List.copyOf(byAddress.values());
        this.oneServer = servers.size() == 1;
        this.thread = new Thread(this::readUntilClosed, "igen-checkpoint-watch");
        thread.setDaemon(true);
        thread.start();
    }

    private void readUntilClosed() {
        while (!closed) {
            for (Server server : servers) {
                read(server);
            }
            try {
                Thread.sleep(PERIOD_MILLIS);
            } catch (InterruptedException stopped) {
                return;
            }
        }
    }

    private void read(Server server) {
        try {
            try (Statement statement = server.connection.get().createStatement();
                 ResultSet row = statement.executeQuery(server.query)) {
                row.next();
                counted(server, row.getLong(1), row.getDouble(2), row.getLong(3), clock.getAsLong());
            }
        } catch (SQLException unanswered) {
            if (UNDEFINED_TABLE.equals(unanswered.getSQLState()) && server.query.equals(SINCE_17)) {
                server.query = BEFORE_17; // a server before 17: the figures are in pg_stat_bgwriter
            }
            server.connection.drop();
        }
    }

    private void counted(Server server, long count, double millis, long requested, long nowNanos) {
        if (server.count >= 0 && count > server.count) {
            double spent = millis - server.millis;
            String what = (count - server.count == 1 ? "checkpoint" : (count - server.count) + " checkpoints")
                    + (requested > server.requested ? " (requested)" : "") + " on " + server.address + ", "
                    + Math.round(spent) + " ms writing and syncing";
            // it ended after the last reading, and began its writing and syncing before that end
            long start = server.readNanos - Math.max(0, Math.round(spent * 1e6));
            synchronized (events) {
                if (oneServer) {
                    events.add(new RunEvent(RunEvent.Kind.DATABASE, what, null, start, nowNanos));
                } else {
                    for (int shard : server.shards) {
                        events.add(new RunEvent(RunEvent.Kind.DATABASE, what, Integer.toString(shard), start,
                                nowNanos));
                    }
                }
            }
        }
        server.count = count;
        server.millis = millis;
        server.requested = requested;
        server.readNanos = nowNanos;
    }

    /** The checkpoints that overlapped [{@code startNanos}, {@code endNanos}], as seen so far. */
    public List<RunEvent> between(long startNanos, long endNanos) {
        synchronized (events) {
            return events.stream().filter(event -> event.overlaps(startNanos, endNanos)).toList();
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(2_000);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        servers.forEach(server -> server.connection.drop());
    }
}
