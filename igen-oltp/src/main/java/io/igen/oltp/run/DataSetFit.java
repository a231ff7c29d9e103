package io.igen.oltp.run;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.ShardTarget;

import java.util.List;
import java.util.Locale;

/**
 * Refuses, before anything is loaded, a data set that cannot be: ids beyond the {@code BIGINT} columns of
 * {@code schemas/ddl.sql}, or H2 in-memory shards that need more heap than the JVM may take. The message says
 * what fits and about how long the load would take.
 *
 * <p>The figures are rough, measured once on the 2-core development machine (H2 2.3, JDK 17, G1): one
 * in-memory shard of 200,000 customers (2,210,000 rows) held about 715 MB of heap after loading (the live
 * heap after the young collections at the end of the load, {@code -Xlog:gc}), about 330 bytes a row, and
 * loaded in about 45 s, about 50,000 rows/s.
 *
 * @param maxHeapBytes the most heap the JVM may use ({@link Runtime#maxMemory()})
 */
public record DataSetFit(long maxHeapBytes) {

    /** Heap an in-memory H2 shard holds per loaded row, rows and indexes together (see above). */
    static final long H2_HEAP_BYTES_PER_ROW = 330;
    /** The share of the heap the shards may fill; the rest is for the run itself and the collector. */
    static final double HEAP_SHARE_FOR_DATA = 0.8;
    /** Rows per second one H2 load writes (see above); servers differ, but it is the order of magnitude. */
    static final long LOAD_ROWS_PER_SECOND = 50_000;

    /** The check with this JVM's maximum heap. */
    public static DataSetFit ofThisJvm() {
        return new DataSetFit(Runtime.getRuntime().maxMemory());
    }

    /**
     * @throws BadConfigurationException when the ids do not fit their columns or in-memory shards do not fit the heap
     */
    public void check(DataSpec data, List<ShardTarget> targets) {
        long customersPerShard = data.partitioning().customersPerShard();
        int shards = data.partitioning().shardCount();
        long maxCustomersPerShard = (Long.MAX_VALUE - DataSpec.ITEMS) / (1 + DataSpec.ORDERS_PER_CUSTOMER) / 2;
        if (customersPerShard > maxCustomersPerShard / shards) {
            throw new BadConfigurationException("--customers-per-shard " + count(customersPerShard) + " with " + shards
                    + " shards overflows the BIGINT customer and order ids (up to " + count(Long.MAX_VALUE)
                    + ", with room for the orders a run inserts); at most " + count(maxCustomersPerShard / shards)
                    + " customers per shard fit the ids");
        }
        long inMemoryShards = targets.stream().filter(target -> target.jdbcUrl().startsWith("jdbc:h2:mem:")).count();
        long rows = data.rowsPerShard() * inMemoryShards;
        double heapForData = maxHeapBytes * HEAP_SHARE_FOR_DATA;
        if (inMemoryShards > 0 && (double) rows * H2_HEAP_BYTES_PER_ROW > heapForData) {
            long fittingRows = (long) (heapForData / H2_HEAP_BYTES_PER_ROW / inMemoryShards);
            long fitting = Math.max(0, (fittingRows - DataSpec.ITEMS) / (1 + DataSpec.ORDERS_PER_CUSTOMER));
            throw new BadConfigurationException("--customers-per-shard " + count(customersPerShard) + " with "
                    + inMemoryShards + " in-memory H2 shards is " + count(rows) + " rows, about "
                    + bytes((double) rows * H2_HEAP_BYTES_PER_ROW) + " of heap (about " + H2_HEAP_BYTES_PER_ROW
                    + " bytes a row) and about " + duration((double) rows / LOAD_ROWS_PER_SECOND) + " to load; "
                    + "the maximum heap is " + bytes(maxHeapBytes) + ", so at most " + count(fitting)
                    + " customers per shard fit (about " + duration((double) inMemoryShards
                    * (fitting * (1 + DataSpec.ORDERS_PER_CUSTOMER) + DataSpec.ITEMS) / LOAD_ROWS_PER_SECOND)
                    + " to load); lower --customers-per-shard, raise -Xmx, or keep the shards on disk with --h2-dir");
        }
    }

    private static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    private static String bytes(double value) {
        String[] units = {"B", "KB", "MB", "GB", "TB", "PB", "EB"};
        int unit = 0;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, "%,.1f %s", value, units[unit]);
    }

    private static String duration(double seconds) {
        if (seconds < 120) {
            return String.format(Locale.ROOT, "%.0f s", Math.max(1, seconds));
        }
        if (seconds < 2 * 3600) {
            return String.format(Locale.ROOT, "%.0f minutes", seconds / 60);
        }
        if (seconds < 2 * 86_400) {
            return String.format(Locale.ROOT, "%.0f hours", seconds / 3600);
        }
        if (seconds < 2 * 365 * 86_400.0) {
            return String.format(Locale.ROOT, "%.0f days", seconds / 86_400);
        }
        return String.format(Locale.ROOT, "%,.0f years", seconds / (365 * 86_400.0));
    }
}
