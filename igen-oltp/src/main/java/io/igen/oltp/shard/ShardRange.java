package io.igen.oltp.shard;

/**
 * The customers one shard owns: ids {@code firstCustomer .. lastCustomer}, both inclusive.
 *
 * @param shard 0-based shard index
 */
public record ShardRange(int shard, long firstCustomer, long lastCustomer) {

    public ShardRange {
        if (shard < 0 || firstCustomer < 1 || lastCustomer < firstCustomer) {
            throw new IllegalArgumentException("not a shard range: shard " + shard + ", customers "
                    + firstCustomer + ".." + lastCustomer);
        }
    }

    /** How many customers the shard owns. */
    public long customers() {
        return lastCustomer - firstCustomer + 1;
    }

    public boolean contains(long customerId) {
        return customerId >= firstCustomer && customerId <= lastCustomer;
    }

    /** The customer at a 0-based offset into the range, as drawn by a transaction. */
    public long customerAt(long offset) {
        if (offset < 0 || offset >= customers()) {
            throw new IndexOutOfBoundsException("offset " + offset + " outside shard " + shard + "'s " + customers() + " customers");
        }
        return firstCustomer + offset;
    }
}
