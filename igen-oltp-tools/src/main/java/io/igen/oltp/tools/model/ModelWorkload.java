package io.igen.oltp.tools.model;

import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Workload;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.ShardParts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The model database as a workload: a station per shard and one host station, opened empty, shared by every level;
 * a level's threads spread over its active shards as iGenOLTP's are (thread i on shard i mod active shards). Nothing
 * to load, maintain or check: the model keeps no data.
 */
public final class ModelWorkload implements Workload<ModelWorker> {

    /** The level figure of the host station's servers. */
    public static final String HOST_SERVERS = "modelHostServers";
    /** The level figure of the host station's mean busy servers in the window. */
    public static final String HOST_BUSY_SERVERS = "modelHostBusyServers";

    private final ModelSettings settings;
    private final List<ServiceStation> shardStations = new ArrayList<>();
    private ServiceStation hostStation;
    private int levelsStarted;

    public ModelWorkload(ModelSettings settings) {
        this.settings = settings;
    }

    @Override
    public void open() {
        long now = System.nanoTime();
        ModelParameters model = settings.model();
        for (int shard = 0; shard < settings.plan().partitioning().shardCount(); shard++) {
            shardStations.add(new ServiceStation(model.shardServers(), now));
        }
        hostStation = model.hasHost() ? new ServiceStation(model.hostServers(), now) : null;
    }

    /**
     * Each thread its shard as iGenOLTP routes it, and a random stream of its own from the seed, the level and the
     * thread, so a study repeats with the same seed and no two levels replay the same service times.
     */
    @Override
    public LevelSession<ModelWorker> openLevel(Level level) {
        levelsStarted++;
        if (hostStation != null) {
            hostStation.keepBusySpans();
        }
        long levelSeed = settings.seed() * 1_000_003L + levelsStarted * 65_537L;
        return new LevelSession<>() {
            @Override
            public ModelWorker createWorker(int workerIndex) {
                ScalingPlan plan = settings.plan();
                int shard = plan.slice().shardOfThread(workerIndex, plan.activeShards(level));
                return new ModelWorker(shard, shardStations.get(shard), hostStation, settings.model(),
                        new SplittableRandom(levelSeed + workerIndex));
            }

            @Override
            public LevelReport report(List<ModelWorker> workers, MeasuredLevel measurement) {
                return LevelReport.of(figures(level, measurement));
            }
        };
    }

    /** The shards, as iGenOLTP's: live metrics and time series tell them apart as {@code shard="0"}, ... */
    @Override
    public Optional<DatabaseWork<ModelWorker>> database() {
        return Optional.of(new DatabaseWork<>() {
            @Override
            public Optional<Partitioning<ModelWorker>> partitioning() {
                return Optional.of(new ShardParts<>(ModelWorker::shard, 0));
            }
        });
    }

    /**
     * {@code shards}: the level's active shards; with a host station, {@code modelHostServers} and
     * {@code modelHostBusyServers}, its mean busy servers in the window: the model's counterpart of a database host's
     * CPU cores and their use, which the capacity forecast reads.
     */
    private Map<String, Object> figures(Level level, MeasuredLevel measurement) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("shards", settings.plan().activeShards(level));
        if (hostStation != null) {
            details.put(HOST_SERVERS, settings.model().hostServers());
            details.put(HOST_BUSY_SERVERS, Math.round(1e4 * hostStation.busyServersBetween(
                    measurement.windowStartNanos(), measurement.windowEndNanos())) / 1e4);
        }
        return details;
    }

    @Override
    public Map<String, FigureKind> figures() {
        return Map.of("shards", FigureKind.sum("shards"), HOST_SERVERS, FigureKind.perPart("servers"),
                HOST_BUSY_SERVERS, FigureKind.perPart("servers"));
    }
}
