package io.igen.oltp.run;

import io.igen.core.workload.FailureNaming;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.RunEvent;
import io.igen.core.workload.ServerSide;
import io.igen.core.workload.SessionProbe;
import io.igen.core.workload.SettingRole;
import io.igen.core.workload.WatchGap;
import io.igen.core.workload.Workload;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.outage.ShardAvailability;
import io.igen.oltp.outage.ShardOutages;
import io.igen.oltp.outage.WallTime;
import io.igen.oltp.shard.DriverSlice;
import io.igen.oltp.shard.FailureText;
import io.igen.oltp.shard.LocalServerPorts;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.CheckpointWatch;
import io.igen.oltp.state.ServerSessions;
import io.igen.oltp.state.WindowStates;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * iGenOLTP: opens the shards and loads the data ({@link OpenShards}), runs the order-entry transaction with each
 * level's threads spread over its active shards ({@link LevelRouting}), follows each shard's outages over the run
 * ({@link ShardAvailability}), reports and judges each shard's part of a level ({@link ShardTally}), and checks every
 * shard's order count after the run. What its failures mean is the dialect's to say. The shards' state (warnings at
 * open, maintenance between warm-up and window, the state each window starts and ends in) is
 * {@link ShardStateKeeping}'s; what the transactions were made of (statements, conflicts, key shares) is
 * {@link TransactionFigures}'.
 *
 * <p>Outages are told on the progress writer when a shard recovers, and at the end of a level for those still open:
 * "shard 1 unavailable 11:57:23.4-11:57:29.8, 6.4 s, recovered".
 */
public final class OltpWorkload implements Workload<OltpWorker> {

    private final OltpSettings settings;
    private final Dialect dialect;
    private final PrintWriter progress;
    private final OrderLedger ledger;
    private final WallTime wall;
    private final List<ShardAvailability> availability;
    private final ShardStateKeeping state;
    private OpenShards shards;
    private LevelRouting routing;
    private int levelsStarted;
    private ShardTally lastTally;
    /** The servers' checkpoints, where the database counts them; null otherwise, or before opening. */
    private CheckpointWatch checkpoints;
    /** The level's sessions on each of its shards, by shard. */
    private final Map<Integer, ShardSessions> sessions = new HashMap<>();

    /**
     * @param progress where loading progress, outages and the integrity check's verdict go; null for none
     */
    public OltpWorkload(OltpSettings settings, PrintWriter progress) {
        this(settings, progress, WallTime.ofSystemClock());
    }

    /** @param wall how the runner's clock reads as wall-clock time */
    OltpWorkload(OltpSettings settings, PrintWriter progress, WallTime wall) {
        this.settings = settings;
        this.dialect = settings.shards().dialect();
        this.progress = progress;
        this.wall = wall;
        int shardCount = settings.shards().data().partitioning().shardCount();
        this.ledger = new OrderLedger(shardCount);
        List<ShardAvailability> shardAvailability = new ArrayList<>(shardCount);
        for (int shard = 0; shard < shardCount; shard++) {
            int recoveredShard = shard;
            shardAvailability.add(new ShardAvailability(outage -> tell(
                    ShardOutages.line(recoveredShard, outage, outage.recoveryNanos(), wall) + ", recovered")));
        }
        this.availability = List.copyOf(shardAvailability);
        this.state = new ShardStateKeeping(settings, this::tell);
    }

    /**
     * Opens the shards, reads the state earlier runs left in them and warns of drift and of settings that cause it
     * (PostgreSQL's autovacuum off), and with {@code --maintenance run} maintains them once.
     */
    @Override
    public void open() throws SQLException, InterruptedException {
        shards = OpenShards.open(settings, progress);
        state.opened(shards);
        if (dialect.countsCheckpoints()) {
            checkpoints = CheckpointWatch.start(shards.pools(), myTargets(), System::nanoTime);
        }
    }

    /**
     * The embedded database runs in this process; a server's runs outside it, and those of this driver's shards on this
     * host are found by their ports.
     */
    @Override
    public ServerSide serverSide() {
        if (dialect.embedded()) {
            return ServerSide.IN_PROCESS;
        }
        return ServerSide.servers(LocalServerPorts.of(myTargets()));
    }

    /**
     * The sessions of this driver's shards, sampled on each server where the dialect can tell what they wait for
     * (PostgreSQL, MySQL, MariaDB); none for the embedded database, whose work is the load threads' own.
     */
    @Override
    public Optional<SessionProbe> sessionProbe() {
        if (dialect.embedded()) {
            return Optional.empty();
        }
        return dialect.sessionSampling()
                .map(sampling -> new ServerSessions(shards.pools(), sampling, myTargets()));
    }

    /** This driver's shards. */
    private List<ShardTarget> myTargets() {
        return shards.pools().shards().stream().map(settings.shards().locations().targets()::get).toList();
    }

    @Override
    public Map<String, SettingRole> settingRoles() {
        return settings.settingRoles();
    }

    /**
     * {@code shardDatabases}: each shard's redacted URL and its server's product and version; {@code shardSettings}:
     * per kind of server, its key settings and the shards on it. Both describe the servers, not the work.
     */
    @Override
    public Map<String, Object> discoveredSettings() {
        if (shards == null) {
            return Map.of();
        }
        Map<String, Object> found = new LinkedHashMap<>();
        found.put("shardDatabases", shards.databases().settings());
        found.put("shardSettings", shards.databases().serverSettings());
        found.putAll(state.discovered());
        return found;
    }

    @Override
    public void levelStarting(Level level) {
        levelsStarted++;
        routing = new LevelRouting(settings, level, levelsStarted);
        sessions.clear();
    }

    @Override
    public OltpWorker createWorker(int workerIndex, Level level) {
        if (routing == null || !routing.level().equals(level)) {
            throw new IllegalStateException("a worker of level " + level + " was asked for before the level started");
        }
        int shard = routing.shardOf(workerIndex);
        ShardSessions shardSessions = sessions.computeIfAbsent(shard, key -> new ShardSessions(connections(key),
                dialect, threadsPerShard(), settings.transactions()));
        SplittableRandom random = routing.randomOf(workerIndex);
        return new OltpWorker(routing.customersOf(workerIndex, random), random, shardSessions.forNextClient(), ledger, availability.get(shard), settings.transactions().maxTries());
    }

    /** The shard's pool, or with {@code --connect-per-transaction} its database itself. */
    private ShardSessions.Connections connections(int shard) {
        ShardPools pools = shards.pools();
        return settings.transactions().connectPerTransaction() ? () -> pools.connectDirect(shard)
                : pools.shard(shard)::getConnection;
    }

    /** The level's shards brought back to a known state and read, as {@code --maintenance} says. */
    @Override
    public Optional<Runnable> beforeWindow(Level level) {
        return state.beforeWindow(drivenShards(level));
    }

    private List<Integer> drivenShards(Level level) {
        return settings.plan().slice().activeShards(settings.plan().activeShards(level));
    }

    /**
     * The shards: live metrics tell them apart as {@code shard="0"}, {@code shard="1"}, ... Embedded shards run on the
     * load threads, as many transactions at once as {@code --embedded-concurrency} (1 by default): a shard's other
     * clients wait for a thread, as in a server's queue. Without a limit H2's optimistic B-tree updates collide: when
     * two threads of a shard meet, the loser yields, then sleeps 1 ms and more ({@code MVMap.tryLock}); with dozens of
     * threads per core one is often descheduled mid-update, and on 2 cores the per-second throughput swung 20-40 % at
     * 2 and 4 threads per shard, and not at 1. Servers schedule their own work: a thread per client.
     */
    @Override
    public Optional<Partitioning<OltpWorker>> partitioning() {
        return Optional.of(new Partitioning<>() {
            @Override
            public String label() {
                return PARTITION_LABEL;
            }

            /** The worker's shard, numbered as in {@code perShard}. */
            @Override
            public String partitionOf(OltpWorker worker) {
                return Integer.toString(worker.shard());
            }

            @Override
            public int threadsPerPartition() {
                return threadsPerShard();
            }
        });
    }

    private int threadsPerShard() {
        return dialect.embedded() ? settings.load().embeddedConcurrency() : 0;
    }

    /** What the parts of the work are called in live metrics and results. */
    public static final String PARTITION_LABEL = "shard";

    /**
     * {@code statementsPerSecond}, {@code shards} (this driver's active shards), {@code perShard}: shard (its number in
     * the map) -> transactions, throughput and errors in the window, unavailable seconds in the window and the outages
     * the level saw; for a database with state, the window's state figures ({@link WindowStates}). Tells the outages
     * still open.
     */
    @Override
    public Map<String, Object> levelDetails(Level level, List<OltpWorker> workers, MeasuredLevel measurement) {
        List<Integer> driven = drivenShards(level);
        List<ShardOutages> outages = new ArrayList<>(driven.size());
        for (int shard : driven) {
            outages.add(new ShardOutages(availability.get(shard).takeOutages(), measurement.windowStartNanos(),
                    measurement.windowEndNanos()));
        }
        lastTally = ShardTally.of(workers, driven.get(0), outages);
        lastTally.openOutages(level, wall).forEach(this::tell);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("statementsPerSecond", OrderEntryTransaction.STATEMENTS * measurement.throughput());
        details.put("shards", driven.size());
        details.put("perShard", lastTally.figures(measurement.windowSeconds(), wall,
                TransactionFigures.byShard(sessions)));
        details.putAll(TransactionFigures.of(workers, sessions, settings.transactions()));
        details.putAll(state.windowDetails(driven));
        return details;
    }

    /**
     * Each shard's outages in the level, and the database servers' checkpoints in its window where they are counted
     * ({@link CheckpointWatch}).
     */
    @Override
    public List<RunEvent> levelEvents(Level level, MeasuredLevel measurement) {
        List<RunEvent> events = new ArrayList<>(lastTally.outageEvents());
        if (checkpoints != null) {
            events.addAll(checkpoints.between(measurement.windowStartNanos(), measurement.windowEndNanos()));
        }
        return events;
    }

    /** Where the checkpoint watch could not read a server in the level's window ({@link CheckpointWatch}). */
    @Override
    public List<WatchGap> levelWatchGaps(Level level, MeasuredLevel measurement) {
        return checkpoints == null ? List.of()
                : checkpoints.gapsBetween(measurement.windowStartNanos(), measurement.windowEndNanos());
    }

    /**
     * Over the drivers of a run, statements per second and active shards add up, and each driver's shards join
     * {@code perShard}.
     */
    @Override
    public Map<String, FigureKind> figures() {
        Map<String, FigureKind> figures = new LinkedHashMap<>();
        figures.put("statementsPerSecond", FigureKind.sum("statements/s"));
        figures.put("shards", FigureKind.sum("shards"));
        figures.put("perShard", FigureKind.byPartition("shard"));
        figures.putAll(TransactionFigures.declarations(settings.transactions()));
        figures.putAll(state.figures());
        return figures;
    }

    /**
     * Each active shard judged on its own against the run's error limit and outage limit ({@link ShardTally#problems}),
     * from the figures {@link #levelDetails} took.
     */
    @Override
    public List<String> levelProblems(Level level, List<OltpWorker> workers, MeasuredLevel measurement,
                                      double maxErrorPercent) {
        return lastTally.problems(level, maxErrorPercent, settings.upkeep().maxUnavailableSeconds());
    }

    /** Gives the level's connections back to the pools. */
    @Override
    public void levelEnded(Level level, List<OltpWorker> workers) {
        sessions.values().forEach(ShardSessions::releaseAll);
        sessions.clear();
    }

    /**
     * The integrity check: every shard's orders = before + committed inserts - committed deletes. Then, unless
     * {@code --maintenance off}, the shards are maintained so that the next run starts clean (HammerDB's "vacuum when
     * complete").
     */
    @Override
    public List<String> checkAfterRun() {
        List<String> failures = shards.integrity().verify(shards.pools(), ledger);
        state.afterRun(shards.pools().shards());
        if (failures.isEmpty() && progress != null) {
            DriverSlice slice = settings.plan().slice();
            String checked = slice.alone() ? "all " + ledger.shardCount() + " shards" : slice.describe();
            progress.println(String.format(Locale.ROOT, "integrity check passed on %s: orders = before + %,d inserted "
                    + "- %,d deleted by committed transactions", checked,
                    ledger.totalInserted(), ledger.totalDeleted()));
            progress.flush();
        }
        return failures;
    }

    /**
     * SQL failures counted by SQLState class ({@code SQLState 40}, {@code SQLState 08}), as the dialect tells them;
     * a sample is the failure's class, SQLState and first line, with credentials removed from any URL the driver quotes.
     */
    @Override
    public FailureNaming failureNaming() {
        return new FailureNaming() {
            @Override
            public String kind(Exception failure) {
                return dialect.errorKind(failure);
            }

            @Override
            public String message(Exception failure) {
                return FailureText.of(failure);
            }
        };
    }

    private void tell(String line) {
        if (progress != null) {
            progress.println(line);
            progress.flush();
        }
    }

    /** The pools, once open: for tests that look behind the workload's back. */
    ShardPools pools() {
        return shards.pools();
    }

    @Override
    public void close() {
        if (checkpoints != null) {
            checkpoints.close();
        }
        if (shards != null) {
            shards.close();
        }
    }
}
