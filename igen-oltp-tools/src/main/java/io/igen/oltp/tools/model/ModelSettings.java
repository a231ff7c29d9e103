package io.igen.oltp.tools.model;

import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.ShardedRun;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A run on the model database: its stations, the levels over its shards, the load, and the seed of its service times.
 *
 * @param model         the stations
 * @param plan          which threads load which shards at each level; one driver only, as the host station is one
 *                      process's
 * @param ratePerThread transactions per second each thread starts under stabilised load; null for stream mode
 * @param seed          the seed every thread's random stream derives from
 */
public record ModelSettings(ModelParameters model, ScalingPlan plan, Double ratePerThread, long seed)
        implements ShardedRun {

    /** The recorded {@code database} is this, then the model's {@code --model} parameters. */
    public static final String DATABASE_PREFIX = "queueing model: ";

    public ModelSettings {
        Objects.requireNonNull(model, "model");
        if (!plan.slice().alone()) {
            throw new IllegalArgumentException("--model runs in one process: its host station cannot be split over "
                    + "--drivers");
        }
    }

    @Override
    public ModelSettings nextRun(ScalingPlan otherPlan, Double otherRatePerThread) {
        return new ModelSettings(model, otherPlan, otherRatePerThread, seed);
    }

    /**
     * {@code db: model}, {@code database}: the parameters as {@code --model} takes them, the stations ({@code model}),
     * the shards, the scaling axis, the load model and the seed.
     */
    @Override
    public Map<String, Object> describe() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("db", "model");
        settings.put("database", DATABASE_PREFIX + model.spec());
        settings.put("model", model.describe());
        settings.put("shards", plan.partitioning().shardCount());
        settings.put("seed", seed);
        settings.put("scalingAxis", plan.axis().name().toLowerCase(Locale.ROOT));
        if (plan.axis() == ScalingPlan.Axis.SHARDS) {
            settings.put("threadsPerShard", plan.threadsPerShard());
        }
        settings.put("loadModel", ratePerThread == null ? "stream" : "stabilised");
        return settings;
    }

    @Override
    public ModelWorkload workload(PrintWriter progress) {
        return new ModelWorkload(this);
    }
}
