package io.igen.oltp.shard;

/**
 * iGenOLTP's application partitioning, the rule (not the {@code --shard-map} file, which says where the shards
 * are: {@link ShardMapFile}): N shards, shard k owning customers {@code k*C+1 .. (k+1)*C}, and
 * the rule that spreads load threads evenly over the active shards (thread i works on shard
 * {@code i mod activeShards}). Every customer has exactly one owner; no transaction crosses shards.
 *
 * @param shardCount        N, the shards that hold data
 * @param customersPerShard C
 */
public record CustomerPartitioning(int shardCount, long customersPerShard) {

    public CustomerPartitioning {
        if (shardCount < 1) {
            throw new IllegalArgumentException("a partitioning needs at least 1 shard, got " + shardCount);
        }
        if (customersPerShard < 1) {
            throw new IllegalArgumentException("a shard needs at least 1 customer, got " + customersPerShard);
        }
        if (customersPerShard > Long.MAX_VALUE / shardCount) {
            throw new IllegalArgumentException(shardCount + " shards x " + customersPerShard + " customers is too many");
        }
    }

    /** All customers of all shards. */
    public long customers() {
        return shardCount * customersPerShard;
    }

    /** The customers shard k owns. */
    public ShardRange range(int shard) {
        checkShard(shard);
        return new ShardRange(shard, shard * customersPerShard + 1, (shard + 1) * customersPerShard);
    }

    /** The shard that owns a customer id. */
    public int ownerOf(long customerId) {
        if (customerId < 1 || customerId > customers()) {
            throw new IllegalArgumentException("customer " + customerId + " is outside 1.." + customers());
        }
        return (int) ((customerId - 1) / customersPerShard);
    }

    /** The shard a load thread works on when {@code activeShards} shards (0 .. activeShards-1) take load. */
    public int shardOfThread(int threadIndex, int activeShards) {
        checkActive(activeShards);
        if (threadIndex < 0) {
            throw new IllegalArgumentException("thread index " + threadIndex + " is negative");
        }
        return threadIndex % activeShards;
    }

    /** How many of {@code threads} load threads work on a shard when {@code activeShards} take load. */
    public int threadsOn(int shard, int threads, int activeShards) {
        checkActive(activeShards);
        checkShard(shard);
        if (shard >= activeShards) {
            return 0;
        }
        return threads / activeShards + (shard < threads % activeShards ? 1 : 0);
    }

    private void checkShard(int shard) {
        if (shard < 0 || shard >= shardCount) {
            throw new IllegalArgumentException("shard " + shard + " is outside 0.." + (shardCount - 1));
        }
    }

    private void checkActive(int activeShards) {
        if (activeShards < 1 || activeShards > shardCount) {
            throw new IllegalArgumentException("active shards must be 1.." + shardCount + ", got " + activeShards);
        }
    }
}
