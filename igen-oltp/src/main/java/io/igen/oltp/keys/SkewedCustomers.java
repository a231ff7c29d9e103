package io.igen.oltp.keys;

import io.igen.oltp.shard.ShardRange;

/**
 * Customers drawn from the whole of a shard's range by a skewed law ({@link KeyDistribution#ranks}), the ranks
 * scattered over the range ({@link KeyScatter}). Every thread of the shard draws from the same customers, so the hot
 * ones are hot for all of them: that is the point of the law.
 */
public final class SkewedCustomers implements CustomerDraw {

    private final ShardRange range;
    private final RankDraw ranks;
    private final KeyScatter scatter;
    private final long favouredRanks;

    /** @param ranks one thread's draws of the law over {@code range.customers()} ranks */
    public SkewedCustomers(ShardRange range, RankDraw ranks) {
        this.range = range;
        this.ranks = ranks;
        this.scatter = new KeyScatter(range.customers());
        this.favouredRanks = CustomerDraw.onePercentOf(range.customers());
    }

    @Override
    public long next() {
        return range.customerAt(scatter.offsetOf(ranks.next()));
    }

    @Override
    public boolean favoured(long customerId) {
        return scatter.rankOf(customerId - range.firstCustomer()) < favouredRanks;
    }

    @Override
    public int shard() {
        return range.shard();
    }
}
