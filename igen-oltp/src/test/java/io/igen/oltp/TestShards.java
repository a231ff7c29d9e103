package io.igen.oltp;

import io.igen.core.runner.LevelSpec;
import io.igen.core.workload.Level;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** Tiny H2 data sets for tests: each call names fresh in-memory databases, so tests never share data. */
public final class TestShards {

    public static final Dialect H2 = Dialects.named("h2");
    public static final long SEED = 42;

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

    /** Settings for thread levels over fresh in-memory shards. */
    public static OltpSettings settings(int shards, long customersPerShard, List<Integer> threadLevels, Double rate) {
        return settings(shards, customersPerShard, threadLevels, rate, false);
    }

    /** Settings for thread levels over fresh in-memory shards; shared customers let transactions race. */
    public static OltpSettings settings(int shards, long customersPerShard, List<Integer> threadLevels, Double rate,
                                        boolean sharedCustomers) {
        DataSpec spec = spec(shards, customersPerShard);
        return new OltpSettings(spec, H2, freshTemplate(), false,
                ScalingPlan.threads(new LevelSpec(threadLevels), spec.partitioning()), rate, sharedCustomers);
    }

    static Level threads(int threads) {
        return Level.ofThreads(threads);
    }
}
