package io.igen.oltp.run;

import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import io.igen.core.workload.Workload;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.integrity.OrderLedger;
import io.igen.oltp.outage.ShardAvailability;
import io.igen.oltp.outage.ShardOutages;
import io.igen.oltp.outage.WallTime;
import io.igen.oltp.shard.DriverSlice;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.state.CheckpointWatch;
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
    private int levelsStarted;
    /** The servers' checkpoints, where the database counts them; null otherwise, or before opening. */
    private CheckpointWatch checkpoints;

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
            checkpoints = CheckpointWatch.start(shards.pools(), OltpDatabase.targets(settings, shards),
                    System::nanoTime);
        }
    }

    /** The shards' databases as they stand: before {@link #open()}, only what the settings say. */
    @Override
    public Optional<DatabaseWork<OltpWorker>> database() {
        return Optional.of(new OltpDatabase(settings, shards, state));
    }

    /** A level's threads spread over its active shards ({@link LevelRouting}), each with a session of its shard's. */
    @Override
    public LevelSession<OltpWorker> openLevel(Level level) {
        levelsStarted++;
        return new OltpLevel(level, new LevelRouting(settings, level, levelsStarted));
    }

    /** What the parts of the work are called in live metrics and results. */
    public static final String PARTITION_LABEL = "shard";

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

    /** One level of the workload: its routing, its sessions on each of its shards, and its report. */
    private final class OltpLevel implements LevelSession<OltpWorker> {

        private final Level level;
        private final LevelRouting routing;
        /** The level's sessions on each of its shards, by shard. */
        private final Map<Integer, ShardSessions> sessions = new HashMap<>();

        OltpLevel(Level level, LevelRouting routing) {
            this.level = level;
            this.routing = routing;
        }

        @Override
        public OltpWorker createWorker(int workerIndex) {
            int shard = routing.shardOf(workerIndex);
            ShardSessions shardSessions = sessions.computeIfAbsent(shard, key -> new ShardSessions(connections(key),
                    dialect, OltpDatabase.threadsPerShard(settings), settings.transactions()));
            SplittableRandom random = routing.randomOf(workerIndex);
            return new OltpWorker(routing.customersOf(workerIndex, random), random, shardSessions.forNextClient(),
                    ledger, availability.get(shard), settings.transactions().maxTries());
        }

        /** The level's shards brought back to a known state and read, as {@code --maintenance} says. */
        @Override
        public Optional<Runnable> beforeWindow() {
            return state.beforeWindow(drivenShards(level));
        }

        /**
         * Figures: {@code statementsPerSecond}, {@code shards} (this driver's active shards), {@code perShard}: shard
         * (its number in the map) -> transactions, throughput and errors in the window, unavailable seconds in the
         * window and the outages the level saw; for a database with state, the window's state figures
         * ({@link WindowStates}). Problems: each active shard judged on its own against the run's error limit and the
         * outage limit ({@link ShardTally#problems}). Events: each shard's outages, and the servers' checkpoints in the
         * window where they are counted ({@link CheckpointWatch}), with the spans the watch could not read a server.
         * Tells the outages still open.
         */
        @Override
        public LevelReport report(List<OltpWorker> workers, MeasuredLevel measurement) {
            List<Integer> driven = drivenShards(level);
            List<ShardOutages> outages = new ArrayList<>(driven.size());
            for (int shard : driven) {
                outages.add(new ShardOutages(availability.get(shard).takeOutages(), measurement.windowStartNanos(),
                        measurement.windowEndNanos()));
            }
            ShardTally tally = ShardTally.of(workers, driven.get(0), outages);
            tally.openOutages(level, wall).forEach(OltpWorkload.this::tell);
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("statementsPerSecond", OrderEntryTransaction.STATEMENTS * measurement.throughput());
            details.put("shards", driven.size());
            details.put("perShard", tally.figures(measurement.windowSeconds(), wall,
                    TransactionFigures.byShard(sessions)));
            details.putAll(TransactionFigures.of(workers, sessions, settings.transactions()));
            details.putAll(state.windowDetails(driven));
            List<RunEvent> events = new ArrayList<>(tally.outageEvents());
            List<WatchGap> gaps = List.of();
            if (checkpoints != null) {
                events.addAll(checkpoints.between(measurement.windowStartNanos(), measurement.windowEndNanos()));
                gaps = checkpoints.gapsBetween(measurement.windowStartNanos(), measurement.windowEndNanos());
            }
            return LevelReport.of(details).withEvents(events, gaps).withProblems(tally.problems(level,
                    measurement.maxErrorPercent(), settings.upkeep().maxUnavailableSeconds()));
        }

        /** Gives the level's connections back to the pools. */
        @Override
        public void close() {
            sessions.values().forEach(ShardSessions::releaseAll);
            sessions.clear();
        }
    }

    /** The shard's pool, or with {@code --connect-per-transaction} its database itself. */
    private ShardSessions.Connections connections(int shard) {
        ShardPools pools = shards.pools();
        return settings.transactions().connectPerTransaction() ? () -> pools.connectDirect(shard)
                : pools.shard(shard)::getConnection;
    }

    private List<Integer> drivenShards(Level level) {
        return settings.plan().slice().activeShards(settings.plan().activeShards(level));
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
