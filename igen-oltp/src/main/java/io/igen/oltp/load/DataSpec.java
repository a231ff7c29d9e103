package io.igen.oltp.load;

import io.igen.oltp.shard.CustomerPartitioning;

/**
 * What a data set is: the shard layout and the seed every generated value derives from. Two loads with
 * the same spec hold the same rows.
 */
public record DataSpec(CustomerPartitioning partitioning, long seed) {

    /** Items in the catalogue, the same on every shard. */
    public static final int ITEMS = 10_000;
    /** Orders loaded per customer; the transaction keeps it about constant. */
    public static final int ORDERS_PER_CUSTOMER = 10;
    /** Bumped whenever the generator's output changes, so old data sets are not re-used by mistake. */
    public static final int DATA_VERSION = 1;

    /** Rows one shard holds after loading: customers, items and orders. */
    public long rowsPerShard() {
        long customers = partitioning.customersPerShard();
        return customers + ITEMS + customers * ORDERS_PER_CUSTOMER;
    }
}
