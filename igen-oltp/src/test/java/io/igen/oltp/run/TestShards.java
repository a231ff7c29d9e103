package io.igen.oltp.run;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.load.DataSetLoader;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.load.ShardLoader;
import io.igen.oltp.options.OltpDefaults;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.MaintenanceMode;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** Tiny H2 data sets for tests: each call names fresh in-memory databases, so tests never share data. */
public final class TestShards {

    public static final Dialect H2 = Dialects.named("h2");
    public static final long SEED = 42;
    /** The command's defaults: maintenance before every window, a shard unavailable for at most 1 s. */
    public static final OltpSettings.Upkeep DEFAULT_UPKEEP =
            new OltpSettings.Upkeep(OltpDefaults.MAX_UNAVAILABLE_SECONDS, MaintenanceMode.WINDOW);

    private TestShards() {
    }

    /** A URL template for fresh in-memory shards, alive until the JVM ends. */
    public static String freshTemplate() {
        return "jdbc:h2:mem:test-" + UUID.randomUUID() + "-{shard};DB_CLOSE_DELAY=-1";
    }

    public static DataSpec spec(int shards, long customersPerShard) {
        return new DataSpec(new CustomerPartitioning(shards, customersPerShard), SEED);
    }

    public static List<ShardTarget> targets(String template, int shards) {
        List<ShardTarget> targets = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            targets.add(ShardTarget.fromTemplate(template, shard));
        }
        return targets;
    }

    /** Pools of {@code connections} per shard on the template's databases. */
    public static ShardPools pools(String template, int shards, int connections) {
        int[] sizes = new int[shards];
        java.util.Arrays.fill(sizes, connections);
        return ShardPools.open(targets(template, shards), H2, sizes);
    }

    /** A fresh in-memory shard holding {@code customers} customers, in a pool of {@code connections}. */
    public static ShardPools loadedShard(long customers, int connections) throws Exception {
        DataSpec spec = spec(1, customers);
        ShardPools pools = pools(freshTemplate(), 1, connections);
        new DataSetLoader(new ShardLoader(H2, SchemaScript.of(H2), spec), spec, 1, null).prepare(pools, false);
        return pools;
    }

    /** Settings for thread levels over fresh in-memory shards. */
    public static OltpSettings settings(int shards, long customersPerShard, List<Integer> threadLevels, Double rate) {
        return settings(shards, customersPerShard, threadLevels, rate, false);
    }

    /**
     * Settings for thread levels over fresh in-memory shards; shared customers let transactions race. No limit on the
     * transactions at once in a shard, and the command's defaults for maintenance and outages.
     */
    public static OltpSettings settings(int shards, long customersPerShard, List<Integer> threadLevels, Double rate,
                                        boolean sharedCustomers) {
        DataSpec spec = spec(shards, customersPerShard);
        return settings(spec, ScalingPlan.threads(new LevelSpec(threadLevels), spec.partitioning()), rate,
                sharedCustomers);
    }

    /** Settings for a plan over fresh in-memory shards, as {@link #settings(int, long, List, Double, boolean)}. */
    public static OltpSettings settings(DataSpec spec, ScalingPlan plan, Double rate, boolean sharedCustomers) {
        return new OltpSettings(shards(spec, freshTemplate()), plan, new OltpSettings.Load(rate, sharedCustomers, 0),
                DEFAULT_UPKEEP);
    }

    /** The shards of {@code spec} at {@code urlTemplate} on H2, without credentials, not reloaded. */
    public static OltpSettings.Shards shards(DataSpec spec, String urlTemplate) {
        return new OltpSettings.Shards(spec, H2,
                ShardLocations.fromTemplate(urlTemplate, spec.partitioning().shardCount()), Credentials.NONE, false);
    }

    static Level threads(int threads) {
        return Level.ofThreads(threads);
    }
}
