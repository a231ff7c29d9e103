package io.igen.oltp.integrity;

import java.util.concurrent.atomic.LongAdder;

/**
 * Per shard, the orders every committed transaction inserted and deleted: warm-up included, by each
 * statement's actual update count (a DELETE that lost a race to another transaction on the same
 * customer deleted 0 rows and counts 0). Safe for all load threads at once.
 */
public final class OrderLedger {

    private final LongAdder[] inserted;
    private final LongAdder[] deleted;

    public OrderLedger(int shardCount) {
        inserted = new LongAdder[shardCount];
        deleted = new LongAdder[shardCount];
        for (int shard = 0; shard < shardCount; shard++) {
            inserted[shard] = new LongAdder();
            deleted[shard] = new LongAdder();
        }
    }

    /** Records a committed transaction's changes on a shard. Call only after COMMIT returned. */
    public void committed(int shard, int insertedRows, int deletedRows) {
        inserted[shard].add(insertedRows);
        deleted[shard].add(deletedRows);
    }

    public long inserted(int shard) {
        return inserted[shard].sum();
    }

    public long deleted(int shard) {
        return deleted[shard].sum();
    }

    public int shardCount() {
        return inserted.length;
    }

    /** Orders inserted on all shards. */
    public long totalInserted() {
        long total = 0;
        for (LongAdder shard : inserted) {
            total += shard.sum();
        }
        return total;
    }

    /** Orders deleted on all shards. */
    public long totalDeleted() {
        long total = 0;
        for (LongAdder shard : deleted) {
            total += shard.sum();
        }
        return total;
    }
}
