package io.igen.oltp.state;

import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import io.igen.oltp.shard.FailureText;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;

/**
 * The checkpoints of the PostgreSQL servers this driver's shards live on, as events on the runner's clock for each
 * level's tail: the spans in which each wrote, and its end ({@link CheckpointSpans}), from the server's counters
 * ({@code pg_stat_checkpointer} from 17, {@code pg_stat_bgwriter} before) read every {@value #PERIOD_MILLIS} ms on a
 * connection of its own per server. Shards are on one server when their URLs name the same host and port
 * ({@link ServerSessions#address}); a checkpoint is an event of each shard on its server, or of all when every shard is
 * on it.
 *
 * <p>A server that does not answer is asked again at the next reading, and the time it did not answer is a gap of the
 * watch ({@link #gapsBetween}): from the first reading it failed, with that failure's SQLState and message (credentials
 * removed), to the first it answered again; checkpoints that ended in it are seen at that reading, as one span over the
 * gap.
 */
public final class CheckpointWatch implements AutoCloseable {

    /** The watch's name in a level's gaps ({@link WatchGap#watch()}). */
    public static final String WATCH = "checkpointWatch";
    /** Between two readings. */
    static final long PERIOD_MILLIS = 100;
    private static final String SINCE_17 = "select num_timed + num_requested, num_requested, write_time, sync_time, "
            + "buffers_written from pg_stat_checkpointer";
    private static final String BEFORE_17 = "select checkpoints_timed + checkpoints_req, checkpoints_req, "
            + "checkpoint_write_time, checkpoint_sync_time, buffers_checkpoint from pg_stat_bgwriter";

    private static final String UNDEFINED_TABLE = "42P01";

    private final LongSupplier clock;
    private final List<Server> servers;
    private final boolean oneServer;
    private volatile boolean closed;
    private Thread thread;

    /** One server: the shard whose connector reaches it, the shards on it, its checkpoints and its gaps. */
    private static final class Server {
        final String address;
        final ServerConnection connection;
        final List<Integer> shards = new ArrayList<>();
        final CheckpointSpans spans;
        /** Read by the watch's thread only. */
        String query = SINCE_17;
        /** The gaps that ended. */
        final List<WatchGap> gaps = new ArrayList<>();
        /** Why it does not answer, while it does not; null while it does. */
        String failure;
        long failingSinceNanos;

        Server(String address, ServerConnection connection) {
            this.address = address;
            this.connection = connection;
            this.spans = new CheckpointSpans(address);
        }
    }

    /**
     * Reads nothing until asked: {@link #readAll()} takes one reading of every server. {@link #start} reads on a
     * thread of its own.
     *
     * @param connections a connection to its server for each shard
     */
    CheckpointWatch(List<ShardTarget> targets, IntFunction<ServerConnection> connections, LongSupplier clock) {
        this.clock = clock;
        Map<String, Server> byAddress = new LinkedHashMap<>();
        for (ShardTarget target : targets) {
            String address = ServerSessions.address(target.jdbcUrl());
            byAddress.computeIfAbsent(address, key -> new Server(key, connections.apply(target.shard())))
                    .shards.add(target.shard());
        }
        this.servers = List.copyOf(byAddress.values());
        this.oneServer = servers.size() == 1;
    }

    /**
     * Starts reading, every {@value #PERIOD_MILLIS} ms on a thread of its own.
     *
     * @param targets this driver's shards
     * @param clock   the runner's clock, in nanoseconds
     */
    public static CheckpointWatch start(ShardPools pools, List<ShardTarget> targets, LongSupplier clock) {
        CheckpointWatch watch = new CheckpointWatch(targets, shard -> new ServerConnection(pools, shard), clock);
        watch.thread = new Thread(watch::readUntilClosed, "igen-checkpoint-watch");
        watch.thread.setDaemon(true);
        watch.thread.start();
        return watch;
    }

    private void readUntilClosed() {
        while (!closed) {
            readAll();
            try {
                Thread.sleep(PERIOD_MILLIS);
            } catch (InterruptedException stopped) {
                return;
            }
        }
    }

    /** One reading of every server. */
    void readAll() {
        for (Server server : servers) {
            read(server);
        }
    }

    private void read(Server server) {
        try {
            try (Statement statement = server.connection.get().createStatement();
                 ResultSet row = statement.executeQuery(server.query)) {
                row.next();
                long nowNanos = clock.getAsLong();
                server.spans.read(new CheckpointSpans.Reading(nowNanos, row.getLong(1), row.getLong(2),
                        row.getDouble(3), row.getDouble(4), row.getLong(5)));
                answered(server, nowNanos);
            }
        } catch (SQLException unanswered) {
            if (UNDEFINED_TABLE.equals(unanswered.getSQLState()) && server.query.equals(SINCE_17)) {
                server.query = BEFORE_17; // a server before 17: the figures are in pg_stat_bgwriter; asked at once
                read(server);
                return;
            }
            failed(server, server.address + " did not answer: " + FailureText.of(unanswered));
            server.connection.drop();
        } catch (RuntimeException broken) {
            // the driver's, or this watch's own: not the server's silence, but as much a gap, and the next reading may
            // be one again; on the thread it would end the watch unseen
            failed(server, "reading " + server.address + " failed: " + FailureText.of(broken));
            server.connection.drop();
        }
    }

    private void answered(Server server, long nowNanos) {
        synchronized (server) {
            if (server.failure != null) {
                server.gaps.add(new WatchGap(WATCH, server.failure, server.failingSinceNanos, nowNanos));
                server.failure = null;
            }
        }
    }

    private void failed(Server server, String why) {
        long nowNanos = clock.getAsLong();
        synchronized (server) {
            if (server.failure == null) {
                server.failure = why;
                server.failingSinceNanos = nowNanos;
            }
        }
    }

    /** The checkpoints that overlapped [{@code startNanos}, {@code endNanos}], as seen so far. */
    public List<RunEvent> between(long startNanos, long endNanos) {
        List<RunEvent> events = new ArrayList<>();
        for (Server server : servers) {
            for (RunEvent event : server.spans.between(startNanos, endNanos)) {
                if (oneServer) {
                    events.add(event);
                } else {
                    server.shards.forEach(shard -> events.add(new RunEvent(event.kind(), event.what(),
                            Integer.toString(shard), event.startNanos(), event.endNanos())));
                }
            }
        }
        return events;
    }

    /**
     * The spans of [{@code startNanos}, {@code endNanos}] in which a server did not answer, as seen so far: a server
     * that has not answered since has a gap without an end.
     */
    public List<WatchGap> gapsBetween(long startNanos, long endNanos) {
        List<WatchGap> gaps = new ArrayList<>();
        for (Server server : servers) {
            synchronized (server) {
                server.gaps.stream().filter(gap -> gap.overlaps(startNanos, endNanos)).forEach(gaps::add);
                if (server.failure != null && server.failingSinceNanos <= endNanos) {
                    gaps.add(new WatchGap(WATCH, server.failure, server.failingSinceNanos, null));
                }
            }
        }
        return gaps;
    }

    @Override
    public void close() {
        closed = true;
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(2_000);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        servers.forEach(server -> server.connection.drop());
    }
}
