package io.igen.oltp.model;

import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Workload;
import io.igen.oltp.run.OltpWorkload;
import io.igen.oltp.run.ScalingPlan;

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

    @Override
    public void levelStarting(Level level) {
        levelsStarted++;
    }

    /**
     * Thread {@code workerIndex}'s shard as iGenOLTP routes it, and a random stream of its own from the seed, the level
     * and the thread, so a study repeats with the same seed and no two levels replay the same service times.
     */
    @Override
    public ModelWorker createWorker(int workerIndex, Level level) {
        ScalingPlan plan = settings.plan();
        int shard = plan.slice().shardOfThread(workerIndex, plan.activeShards(level));
        SplittableRandom random = new SplittableRandom(settings.seed() * 1_000_003L + levelsStarted * 65_537L
                + workerIndex);
        return new ModelWorker(shard, shardStations.get(shard), hostStation, settings.model(), random);
    }

    /** The shards, as iGenOLTP's: live metrics and time series tell them apart as {@code shard="0"}, ... */
    @Override
    public Optional<Partitioning<ModelWorker>> partitioning() {
        return Optional.of(new Partitioning<>() {
            @Override
            public String label() {
                return OltpWorkload.PARTITION_LABEL;
            }

            @Override
            public String partitionOf(ModelWorker worker) {
                return Integer.toString(worker.shard());
            }
        });
    }

    /** {@code shards}: the level's active shards. */
    @Override
    public Map<String, Object> levelDetails(Level level, List<ModelWorker> workers, MeasuredLevel measurement) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("shards", settings.plan().activeShards(level));
        return details;
    }

    @Override
    public Map<String, FigureKind> figures() {
        return Map.of("shards", FigureKind.sum("shards"));
    }
}
